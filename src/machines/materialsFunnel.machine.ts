import { assertEvent, assign, setup } from 'xstate';
import type { Address } from '../domain/addresses';
import { MATERIALS_FUNNEL, type MaterialsStep } from '../domain/funnels';
import {
  addMaterial,
  bookableMaterials,
  type Material,
  type MaterialItem,
  setMaterialQuantity,
} from '../domain/materials';
import type { Timeslot } from '../domain/timeslots';
import { addressStepMachine } from './addressStep.machine';
import { checkoutStepMachine } from './checkoutStep.machine';
import {
  appCall,
  checkoutStepInput,
  type FunnelContextBase,
  type FunnelEvent,
  funnelActions,
  funnelGuards,
  type KitSteps,
  kept,
  landingOf,
  restored,
  stepOutputActions,
} from './funnelKit';
import { timeslotStepMachine } from './timeslotStep.machine';

/**
 * Packing materials on their own: what and how many, where to, the delivery day, checkout.
 * Nothing is chosen to begin with (CCR 2013 reg. 40).
 */
export interface MaterialsFunnelContext extends FunnelContextBase {
  catalogue: Material[];
  items: MaterialItem[];
  /** The delivery address saved on the basket. */
  address: Address | null;
  /** The delivery timeslot saved on the basket. */
  timeslot: Timeslot | null;
}

/** What is kept between visits; the catalogue and cards are loaded again. */
const KEPT = ['customerId', 'basketId', 'items', 'address', 'timeslot'] as const;
export type PersistedMaterialsFunnel = Pick<MaterialsFunnelContext, (typeof KEPT)[number]>;
export const persistedMaterialsFunnel = (context: MaterialsFunnelContext) => kept(context, KEPT);

export interface MaterialsFunnelInput {
  saved?: Partial<PersistedMaterialsFunnel> | null;
}

function initialContext(input: MaterialsFunnelInput): MaterialsFunnelContext {
  return restored<MaterialsFunnelContext>(input.saved, KEPT, {
    customerId: null,
    basketId: null,
    catalogue: [],
    items: [],
    address: null,
    timeslot: null,
    cards: [],
    error: null,
  });
}

export function materialsStepIsDone(context: MaterialsFunnelContext, step: MaterialsStep) {
  switch (step) {
    case 'materials':
      return context.basketId !== null && context.items.length > 0;
    case 'address':
      return context.address !== null;
    case 'date':
      return context.timeslot !== null;
    case 'checkout':
      return false;
  }
}

/** The requested step, or the first step before it that is not done yet. */
export const materialsLandingStep = landingOf(MATERIALS_FUNNEL, materialsStepIsDone);

export type MaterialsFunnelEvent =
  | FunnelEvent<MaterialsStep>
  | { type: 'materials.quantityChanged'; materialId: number; quantity: number }
  | { type: 'materials.added'; materialId: number };

