import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Card } from '../../src/domain/cards';
import { DRIVE_UP_FUNNEL, funnelStepPath } from '../../src/domain/funnels';
import type { InsurancePrice } from '../../src/domain/prices';
import {
  type DriveUpFunnelInput,
  driveUpFunnelMachine,
  persistedDriveUpFunnel,
} from '../../src/machines/driveUpFunnel.machine';
import { SAVED_CARD as card } from '../fixtures/cards';
import { rentedUnit } from '../fixtures/driveUp';
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

/*
 * The whole drive-up funnel as the customer meets it (docs/decisions.md, "Drive-up storage"):
 * sites near a postcode, a size on a contract at the site chosen, a drop-off day with a unit
 * free, the choice put on a basket (a unit held), then checkout with cover offered and none
 * chosen for them. Each failed call says why and loses nothing chosen.
 */
const site = { ...rentedUnit.site, miles: 0.8 };
const size = { unitSizeId: 4, sqFt: 35, monthlyPrice: 92.95, unitsFree: 2 } as never;
const cover: InsurancePrice = { coverageLimit: 1000, monthlyPrice: 2 };

function walk(input: DriveUpFunnelInput = {}, fail: Partial<Record<string, boolean>> = {}) {
  const calls = {
    findSites: vi.fn(),
    loadSizes: vi.fn(),
    loadDays: vi.fn(),
    saveChoice: vi.fn(),
    saveCover: vi.fn(),
  };
  const navigate = vi.fn();
  const failing = (name: string, message = `${name} failed`) => {
    if (fail[name]) throw new Error(message);
  };
  const machine = driveUpFunnelMachine.provide({
    actors: {
      findSites: fromPromise(async ({ input }) => {
        calls.findSites(input);
        failing('findSites', "Storage units aren't available in your area");
        return { postcode: 'SW4 7AB', sites: [site] };
      }),
      loadSizes: fromPromise(async ({ input }) => {
        calls.loadSizes(input);
        failing('loadSizes');
        return [size];
      }),
      loadDays: fromPromise(async ({ input }) => {
        calls.loadDays(input);
        failing('loadDays');
        return [day];
      }),
      saveChoice: fromPromise(async ({ input }) => {
        calls.saveChoice(input);
        failing('saveChoice', 'That day has just filled (198)');
        return { basketId: 61 };
      }),
      checkoutStep: checkoutStepDouble(() => ({ insurancePrices: [cover], cards: [card] })),
      saveCover: fromPromise(async ({ input }) => {
        calls.saveCover(input);
        failing('saveCover');
      }),
    },
    actions: { navigate: (_, params) => navigate(funnelStepPath(DRIVE_UP_FUNNEL, params.step)) },
  });
  return { actor: createActor(machine, { input }).start(), calls, navigate };
}

