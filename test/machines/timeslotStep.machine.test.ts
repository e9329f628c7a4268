import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import type { Timeslot } from '../../src/domain/timeslots';
import type { TimeslotStepInput } from '../../src/machines/timeslotStep.machine';
import { timeslotStepDouble } from './timeslotStepDouble';

const monday: Timeslot = { doorstepDate: '2030-03-04', startHour: 8, endHour: 13, available: true };
const tuesday: Timeslot = { ...monday, doorstepDate: '2030-03-05' };
const full: Timeslot = { ...monday, doorstepDate: '2030-03-06', available: false };
const saturday: Timeslot = { ...monday, doorstepDate: '2030-03-09' };

function start(input: Partial<TimeslotStepInput> = {}, fail: Record<string, boolean> = {}) {
  const saved = vi.fn();
  const machine = timeslotStepDouble({ timeslots: [monday, tuesday, full, saturday], fail, saved });
  const actor = createActor(machine, {
    input: { basketId: 41, orderType: 'BTB_RETURN', chosen: null, saturdays: false, ...input },
  }).start();
  return { actor, saved };
}

describe('timeslot step (funnel kit)', () => {
  it('offers the free times, Saturdays only where allowed, and saves the one chosen', async () => {
    const { actor, saved } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('choosing'));
    expect(actor.getSnapshot().context.timeslots).toEqual([monday, tuesday]);
    expect(actor.getSnapshot().context.fasd).toBe('2030-03-04');

    // Continue does nothing until a time is chosen.
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);

    actor.send({ type: 'timeslot.chosen', timeslot: tuesday });
    actor.send({ type: 'funnel.next' });
    await expect(toPromise(actor)).resolves.toEqual({
      timeslot: tuesday,
      fasd: '2030-03-04',
      timeslots: [monday, tuesday],
    });
    expect(saved).toHaveBeenCalledWith({ basketId: 41, timeslot: tuesday });

    const ownVans = start({ saturdays: true });
    await waitFor(ownVans.actor, (state) => state.matches('choosing'));
    expect(ownVans.actor.getSnapshot().context.timeslots).toEqual([monday, tuesday, saturday]);
  });

  it('keeps the slot chosen before while it is still offered, and drops it when not', async () => {
    const kept = start({ chosen: tuesday });
    await waitFor(kept.actor, (state) => state.matches('choosing'));
    expect(kept.actor.getSnapshot().context.chosen).toEqual(tuesday);

    const gone = start({ chosen: full });
    await waitFor(gone.actor, (state) => state.matches('choosing'));
    expect(gone.actor.getSnapshot().context.chosen).toBeNull();
  });

  it('a failed load shows the error with a retry', async () => {
    const { actor } = start({}, { loadTimeslots: true });
    await waitFor(actor, (state) => state.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('loadTimeslots failed');
    actor.send({ type: 'funnel.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed save keeps the choice and says why', async () => {
    const { actor } = start({ chosen: monday }, { saveTimeslot: true });
    await waitFor(actor, (state) => state.matches('choosing'));
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      chosen: monday,
      error: 'saveTimeslot failed',
    });
    // Choosing again clears the message.
    actor.send({ type: 'timeslot.chosen', timeslot: tuesday });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