export const materialsFunnelMachine = setup({
  types: {
    context: {} as MaterialsFunnelContext,
    events: {} as MaterialsFunnelEvent,
    input: {} as MaterialsFunnelInput,
    tags: {} as 'busy' | 'error',
    children: {} as KitSteps<'addressStep' | 'timeslotStep' | 'checkoutStep'>,
  },
  actors: {
    /** The materials basket (created when there is none) and the materials on sale. */
    loadMaterials: appCall<
      { basketId: number; materials: Material[] },
      { customerId: number; basketId: number | null }
    >('materials funnel', 'loadMaterials'),
    /** `PUT basket/materials/{id}` with the items, so the quote follows each change. */
    saveItems: appCall<void, { items: MaterialItem[] }>('materials funnel', 'saveItems'),
    /** The kit's address step, with the address saved on this funnel's basket. */
    addressStep: addressStepMachine,
    /** The kit's timeslot step, with the delivery saved on this funnel's basket. */
    timeslotStep: timeslotStepMachine,
    /** The kit's checkout step: the saved cards. */
    checkoutStep: checkoutStepMachine,
  },
  actions: {
    ...funnelActions<MaterialsFunnelContext, MaterialsFunnelEvent, MaterialsStep>(() =>
      initialContext({}),
    ),
    ...stepOutputActions<MaterialsFunnelContext, MaterialsFunnelEvent>(),
    setQuantity: assign(({ context, event }) => {
      assertEvent(event, 'materials.quantityChanged');
      return {
        items: setMaterialQuantity(context.items, event.materialId, event.quantity),
        error: null,
      };
    }),
    addOne: assign(({ context, event }) => {
      assertEvent(event, 'materials.added');
      return { items: addMaterial(context.items, event.materialId), error: null };
    }),
  },
  guards: {
    ...funnelGuards(materialsLandingStep),
    hasItems: ({ context }) => context.items.length > 0,
  },
}).createMachine({
  id: 'materialsFunnel',
  context: ({ input }) => initialContext(input),
  initial: 'unopened',
  on: {
    'funnel.stepRequested': [
      { guard: { type: 'landsOn', params: { step: 'materials' } }, target: '.materials' },
      { guard: { type: 'landsOn', params: { step: 'address' } }, target: '.address' },
      { guard: { type: 'landsOn', params: { step: 'date' } }, target: '.date' },
      { guard: { type: 'landsOn', params: { step: 'checkout' } }, target: '.checkout' },
    ],
    'funnel.signedIn': { actions: assign({ customerId: ({ event }) => event.customerId }) },
    'funnel.signedOut': { guard: 'wasSignedIn', target: '.unopened', actions: 'resetFunnel' },
    'funnel.orderPlaced': { target: '.placed', actions: 'resetForNextOrder' },
  },
  states: {
    /** Not on screen yet: the first step request from the URL decides where it opens. */
    unopened: {},
    /** The materials were ordered and the funnel emptied; the next visit starts afresh. */
    placed: {},
    materials: {
      entry: ['clearError', { type: 'navigate', params: { step: 'materials' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'materials' } } },
      },
      initial: 'identifying',
      states: {
        identifying: {
          tags: 'busy',
          always: { guard: 'isSignedIn', target: 'loading' },
        },
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadMaterials',
            src: 'loadMaterials',
            input: ({ context }) => ({
              customerId: context.customerId ?? 0,
              basketId: context.basketId,
            }),
            onDone: {
              target: 'choosing',
              actions: assign({
                basketId: ({ event }) => event.output.basketId,
                catalogue: ({ event }) => bookableMaterials([...event.output.materials]),
              }),
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
            'materials.quantityChanged': { target: 'updating', actions: 'setQuantity' },
            'materials.added': { target: 'updating', actions: 'addOne' },
            'funnel.next': { guard: 'hasItems', target: '#materialsFunnel.address' },
          },
        },
        /** Each change is saved at once, so the running total is the server's new quote. */
        updating: {
          invoke: {
            id: 'saveItems',
            src: 'saveItems',
            input: ({ context }) => ({ items: context.items }),
            onDone: 'choosing',
            onError: { target: 'choosing', actions: 'assignError' },
          },
          on: {
            'materials.quantityChanged': {
              target: 'updating',
              reenter: true,
              actions: 'setQuantity',
            },
            'materials.added': { target: 'updating', reenter: true, actions: 'addOne' },
          },
        },
      },
    },
    address: {
      entry: ['clearError', { type: 'navigate', params: { step: 'address' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'address' } } },
        'funnel.back': '#materialsFunnel.materials',
      },
      invoke: {
        id: 'addressStep',
        src: 'addressStep',
        input: ({ context }) => ({ customerId: context.customerId ?? 0, saved: context.address }),
        onDone: { target: '#materialsFunnel.date', actions: 'takeAddress' },
      },
    },
    date: {
      entry: ['clearError', { type: 'navigate', params: { step: 'date' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'date' } } },
        'funnel.back': '#materialsFunnel.address',
      },
      invoke: {
        id: 'timeslotStep',
        src: 'timeslotStep',
        input: ({ context }) => ({
          basketId: context.basketId ?? 0,
          orderType: 'BTB_MATERIALS',
          chosen: context.timeslot,
          // Materials come to the door: no doorstep delivery on a Saturday (172).
          saturdays: false,
        }),
        onDone: { target: '#materialsFunnel.checkout', actions: 'takeTimeslot' },
      },
    },
    checkout: {
      entry: ['clearError', { type: 'navigate', params: { step: 'checkout' } }],
      on: {
        'funnel.stepRequested': { guard: { type: 'landsOn', params: { step: 'checkout' } } },
        'funnel.back': '#materialsFunnel.date',
      },
      initial: 'loading',
      states: {
        /** The kit's checkout step loads what checkout shows (its spinner, or Try again). */
        loading: {
          invoke: {
            id: 'checkoutStep',
            src: 'checkoutStep',
            input: checkoutStepInput,
            onDone: { target: 'ready', actions: 'assignOutput' },
          },
        },
        ready: {},
      },
    },
  },
});
