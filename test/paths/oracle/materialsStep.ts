import type { AnyEventObject } from 'xstate';
import { dataOf, isDone, isError, type Oracle } from './kit';
import { seenAs } from './payment';

/*
 * The materials step of the order funnel and of materials on their own (docs/decisions.md,
 * "Packing materials on their own", "Opt-in", "The materials and packing steps as the kit's
 * children"): the materials on sale load behind a spinner; a failed load says so and offers
 * Try again. Nothing is chosen for the customer. Each change is saved at once while the
 * customer goes on choosing (the running total follows); a change made while one is saved is
 * saved after it. Continue saves what is chosen behind a spinner and ends the step: with at
 * least one material where the funnel needs one (materials on their own), with any number
 * alongside storage. A failed save says why, and the choice stays to change or continue again.
 */

type Stage = 'loading' | 'failed' | 'choosing' | 'updating' | 'saving' | 'saved';

export interface MaterialsStepModel {
  stage: Stage;
  /** Quantities chosen, by material. */
  items: Record<string, number>;
  needsOne: boolean;
}

function changed(items: Record<string, number>, event: AnyEventObject) {
  switch (event.type) {
    case 'materials.added': {
      const id = String(dataOf<number>(event, 'materialId'));
      return { ...items, [id]: (items[id] ?? 0) + 1 };
    }
    // Setting a material to nought takes it out (SPEC.md 4).
    case 'materials.quantityChanged': {
      const id = String(dataOf<number>(event, 'materialId'));
      return { ...items, [id]: Math.max(0, dataOf<number>(event, 'quantity')) };
    }
    // The suggestion tops each material up to what it suggests.
    case 'materials.suggestionAdded': {
      const topped = { ...items };
      for (const { materialId, quantity } of dataOf<{ materialId: number; quantity: number }[]>(
        event,
        'items',
      ))
        topped[String(materialId)] = Math.max(topped[String(materialId)] ?? 0, quantity);
      return topped;
    }
  }
  return undefined;
}

const enough = (model: MaterialsStepModel) =>
  !model.needsOne || Object.values(model.items).some((quantity) => quantity > 0);

export const materialsStep: Oracle<MaterialsStepModel> = {
  id: 'materialsStep',
  start: (input) => {
    const { items, needsOne } = input as {
      items: { materialId: number; quantity: number }[];
      needsOne: boolean;
    };
    return {
      stage: 'loading',
      items: Object.fromEntries(items.map((item) => [String(item.materialId), item.quantity])),
      needsOne,
    };
  },
  next: (model, event) => {
    const { stage } = model;
    const at = (next: Stage, items = model.items) => ({ ...model, stage: next, items });
    if (stage === 'loading' && isDone(event, 'loadMaterials')) return at('choosing');
    if (stage === 'loading' && isError(event, 'loadMaterials')) return at('failed');
    if (stage === 'failed' && event.type === 'funnel.retry') return at('loading');
    const choosing = stage === 'choosing' || stage === 'updating';
    const items = changed(model.items, event);
    if (items && choosing) return at('updating', items);
    if (stage === 'updating' && (isDone(event, 'saveMaterials') || isError(event, 'saveMaterials')))
      return at('choosing');
    if (choosing && event.type === 'funnel.next' && enough(model)) return at('saving');
    if (stage === 'saving' && isDone(event, 'saveMaterials')) return at('saved');
    if (stage === 'saving' && isError(event, 'saveMaterials')) return at('choosing');
    return model;
  },
  seen: ({ stage }) => {
    switch (stage) {
      case 'loading':
        return seenAs('loading', { busy: true, calls: ['loadMaterials'] });
      case 'failed':
        return seenAs('failed', { error: true });
      case 'updating':
        return seenAs('updating', { calls: ['saveMaterials'] });
      case 'saving':
        return seenAs('saving', { busy: true, calls: ['saveMaterials'] });
      default:
        return seenAs(stage, {});
    }
  },
};
