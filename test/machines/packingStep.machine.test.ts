import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, toPromise, waitFor } from 'xstate';
import type { Timeslot } from '../../src/domain/timeslots';
import {
  NO_PACKING,
  type PackingChoice,
  type PackingStepInput,
  packingStepMachine,
} from '../../src/machines/packingStep.machine';
import { PACKING_PRICES, packingStepDouble } from './packingStepDouble';

/*
 * The packing step as the customer meets it: the prices and the packers' windows load (a
 * failure offers Try again); with storage no packers are booked unless asked for (CCR 2013
 * reg. 40); each change is saved at once (a newer change made while one is saved is saved
 * after it, whole); a failed save says why and gives up the window; Continue goes on with no
 * packers, or packers with a size (and a window where it is chosen here).
 */
const friday: Timeslot = { doorstepDate: '2030-03-01', startHour: 8, endHour: 13, available: true };

const WITH_STORAGE: PackingStepInput = {
  customerId: 3,
  basketId: 41,
  packing: NO_PACKING,
  withWindow: true,
  collectionDay: '2030-03-04',
};
const ON_ITS_OWN: PackingStepInput = {
  customerId: 3,
  basketId: null,
  packing: { ...NO_PACKING, wanted: true },
  withWindow: false,
  collectionDay: null,
};

function start(input: PackingStepInput = WITH_STORAGE, fail = {}) {
  const saved = vi.fn();
  const machine = packingStepDouble({ timeslots: [friday], basketId: 71, fail, saved });
  const actor = createActor(machine, { input }).start();
  return { actor, saved };
}

