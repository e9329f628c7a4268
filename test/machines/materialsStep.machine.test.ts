import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, toPromise, waitFor } from 'xstate';
import type { Material, MaterialItem, MaterialSuggestion } from '../../src/domain/materials';
import {
  type MaterialsStepInput,
  materialsStepMachine,
} from '../../src/machines/materialsStep.machine';
import { materialsStepDouble } from './materialsStepDouble';

/*
 * The materials step as the customer meets it: the materials on sale load (a failure offers
 * Try again), nothing is chosen for them, each change is saved at once (a newer change made
 * while one is saved is saved after it, whole), a failed save says why and keeps the choice,
 * and Continue saves what is chosen and ends with it, once there is enough to go on with.
 */
const material = (materialId: number, name: string): Material => ({
  materialId,
  name,
  description: '',
  bookingAllowed: true,
  sortOrder: materialId,
  unitPrice: 2.5,
  quantity: 1,
  startOrder: false,
});
const tape = material(5, 'Packing tape');
const box = material(7, 'Book box');
const withdrawn = { ...material(9, 'Old box'), bookingAllowed: false };

const INPUT: MaterialsStepInput = { customerId: 3, basketId: 41, items: [], needsOne: false };

function start(input: Partial<MaterialsStepInput> = {}, fail = {}) {
  const saved = vi.fn();
  const machine = materialsStepDouble({ materials: [tape, box, withdrawn], fail, saved });
  const actor = createActor(machine, { input: { ...INPUT, ...input } }).start();
  return { actor, saved };
}

describe('materials step (funnel kit)', () => {
  it('a failed load says why, and Try again loads the materials behind a spinner', async () => {
    let loads = 0;
    const machine = materialsStepMachine.provide({
      actors: {
        loadMaterials: fromPromise(async () => {
          loads += 1;
          if (loads === 1) throw new Error('Something went wrong');
          return {
            basketId: 61,
            materials: [tape, withdrawn],
            suggestions: [] as MaterialSuggestion[],
          };
        }),
      },
    });
    const actor = createActor(machine, { input: { ...INPUT, basketId: null } }).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    // Choosing is not offered until the materials are there.
    actor.send({ type: 'materials.added', materialId: 5 });
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);

    actor.send({ type: 'funnel.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (state) => state.matches('choosing'));
    // Only what can be booked is offered; the basket the load opened is the step's.
    expect(actor.getSnapshot().context.catalogue).toEqual([tape]);
    expect(actor.getSnapshot().context.basketId).toBe(61);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('saves each change at once, and a change made while one is saved after it', async () => {
    const saves: { items: MaterialItem[]; finish: () => void }[] = [];
    const machine = materialsStepMachine.provide({
      actors: {
        loadMaterials: fromPromise(async () => ({
          basketId: 41,
          materials: [tape, box],
          suggestions: [] as MaterialSuggestion[],
        })),
        saveMaterials: fromPromise(
          ({ input }) =>
            new Promise<void>((resolve) => saves.push({ items: input.items, finish: resolve })),
        ),
      },
    });
    const actor = createActor(machine, { input: INPUT }).start();
    await waitFor(actor, (state) => state.matches('choosing'));

    actor.send({ type: 'materials.added', materialId: 5 });
    // Saved behind the running total: the customer goes on choosing, no spinner.
    expect(actor.getSnapshot().matches('updating')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(saves.map((save) => save.items)).toEqual([[{ materialId: 5, quantity: 1 }]]);

    actor.send({ type: 'materials.quantityChanged', materialId: 7, quantity: 3 });
    expect(saves.map((save) => save.items)).toEqual([
      [{ materialId: 5, quantity: 1 }],
      [
        { materialId: 5, quantity: 1 },
        { materialId: 7, quantity: 3 },
      ],
    ]);
    // The first save's answer is left behind: the step waits for the newer one.
    saves[0]?.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('updating')).toBe(true);
    saves[1]?.finish();
    await waitFor(actor, (state) => state.matches('choosing'));

    actor.send({ type: 'materials.suggestionAdded', items: [{ materialId: 5, quantity: 4 }] });
    expect(actor.getSnapshot().context.items).toEqual([
      { materialId: 5, quantity: 4 },
      { materialId: 7, quantity: 3 },
    ]);
    expect(saves).toHaveLength(3);
  });

  it('Continue needs a material where the funnel needs one, then saves and ends with it', async () => {
    const { actor, saved } = start({ needsOne: true });
    await waitFor(actor, (state) => state.matches('choosing'));
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(saved).not.toHaveBeenCalled();

    actor.send({ type: 'materials.added', materialId: 7 });
    // Continue while the change is saved: what is chosen is saved once more, whole.
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await expect(toPromise(actor)).resolves.toEqual({
      basketId: 41,
      items: [{ materialId: 7, quantity: 1 }],
    });
    expect(saved).toHaveBeenLastCalledWith({
      basketId: 41,
      items: [{ materialId: 7, quantity: 1 }],
    });
  });

  it('alongside storage Continue goes on with none, saving the choice as it is', async () => {
    const { actor, saved } = start({ items: [{ materialId: 5, quantity: 2 }] });
    await waitFor(actor, (state) => state.matches('choosing'));
    // What was chosen before is kept, and nothing more is added for the customer.
    expect(actor.getSnapshot().context.items).toEqual([{ materialId: 5, quantity: 2 }]);
    actor.send({ type: 'materials.quantityChanged', materialId: 5, quantity: 0 });
    await waitFor(actor, (state) => state.matches('choosing'));
    actor.send({ type: 'funnel.next' });
    await expect(toPromise(actor)).resolves.toEqual({ basketId: 41, items: [] });
    expect(saved).toHaveBeenCalledTimes(2);
  });

  it('a failed save says why and keeps the choice; the next change clears the message', async () => {
    const { actor } = start({}, { saveMaterials: true });
    await waitFor(actor, (state) => state.matches('choosing'));
    actor.send({ type: 'materials.added', materialId: 5 });
    await waitFor(actor, (state) => state.matches('choosing'));
    expect(actor.getSnapshot().context).toMatchObject({
      items: [{ materialId: 5, quantity: 1 }],
      error: 'saveMaterials failed',
    });
    expect(actor.getSnapshot().hasTag('error')).toBe(false);

    // Continue tries to save; its failure stays on the step.
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches('choosing'));
    expect(actor.getSnapshot().context.error).toBe('saveMaterials failed');
    expect(actor.getSnapshot().status).toBe('active');

    actor.send({ type: 'materials.added', materialId: 5 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('tells the funnel that runs it each change as it is made', async () => {
    const told: unknown[] = [];
    const funnel = setup({
      actors: {
        materialsStep: materialsStepDouble({ materials: [tape], saved: () => {} }),
      },
    }).createMachine({
      invoke: {
        id: 'materialsStep',
        src: 'materialsStep',
        input: { ...INPUT, basketId: null },
      },
      on: { 'materialsStep.changed': { actions: ({ event }) => told.push(event) } },
    });
    const actor = createActor(funnel).start();
    const step = actor.getSnapshot().children.materialsStep;
    if (!step) throw new Error('no step');
    await waitFor(step, (state) => state.matches('choosing'));
    expect(told).toEqual([]);
    step.send({ type: 'materials.added', materialId: 5 });
    step.send({ type: 'materials.added', materialId: 5 });
    expect(told).toEqual([
      { type: 'materialsStep.changed', basketId: 41, items: [{ materialId: 5, quantity: 1 }] },
      { type: 'materialsStep.changed', basketId: 41, items: [{ materialId: 5, quantity: 2 }] },
    ]);
  });
});
