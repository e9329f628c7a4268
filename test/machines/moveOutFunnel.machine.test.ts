import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { funnelStepPath, MOVE_OUT_FUNNEL } from '../../src/domain/funnels';
import {
  type MoveOutFunnelInput,
  moveOutFunnelMachine,
  persistedMoveOutFunnel,
} from '../../src/machines/moveOutFunnel.machine';
import { SAVED_CARD as card } from '../fixtures/cards';
import { rentedUnit } from '../fixtures/driveUp';
import { checkoutStepDouble, expectCheckoutRetry } from './checkoutStepDouble';
import { itNamesEachMissingCall } from './missingCalls';

/*
 * Moving out of a drive-up unit, as the customer meets it: the unit chosen in My stuff is
 * looked up once the session says who, the day starts at the first the notice and contract
 * allow (2027-02-04 for the fixture's unit), an earlier day cannot be booked, and the day is
 * put on a basket before checkout. A failed call says why and loses nothing.
 */
const earliest = rentedUnit.earliestMoveOut as string;

function start(input: MoveOutFunnelInput = {}, fail: Partial<Record<string, boolean>> = {}) {
  const calls = { loadUnit: vi.fn(), saveMoveOut: vi.fn(), loadCheckout: vi.fn() };
  const navigate = vi.fn();
  const machine = moveOutFunnelMachine.provide({
    actors: {
      loadUnit: fromPromise(async ({ input }) => {
        calls.loadUnit(input);
        if (fail.loadUnit) throw new Error('We could not find that storage unit among yours');
        return rentedUnit;
      }),
      saveMoveOut: fromPromise(async ({ input }) => {
        calls.saveMoveOut(input);
        if (fail.saveMoveOut) throw new Error('A move-out is already booked for this unit');
        return { basketId: 52 };
      }),
      checkoutStep: checkoutStepDouble(() => {
        calls.loadCheckout();
        if (fail.loadCheckout) throw new Error('loadCheckout failed');
        return { cards: [card] };
      }),
    },
    actions: { navigate: (_, params) => navigate(funnelStepPath(MOVE_OUT_FUNNEL, params.step)) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, navigate };
}

const chosen: MoveOutFunnelInput = { saved: { customerId: 7, lettingId: 1 } };
const booked: MoveOutFunnelInput = {
  saved: {
    customerId: 7,
    basketId: 52,
    lettingId: 1,
    unit: rentedUnit,
    moveOutDate: '2027-02-10',
    saved: true,
  },
};

describe('move-out funnel', () => {
  it('opened without a unit asks for one in My stuff, and loads nothing', () => {
    const { actor, calls, navigate } = start({ saved: { customerId: 7 } });
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    expect(actor.getSnapshot().matches({ day: 'noUnit' })).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/apps/move-out/day');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(calls.loadUnit).not.toHaveBeenCalled();
  });

  it('walks the day and checkout: the first allowed day offered, the choice saved, then paid', async () => {
    const { actor, calls, navigate } = start(chosen);
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    await waitFor(actor, (state) => state.matches({ day: 'choosing' }));
    expect(calls.loadUnit).toHaveBeenCalledWith({ customerId: 7, lettingId: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ unit: rentedUnit, moveOutDate: earliest });

    actor.send({ type: 'day.chosen', date: '2027-02-10' });
    expect(actor.getSnapshot().context.moveOutDate).toBe('2027-02-10');
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(calls.saveMoveOut).toHaveBeenCalledWith({
      customerId: 7,
      lettingId: 1,
      moveOutDate: '2027-02-10',
    });
    expect(navigate).toHaveBeenLastCalledWith('/apps/move-out/checkout');
    expect(actor.getSnapshot().context).toMatchObject({ basketId: 52, saved: true, cards: [card] });
  });

  it('waits for the session before looking the unit up', async () => {
    const { actor, calls } = start({ saved: { lettingId: 1 } });
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    expect(actor.getSnapshot().matches({ day: 'waitingForCustomer' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.loadUnit).not.toHaveBeenCalled();
    actor.send({ type: 'funnel.signedIn', customerId: 7 });
    expect(actor.getSnapshot().context.customerId).toBe(7);
    await waitFor(actor, (state) => state.matches({ day: 'choosing' }));
    expect(calls.loadUnit).toHaveBeenCalledWith({ customerId: 7, lettingId: 1 });
  });

  it('a day before the first allowed cannot be booked; no day at all neither', async () => {
    const { actor, calls } = start(chosen);
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    await waitFor(actor, (state) => state.matches({ day: 'choosing' }));
    actor.send({ type: 'day.chosen', date: '2027-01-01' });
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches({ day: 'choosing' })).toBe(true);
    actor.send({ type: 'day.chosen', date: '' });
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches({ day: 'choosing' })).toBe(true);
    // The first allowed day itself can.
    actor.send({ type: 'day.chosen', date: earliest });
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches('checkout'));
    expect(calls.saveMoveOut).toHaveBeenCalledTimes(1);
  });

  it('a later day kept from before is offered again; an earlier one gives way to the first allowed', async () => {
    const later = start({ saved: { ...chosen.saved, moveOutDate: '2027-03-01' } });
    later.actor.send({ type: 'funnel.stepRequested', step: 'day' });
    await waitFor(later.actor, (state) => state.matches({ day: 'choosing' }));
    expect(later.actor.getSnapshot().context.moveOutDate).toBe('2027-03-01');

    const stale = start({ saved: { ...chosen.saved, moveOutDate: '2027-01-05' } });
    stale.actor.send({ type: 'funnel.stepRequested', step: 'day' });
    await waitFor(stale.actor, (state) => state.matches({ day: 'choosing' }));
    expect(stale.actor.getSnapshot().context.moveOutDate).toBe(earliest);
  });

  it('a unit that fails to load says why, and Try again looks it up again', async () => {
    const fail = { loadUnit: true };
    const { actor, calls } = start(chosen, fail);
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    await waitFor(actor, (state) => state.matches({ day: 'failed' }));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(
      'We could not find that storage unit among yours',
    );
    fail.loadUnit = false;
    actor.send({ type: 'funnel.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches({ day: 'choosing' }));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.loadUnit).toHaveBeenCalledTimes(2);
  });

  it('a refused save stays on the day with the reason; choosing another day clears it', async () => {
    const { actor } = start(chosen, { saveMoveOut: true });
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    await waitFor(actor, (state) => state.matches({ day: 'choosing' }));
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().matches({ day: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'A move-out is already booked for this unit',
      saved: false,
      basketId: null,
    });
    actor.send({ type: 'day.chosen', date: '2027-02-11' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('checkout is only reached with the day on a basket; Back goes to the day', () => {
    const early = start(chosen);
    early.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(early.actor.getSnapshot().matches('day')).toBe(true);

    const { actor, navigate } = start(booked);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(actor.getSnapshot().matches('checkout')).toBe(true);
    actor.send({ type: 'funnel.back' });
    expect(actor.getSnapshot().matches('day')).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/apps/move-out/day');
  });

  it('changing the day after saving it must save it again before checkout', async () => {
    const { actor } = start(booked);
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    await waitFor(actor, (state) => state.matches({ day: 'choosing' }));
    actor.send({ type: 'day.chosen', date: '2027-02-12' });
    expect(actor.getSnapshot().context.saved).toBe(false);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(actor.getSnapshot().matches('day')).toBe(true);
  });

  it('the step on screen asked for again stays, without loading again', async () => {
    const { actor, calls } = start(booked);
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    await waitFor(actor, (state) => state.matches({ day: 'choosing' }));
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    expect(actor.getSnapshot().matches({ day: 'choosing' })).toBe(true);
    expect(calls.loadUnit).toHaveBeenCalledTimes(1);
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(actor.getSnapshot().matches({ checkout: 'ready' })).toBe(true);
    expect(calls.loadCheckout).toHaveBeenCalledTimes(1);
  });

  it('another unit chosen in My stuff starts again at its day', async () => {
    const { actor, calls } = start(booked);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    actor.send({ type: 'funnel.unitChosen', lettingId: 2 });
    expect(actor.getSnapshot().matches('day')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ lettingId: 2, saved: false });
    await waitFor(actor, (state) => state.matches({ day: 'choosing' }));
    expect(calls.loadUnit).toHaveBeenLastCalledWith({ customerId: 7, lettingId: 2 });
    // The day is the new unit's first allowed, not the day chosen for the other.
    expect(actor.getSnapshot().context.moveOutDate).toBe(earliest);
  });

  it('the same unit chosen again while on its day looks it up again', async () => {
    const { actor, calls } = start(chosen);
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    await waitFor(actor, (state) => state.matches({ day: 'choosing' }));
    actor.send({ type: 'funnel.unitChosen', lettingId: 1 });
    await waitFor(actor, (state) => state.matches({ day: 'choosing' }));
    expect(calls.loadUnit).toHaveBeenCalledTimes(2);
  });

  it('a failed checkout load says so, and Try again loads it', async () => {
    const fail = { loadCheckout: true };
    const { actor } = start(booked, fail);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await expectCheckoutRetry(actor, 'loadCheckout failed', () => {
      fail.loadCheckout = false;
    });
    expect(actor.getSnapshot().context.cards).toEqual([card]);
  });

  it('signing out forgets the funnel; an order placed starts afresh for the same customer', () => {
    const out = start(booked);
    out.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    out.actor.send({ type: 'funnel.signedOut' });
    expect(out.actor.getSnapshot().value).toBe('unopened');
    expect(persistedMoveOutFunnel(out.actor.getSnapshot().context)).toEqual({
      customerId: null,
      basketId: null,
      lettingId: null,
      unit: null,
      moveOutDate: null,
      saved: false,
    });

    const placed = start(booked);
    placed.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    placed.actor.send({ type: 'funnel.orderPlaced' });
    expect(placed.actor.getSnapshot().value).toBe('placed');
    expect(persistedMoveOutFunnel(placed.actor.getSnapshot().context)).toMatchObject({
      customerId: 7,
      basketId: null,
      lettingId: null,
      saved: false,
    });
  });

  it('a sign-out before anyone signed in changes nothing', () => {
    const { actor } = start({ saved: { lettingId: 1 } });
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    actor.send({ type: 'funnel.signedOut' });
    expect(actor.getSnapshot().matches({ day: 'waitingForCustomer' })).toBe(true);
  });

  it('keeps the customer, the basket, the unit and the day between visits, not the cards', () => {
    const { actor } = start(booked);
    expect(persistedMoveOutFunnel(actor.getSnapshot().context)).toEqual(booked.saved);
    expect(actor.getSnapshot().context.cards).toEqual([]);
  });

  it('a day saved without a basket is not a day booked', () => {
    const { actor } = start({ saved: { ...booked.saved, basketId: null } });
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(actor.getSnapshot().matches('day')).toBe(true);
  });

  it('knows who signed in before the funnel is opened', () => {
    const { actor } = start();
    actor.send({ type: 'funnel.signedIn', customerId: 7 });
    expect(actor.getSnapshot().context.customerId).toBe(7);
  });

  it("another unit chosen after a failed look-up clears the failure's message", async () => {
    const { actor } = start(chosen, { loadUnit: true });
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    await waitFor(actor, (state) => state.matches({ day: 'failed' }));
    actor.send({ type: 'funnel.unitChosen', lettingId: 2 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a save refused and then made reaches checkout with no message left', async () => {
    const fail = { saveMoveOut: true };
    const { actor } = start(chosen, fail);
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    await waitFor(actor, (state) => state.matches({ day: 'choosing' }));
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.context.error !== null);
    fail.saveMoveOut = false;
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches('checkout'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a call the app did not provide names itself', async () => {
    const actor = createActor(moveOutFunnelMachine, { input: chosen }).start();
    actor.send({ type: 'funnel.stepRequested', step: 'day' });
    await waitFor(actor, (state) => state.matches({ day: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe(
      'The app must provide the "loadUnit" actor to the move-out funnel machine.',
    );
  });
});

describe('move-out funnel: the calls the app provides', () => {
  itNamesEachMissingCall(moveOutFunnelMachine, 'move-out funnel');
});