describe('packing step (funnel kit)', () => {
  it('a failed load says why, and Try again loads the prices and windows behind a spinner', async () => {
    let loads = 0;
    const machine = packingStepMachine.provide({
      actors: {
        loadPacking: fromPromise(async ({ input }) => {
          loads += 1;
          if (loads === 1) throw new Error('Something went wrong');
          expect(input).toEqual({ customerId: 3, basketId: 41, collectionDay: '2030-03-04' });
          return { basketId: 41, prices: PACKING_PRICES, timeslots: [friday] };
        }),
      },
    });
    const actor = createActor(machine, { input: WITH_STORAGE }).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
    actor.send({ type: 'packing.wantedChanged', wanted: true });
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);

    actor.send({ type: 'funnel.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (state) => state.matches('choosing'));
    expect(actor.getSnapshot().context).toMatchObject({
      prices: PACKING_PRICES,
      timeslots: [friday],
      packing: NO_PACKING,
    });
  });

  it('with storage: no packers to begin with, and Continue goes on without them', async () => {
    const { actor, saved } = start();
    await waitFor(actor, (state) => state.matches('choosing'));
    actor.send({ type: 'funnel.next' });
    await expect(toPromise(actor)).resolves.toEqual({ basketId: 41, packing: NO_PACKING });
    expect(saved).not.toHaveBeenCalled();
  });

  it('packers need rooms or boxes and a window before Continue goes on', async () => {
    const { actor, saved } = start();
    await waitFor(actor, (state) => state.matches('choosing'));
    actor.send({ type: 'packing.wantedChanged', wanted: true });
    await waitFor(actor, (state) => state.matches('choosing'));
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);

    actor.send({ type: 'packing.roomsChanged', rooms: 2 });
    await waitFor(actor, (state) => state.matches('choosing'));
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);

    actor.send({ type: 'packing.timeslotChosen', timeslot: friday });
    // Continue waits while the change is saved.
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches('updating')).toBe(true);
    await waitFor(actor, (state) => state.matches('choosing'));
    actor.send({ type: 'funnel.next' });
    const packers: PackingChoice = {
      wanted: true,
      rooms: 2,
      boxes: null,
      materialsIncluded: false,
      timeslot: friday,
    };
    await expect(toPromise(actor)).resolves.toEqual({ basketId: 41, packing: packers });
    expect(saved).toHaveBeenLastCalledWith({ basketId: 41, packing: packers });

    // "No thanks" takes back what was chosen for the packers.
    const undecided = start({ ...WITH_STORAGE, packing: packers });
    await waitFor(undecided.actor, (state) => state.matches('choosing'));
    undecided.actor.send({ type: 'packing.wantedChanged', wanted: false });
    expect(undecided.actor.getSnapshot().context.packing).toEqual(NO_PACKING);
  });

  it('on its own: rooms or boxes are enough, one replacing the other, on the basket the load opened', async () => {
    const { actor, saved } = start(ON_ITS_OWN);
    await waitFor(actor, (state) => state.matches('choosing'));
    expect(actor.getSnapshot().context.basketId).toBe(71);
    actor.send({ type: 'packing.roomsChanged', rooms: 3 });
    actor.send({ type: 'packing.boxesChanged', boxes: 20 });
    actor.send({ type: 'packing.materialsChanged', included: true });
    await waitFor(actor, (state) => state.matches('choosing'));
    actor.send({ type: 'funnel.next' });
    const packing = {
      wanted: true,
      rooms: null,
      boxes: 20,
      materialsIncluded: true,
      timeslot: null,
    };
    await expect(toPromise(actor)).resolves.toEqual({ basketId: 71, packing });
    expect(saved).toHaveBeenCalledTimes(3);
    // Nought is none.
    const none = start(ON_ITS_OWN);
    await waitFor(none.actor, (state) => state.matches('choosing'));
    none.actor.send({ type: 'packing.boxesChanged', boxes: 0 });
    await waitFor(none.actor, (state) => state.matches('choosing'));
    none.actor.send({ type: 'funnel.next' });
    expect(none.actor.getSnapshot().matches('choosing')).toBe(true);
  });

  it('saves each change at once, and a change made while one is saved after it', async () => {
    const saves: { packing: PackingChoice; finish: () => void }[] = [];
    const machine = packingStepMachine.provide({
      actors: {
        loadPacking: fromPromise(async () => ({
          basketId: 41,
          prices: PACKING_PRICES,
          timeslots: [friday],
        })),
        savePacking: fromPromise(
          ({ input }) =>
            new Promise<void>((resolve) => saves.push({ packing: input.packing, finish: resolve })),
        ),
      },
    });
    const actor = createActor(machine, { input: ON_ITS_OWN }).start();
    await waitFor(actor, (state) => state.matches('choosing'));
    actor.send({ type: 'packing.roomsChanged', rooms: 2 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'packing.roomsChanged', rooms: 4 });
    expect(saves.map((save) => save.packing.rooms)).toEqual([2, 4]);
    saves[0]?.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('updating')).toBe(true);
    saves[1]?.finish();
    await waitFor(actor, (state) => state.matches('choosing'));
  });

  it('a failed save says why and gives up the window; the next change clears the message', async () => {
    const { actor } = start(
      { ...WITH_STORAGE, packing: { ...NO_PACKING, wanted: true, rooms: 2 } },
      { savePacking: true },
    );
    await waitFor(actor, (state) => state.matches('choosing'));
    actor.send({ type: 'packing.timeslotChosen', timeslot: friday });
    await waitFor(actor, (state) => state.matches('choosing'));
    expect(actor.getSnapshot().context.error).toBe('savePacking failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
    expect(actor.getSnapshot().context.packing).toMatchObject({ rooms: 2, timeslot: null });
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'packing.materialsChanged', included: true });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('tells the funnel that runs it each change, and the window a failed save gave up', async () => {
    const told: unknown[] = [];
    const funnel = setup({
      actors: {
        packingStep: packingStepDouble({
          timeslots: [friday],
          fail: { savePacking: true },
          saved: () => {},
        }),
      },
    }).createMachine({
      invoke: { id: 'packingStep', src: 'packingStep', input: WITH_STORAGE },
      on: { 'packingStep.changed': { actions: ({ event }) => told.push(event) } },
    });
    const actor = createActor(funnel).start();
    const step = actor.getSnapshot().children.packingStep;
    if (!step) throw new Error('no step');
    await waitFor(step, (state) => state.matches('choosing'));
    step.send({ type: 'packing.wantedChanged', wanted: true });
    expect(told).toEqual([
      { type: 'packingStep.changed', basketId: 41, packing: { ...NO_PACKING, wanted: true } },
    ]);
    step.send({ type: 'packing.timeslotChosen', timeslot: friday });
    await waitFor(step, (state) => state.matches('choosing'));
    expect(told.at(-1)).toEqual({
      type: 'packingStep.changed',
      basketId: 41,
      packing: { ...NO_PACKING, wanted: true },
    });
  });
});
