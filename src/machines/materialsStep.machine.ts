import { assertEvent, assign, sendTo, setup } from 'xstate';
import {
  addMaterial,
  bookableMaterials,
  type Material,
  type MaterialItem,
  type MaterialSuggestion,
  setMaterialQuantity,
  withSuggestion,
} from '../domain/materials';
import { appCall, errorActions } from './funnelKit';

/**
 * The materials step of the order funnel and of materials on their own (part of the funnel
 * kit): the materials on sale, and what we suggest for the boxes, are loaded; nothing is chosen
 * for the customer (CCR 2013 reg. 40). Each change is saved on the funnel's basket at once, so
 * the running total is the server's (a change made while the last is saved is saved after it),
 * and told to the funnel, which keeps it between visits (`materialsStep.changed`). Continue
 * saves what is chosen and ends with it. Back stays with the funnel.
 */
export interface MaterialsStepInput {
  customerId: number;
  /** The funnel's basket, or null when the load opens one. */
  basketId: number | null;
  /** What was chosen before. */
  items: MaterialItem[];
  /** Continue needs at least one material (materials on their own), or none (with storage). */
  needsOne: boolean;
}

export interface MaterialsStepContext extends MaterialsStepInput {
  catalogue: Material[];
  suggestions: MaterialSuggestion[];
  error: string | null;
}

/** What the step ends with, and tells the funnel after each change. */
export interface MaterialsStepOutput {
  basketId: number;
  items: MaterialItem[];
}

/** What the step tells the funnel that invoked it after each change. */
export type MaterialsStepChanged = { type: 'materialsStep.changed' } & MaterialsStepOutput;

export type MaterialsStepEvent =
  | { type: 'materials.quantityChanged'; materialId: number; quantity: number }
  | { type: 'materials.added'; materialId: number }
  /** One click on 'Add suggested materials (£X)': the quote's suggestion goes in. */
  | { type: 'materials.suggestionAdded'; items: MaterialItem[] }
  | { type: 'funnel.next' }
  | { type: 'funnel.retry' };

export const materialsStepMachine = setup({
  types: {
    context: {} as MaterialsStepContext,
    events: {} as MaterialsStepEvent,
    input: {} as MaterialsStepInput,
    output: {} as MaterialsStepOutput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** The materials on sale and the suggestions, with the funnel's basket (opened if none). */
    loadMaterials: appCall<
      { basketId: number; materials: Material[]; suggestions: MaterialSuggestion[] },
      { customerId: number; basketId: number | null }
    >('materials step', 'loadMaterials'),
    /** Puts the materials on the funnel's basket. */
    saveMaterials: appCall<void, MaterialsStepOutput>('materials step', 'saveMaterials'),
  },
  actions: {
    ...errorActions<MaterialsStepContext, MaterialsStepEvent>(),
    change: assign(({ context, event }) => {
      assertEvent(event, [
        'materials.quantityChanged',
        'materials.added',
        'materials.suggestionAdded',
      ]);
      const items =
        event.type === 'materials.quantityChanged'
          ? setMaterialQuantity(context.items, event.materialId, event.quantity)
          : event.type === 'materials.added'
            ? addMaterial(context.items, event.materialId)
            : withSuggestion(context.items, event.items);
      return { items, error: null };
    }),
    /** The funnel keeps the choice between visits (a step run on its own tells itself). */
    tellFunnel: sendTo(
      ({ self }) => self._parent ?? self,
      ({ context }): MaterialsStepChanged => ({
        type: 'materialsStep.changed',
        basketId: context.basketId ?? 0,
        items: context.items,
      }),
    ),
  },
  guards: {
    canContinue: ({ context }) => !context.needsOne || context.items.length > 0,
  },
}).createMachine({
  id: 'materialsStep',
  context: ({ input }) => ({ ...input, catalogue: [], suggestions: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadMaterials',
        src: 'loadMaterials',
        input: ({ context }) => ({ customerId: context.customerId, basketId: context.basketId }),
        onDone: {
          target: 'choosing',
          actions: assign(({ event }) => ({
            basketId: event.output.basketId,
            catalogue: bookableMaterials([...event.output.materials]),
            suggestions: event.output.suggestions,
          })),
        },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      tags: 'error',
      on: { 'funnel.retry': { target: 'loading', actions: 'clearError' } },
    },
    choosing: {
      on: {
        'materials.*': { target: 'updating', actions: ['change', 'tellFunnel'] },
        'funnel.next': { guard: 'canContinue', target: 'saving' },
      },
    },
    /** Each change is saved at once, so the running total is the server's new quote. */
    updating: {
      invoke: {
        id: 'saveMaterials',
        src: 'saveMaterials',
        input: ({ context }) => ({ basketId: context.basketId ?? 0, items: context.items }),
        onDone: 'choosing',
        onError: { target: 'choosing', actions: 'assignError' },
      },
      on: {
        'materials.*': { target: 'updating', reenter: true, actions: ['change', 'tellFunnel'] },
        'funnel.next': { guard: 'canContinue', target: 'saving' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveMaterials',
        src: 'saveMaterials',
        input: ({ context }) => ({ basketId: context.basketId ?? 0, items: context.items }),
        onDone: 'saved',
        onError: { target: 'choosing', actions: 'assignError' },
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({ basketId: context.basketId ?? 0, items: context.items }),
});
