import type { Material } from '../../src/domain/materials';
import type { MaterialsStepInput } from '../../src/machines/materialsStep.machine';

const tape: Material = {
  materialId: 5,
  name: 'Packing tape',
  description: '',
  bookingAllowed: true,
  sortOrder: 1,
  unitPrice: 4.95,
  quantity: 1,
  startOrder: false,
};

export const inputs: MaterialsStepInput[] = [
  // Materials on their own: at least one is needed, none chosen yet.
  { customerId: 7, basketId: null, items: [], needsOne: true },
  // Alongside storage: none is needed; the tape chosen before is kept.
  { customerId: 7, basketId: 41, items: [{ materialId: 5, quantity: 2 }], needsOne: false },
];

export const events = [
  { type: 'materials.added', materialId: 5 },
  { type: 'materials.quantityChanged', materialId: 5, quantity: 0 },
  { type: 'materials.suggestionAdded', items: [{ materialId: 5, quantity: 3 }] },
  { type: 'funnel.next' },
  { type: 'funnel.retry' },
  {
    type: 'xstate.done.actor.loadMaterials',
    output: { basketId: 41, materials: [tape], suggestions: [] },
  },
  { type: 'xstate.error.actor.loadMaterials', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.saveMaterials', output: undefined },
  { type: 'xstate.error.actor.saveMaterials', error: new Error('Something went wrong') },
];

/** Whether anything is chosen decides whether Continue goes on. */
export const contextKey = ({ items }: { items: unknown[] }) => items.length;
