import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Card } from '../../src/domain/cards';
import type { InsurancePrice } from '../../src/domain/prices';
import {
  type DriveUpFunnelInput,
  driveUpFunnelMachine,
} from '../../src/machines/driveUpFunnel.machine';
import { checkoutStepDouble } from './checkoutStepDouble';
import { itNamesEachMissingCall } from './missingCalls';

const day = { date: '2030-03-04', unitsFree: 2 };

function start(input: DriveUpFunnelInput, saveFails: boolean) {
  const saveChoice = vi.fn();
  const machine = driveUpFunnelMachine.provide({
    actors: {
      loadDays: fromPromise(async () => [day]),
      saveChoice: fromPromise(async ({ input }) => {
        saveChoice(input);
        if (saveFails) throw new Error('That day has just filled (198)');
        return { basketId: 61 };
      }),
      checkoutStep: checkoutStepDouble(() => ({
        insurancePrices: [] as InsurancePrice[],
        cards: [] as Card[],
      })),
    },
  });
  return { actor: createActor(machine, { input }).start(), saveChoice };
}

/** A choice saved on an earlier visit: site, size, day and the basket holding a unit. */
const savedChoice: DriveUpFunnelInput = {
  saved: {
    customerId: 7,
    basketId: 61,
    siteId: 3,
    unitSizeId: 4,
    dropOffDate: '2030-03-05',
    saved: true,
  },
};

describe('drive-up funnel: saving the day', () => {
  it('a saved choice goes on to checkout with its day', async () => {
    const { actor, saveChoice } = start(savedChoice, false);
    actor.send({ type: 'funnel.stepRequested', step: 'date' });
    await waitFor(actor, (s) => s.matches({ date: 'choosing' }));
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (s) => s.matches({ checkout: 'ready' }));
    expect(saveChoice).toHaveBeenCalledWith(expect.objectContaining({ dropOffDate: '2030-03-05' }));
    expect(actor.getSnapshot().context.dropOffDate).toBe('2030-03-05');
  });

  it('when the save fails, the day is chosen again: checkout is not reachable without one', async () => {
    const { actor } = start(savedChoice, true);
    actor.send({ type: 'funnel.stepRequested', step: 'date' });
    await waitFor(actor, (s) => s.matches({ date: 'choosing' }));
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (s) => s.matches({ date: 'choosing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.dropOffDate).toBeNull();

    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(actor.getSnapshot().matches('date')).toBe(true);
  });
});

describe('drive-up funnel: the calls the app provides', () => {
  itNamesEachMissingCall(driveUpFunnelMachine, 'drive-up funnel');
});