describe('drive-up funnel: the steps', () => {
  it('walks location, unit, day and checkout, each at its URL, saving the choice once', async () => {
    const { actor, calls, navigate } = walk({ saved: { customerId: 7 } });
    actor.send({ type: 'funnel.stepRequested', step: 'location' });
    expect(navigate).toHaveBeenLastCalledWith('/apps/drive-up/location');
    expect(actor.getSnapshot().matches({ location: 'choosing' })).toBe(true);
    expect(calls.findSites).not.toHaveBeenCalled();

    actor.send({ type: 'location.searched', postcode: '  sw4 7ab ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.findSites).toHaveBeenCalledWith({ postcode: 'sw4 7ab' });
    await waitFor(actor, (s) => s.matches({ location: 'choosing' }));
    // The postcode as the server formats it.
    expect(actor.getSnapshot().context).toMatchObject({ postcode: 'SW4 7AB', sites: [site] });

    actor.send({ type: 'site.chosen', siteId: 3 });
    expect(actor.getSnapshot().matches('unit')).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/apps/drive-up/unit');
    expect(calls.loadSizes).toHaveBeenCalledWith({ siteId: 3 });
    await waitFor(actor, (s) => s.matches({ unit: 'choosing' }));
    expect(actor.getSnapshot().context.sizes).toEqual([size]);
    // One month unless the customer picks a longer contract.
    expect(actor.getSnapshot().context.vsuContract).toBe(1);
    actor.send({ type: 'unit.contractChanged', months: 6 });
    expect(actor.getSnapshot().context.vsuContract).toBe(6);

    actor.send({ type: 'unit.chosen', unitSizeId: 4 });
    expect(actor.getSnapshot().matches('date')).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/apps/drive-up/date');
    expect(calls.loadDays).toHaveBeenCalledWith({ siteId: 3, unitSizeId: 4 });
    await waitFor(actor, (s) => s.matches({ date: 'choosing' }));
    expect(actor.getSnapshot().context.days).toEqual([day]);
    // Continue needs a day.
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches({ date: 'choosing' })).toBe(true);
    actor.send({ type: 'date.chosen', date: '2030-03-04' });
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ checkout: 'ready' }));
    expect(calls.saveChoice).toHaveBeenCalledTimes(1);
    expect(calls.saveChoice).toHaveBeenCalledWith({
      customerId: 7,
      basketId: null,
      siteId: 3,
      unitSizeId: 4,
      vsuContract: 6,
      dropOffDate: '2030-03-04',
    });
    expect(navigate).toHaveBeenLastCalledWith('/apps/drive-up/checkout');
    expect(actor.getSnapshot().context).toMatchObject({
      basketId: 61,
      saved: true,
      insurancePrices: [cover],
      cards: [card],
      // Cover is offered, never chosen for the customer (CCR 2013 reg. 40).
      coverageLimit: null,
    });

    actor.send({ type: 'insurance.chosen', coverageLimit: 1000 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ checkout: 'ready' }));
    expect(calls.saveCover).toHaveBeenCalledWith({ basketId: 61, coverageLimit: 1000 });
    expect(actor.getSnapshot().context.coverageLimit).toBe(1000);
  });

  it('a blank postcode is not searched', () => {
    const { actor, calls } = walk({ saved: { customerId: 7 } });
    actor.send({ type: 'funnel.stepRequested', step: 'location' });
    actor.send({ type: 'location.searched', postcode: '   ' });
    expect(actor.getSnapshot().matches({ location: 'choosing' })).toBe(true);
    expect(calls.findSites).not.toHaveBeenCalled();
  });

  it('no site near says why, and nothing is left of an earlier search', async () => {
    const { actor } = walk(
      { saved: { customerId: 7, postcode: 'SW4 7AB', sites: [site] } },
      { findSites: true },
    );
    actor.send({ type: 'funnel.stepRequested', step: 'location' });
    actor.send({ type: 'location.searched', postcode: 'ZE1 0AA' });
    await waitFor(actor, (s) => s.matches({ location: 'choosing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      sites: [],
      error: "Storage units aren't available in your area",
    });
    // Searching again clears the message while it looks.
    actor.send({ type: 'location.searched', postcode: 'SW4 7AB' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('back on the location step after a reload, the sites near the kept postcode are found again', async () => {
    const { actor, calls } = walk({ saved: { customerId: 7, postcode: 'SW4 7AB' } });
    actor.send({ type: 'funnel.stepRequested', step: 'location' });
    expect(calls.findSites).toHaveBeenCalledWith({ postcode: 'SW4 7AB' });
    await waitFor(actor, (s) => s.matches({ location: 'choosing' }));
    expect(actor.getSnapshot().context.sites).toEqual([site]);
    // With the sites kept, they are not asked for again.
    const kept = walk({ saved: { customerId: 7, postcode: 'SW4 7AB', sites: [site] } });
    kept.actor.send({ type: 'funnel.stepRequested', step: 'location' });
    expect(kept.calls.findSites).not.toHaveBeenCalled();
  });

  it('another site or size gives up the size, the day and the saved choice after it', async () => {
    const { actor } = walk(savedChoice);
    actor.send({ type: 'funnel.stepRequested', step: 'location' });
    actor.send({ type: 'site.chosen', siteId: 5 });
    expect(actor.getSnapshot().context).toMatchObject({
      siteId: 5,
      unitSizeId: null,
      dropOffDate: null,
      saved: false,
    });
    const other = walk(savedChoice);
    other.actor.send({ type: 'funnel.stepRequested', step: 'unit' });
    await waitFor(other.actor, (s) => s.matches({ unit: 'choosing' }));
    other.actor.send({ type: 'unit.contractChanged', months: 3 });
    expect(other.actor.getSnapshot().context.saved).toBe(false);
    other.actor.send({ type: 'unit.chosen', unitSizeId: 6 });
    expect(other.actor.getSnapshot().context).toMatchObject({
      unitSizeId: 6,
      dropOffDate: null,
      saved: false,
    });
  });

  it('a day chosen anew must be saved again before checkout', async () => {
    const { actor } = walk(savedChoice);
    actor.send({ type: 'funnel.stepRequested', step: 'date' });
    await waitFor(actor, (s) => s.matches({ date: 'choosing' }));
    actor.send({ type: 'date.chosen', date: '2030-03-04' });
    expect(actor.getSnapshot().context).toMatchObject({ dropOffDate: '2030-03-04', saved: false });
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(actor.getSnapshot().matches('date')).toBe(true);
  });

  it('sizes or days that fail to load say why, and Try again loads them', async () => {
    for (const [step, call] of [
      ['unit', 'loadSizes'],
      ['date', 'loadDays'],
    ] as const) {
      const fail = { [call]: true };
      const { actor, calls } = walk(savedChoice, fail);
      actor.send({ type: 'funnel.stepRequested', step });
      await waitFor(actor, (s) => s.matches({ [step]: 'failed' }));
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(actor.getSnapshot().context.error).toBe(`${call} failed`);
      fail[call] = false;
      actor.send({ type: 'funnel.retry' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches({ [step]: 'choosing' }));
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(calls[call]).toHaveBeenCalledTimes(2);
    }
  });

  it('a refused cover change says why on checkout', async () => {
    const { actor } = walk(savedChoice, { saveCover: true });
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await waitFor(actor, (s) => s.matches({ checkout: 'ready' }));
    actor.send({ type: 'insurance.chosen', coverageLimit: 1000 });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ checkout: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('saveCover failed');
    // Leaving checkout clears it.
    actor.send({ type: 'funnel.back' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('Back goes a step at a time, each at its URL, clearing what the step said', async () => {
    const { actor, navigate } = walk(savedChoice, { saveCover: true });
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await waitFor(actor, (s) => s.matches({ checkout: 'ready' }));
    for (const [step, url] of [
      ['date', '/apps/drive-up/date'],
      ['unit', '/apps/drive-up/unit'],
      ['location', '/apps/drive-up/location'],
    ] as const) {
      actor.send({ type: 'funnel.back' });
      expect(actor.getSnapshot().matches(step)).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith(url);
    }
    // A failed day save's message goes when the customer steps back to the sizes.
    const refused = walk(savedChoice, { saveChoice: true });
    refused.actor.send({ type: 'funnel.stepRequested', step: 'date' });
    await waitFor(refused.actor, (s) => s.matches({ date: 'choosing' }));
    refused.actor.send({ type: 'date.chosen', date: '2030-03-04' });
    refused.actor.send({ type: 'funnel.next' });
    await waitFor(refused.actor, (s) => s.context.error !== null);
    expect(refused.actor.getSnapshot().context.error).toBe('That day has just filled (198)');
    refused.actor.send({ type: 'funnel.back' });
    expect(refused.actor.getSnapshot().context.error).toBeNull();
  });

  it('each step asked for lands on the first not done, and the step on screen stays', async () => {
    const { actor, calls } = walk({ saved: { customerId: 7 } });
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(actor.getSnapshot().matches('location')).toBe(true);
    const withSite = walk({ saved: { customerId: 7, siteId: 3 } });
    withSite.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(withSite.actor.getSnapshot().matches('unit')).toBe(true);
    const withSize = walk({ saved: { customerId: 7, siteId: 3, unitSizeId: 4 } });
    withSize.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(withSize.actor.getSnapshot().matches('date')).toBe(true);
    const unsaved = walk({ saved: { ...savedChoice.saved, basketId: null } });
    unsaved.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(unsaved.actor.getSnapshot().matches('date')).toBe(true);

    const full = walk(savedChoice);
    for (const step of ['location', 'unit', 'date', 'checkout'] as const) {
      full.actor.send({ type: 'funnel.stepRequested', step });
      full.actor.send({ type: 'funnel.stepRequested', step });
      expect(full.actor.getSnapshot().matches(step)).toBe(true);
    }
    expect(full.calls.loadSizes).toHaveBeenCalledTimes(1);
    expect(full.calls.loadDays).toHaveBeenCalledTimes(1);
    expect(calls.findSites).not.toHaveBeenCalled();
  });

  it('the day is saved only for a signed-in customer', async () => {
    const { actor, calls } = walk({ saved: { ...savedChoice.saved, customerId: null } });
    actor.send({ type: 'funnel.stepRequested', step: 'date' });
    await waitFor(actor, (s) => s.matches({ date: 'choosing' }));
    actor.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches({ date: 'choosing' })).toBe(true);
    actor.send({ type: 'funnel.signedIn', customerId: 7 });
    expect(actor.getSnapshot().context.customerId).toBe(7);
    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (s) => s.matches('checkout'));
    expect(calls.saveChoice).toHaveBeenCalledTimes(1);
  });

  it('signing out forgets the funnel; a unit ordered starts afresh near the same postcode', () => {
    const fresh = {
      customerId: null,
      basketId: null,
      postcode: '',
      sites: [],
      siteId: null,
      sizes: [],
      vsuContract: 1,
      unitSizeId: null,
      dropOffDate: null,
      saved: false,
      coverageLimit: null,
    };
    expect(persistedDriveUpFunnel(walk().actor.getSnapshot().context)).toEqual(fresh);
    const out = walk({ saved: { ...savedChoice.saved, postcode: 'SW4 7AB' } });
    out.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    out.actor.send({ type: 'funnel.signedOut' });
    expect(out.actor.getSnapshot().value).toBe('unopened');
    expect(persistedDriveUpFunnel(out.actor.getSnapshot().context)).toEqual(fresh);
    // No one was signed in: a sign-out changes nothing.
    const anonymous = walk();
    anonymous.actor.send({ type: 'funnel.stepRequested', step: 'location' });
    anonymous.actor.send({ type: 'funnel.signedOut' });
    expect(anonymous.actor.getSnapshot().matches('location')).toBe(true);

    const placed = walk({ saved: { ...savedChoice.saved, postcode: 'SW4 7AB' } });
    placed.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    placed.actor.send({ type: 'funnel.orderPlaced' });
    expect(placed.actor.getSnapshot().value).toBe('placed');
    expect(persistedDriveUpFunnel(placed.actor.getSnapshot().context)).toEqual({
      ...fresh,
      customerId: 7,
      postcode: 'SW4 7AB',
    });
  });

  it('a fresh funnel offers no days, cover levels or saved cards before they are loaded', () => {
    const { context } = walk(savedChoice).actor.getSnapshot();
    expect(context.days).toEqual([]);
    expect(context.insurancePrices).toEqual([]);
    expect(context.cards).toEqual([]);
  });

  it('keeps the choice between visits, not the days, cover levels or cards', async () => {
    const { actor } = walk(savedChoice);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await waitFor(actor, (s) => s.matches({ checkout: 'ready' }));
    expect(actor.getSnapshot().context.cards).toEqual([card]);
    expect(persistedDriveUpFunnel(actor.getSnapshot().context)).toMatchObject(
      savedChoice.saved ?? {},
    );
    expect(persistedDriveUpFunnel(actor.getSnapshot().context)).not.toHaveProperty('cards');
    expect(persistedDriveUpFunnel(actor.getSnapshot().context)).not.toHaveProperty('days');
  });
});
