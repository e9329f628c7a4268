import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import type { Address } from '../../src/domain/addresses';
import { addressStepMachine } from '../../src/machines/addressStep.machine';
import { SAVED_HOME as home } from '../fixtures/addresses';

/*
 * The address step of a job at one address, as the customer meets it: their addresses load
 * (or a failure offers Try again), one is chosen, Continue saves it, and the step ends with
 * the address and whether it differs from the one the basket had (so a window held for the
 * old one is given up). A failed save keeps the choice and says why.
 */
const work: Address = { ...home, addressId: 13, addressLine1: '114 Essex Road' };

function start({
  saved = null as Address | null,
  loadFails = 0,
  saveFails = 0,
  vans = undefined as boolean | undefined,
} = {}) {
  let loads = 0;
  let saves = 0;
  const machine = addressStepMachine.provide({
    actors: {
      loadAddresses: fromPromise(async () => {
        loads += 1;
        if (loads <= loadFails) throw new Error('Something went wrong');
        return [home, work];
      }),
      saveAddress: fromPromise(async ({ input }) => {
        saves += 1;
        if (saves <= saveFails) throw new Error('That address is outside our area');
        return vans === undefined
          ? { address: input.address as Address }
          : { address: input.address as Address, inHouseCollection: vans };
      }),
    },
  });
  return createActor(machine, { input: { customerId: 7, saved } }).start();
}

describe('the address step of a job at one address', () => {
  it('a failed load says why and Try again loads the addresses', async () => {
    const step = start({ loadFails: 1 });
    await waitFor(step, (s) => s.hasTag('error'));
    expect(step.getSnapshot().context.error).toBe('Something went wrong');
    step.send({ type: 'funnel.retry' });
    await waitFor(step, (s) => s.context.addresses.length === 2);
    expect(step.getSnapshot().hasTag('error')).toBe(false);
    expect(step.getSnapshot().context.error).toBeNull();
  });

  it('Continue does nothing until an address is chosen', async () => {
    const step = start();
    await waitFor(step, (s) => s.context.addresses.length === 2);
    step.send({ type: 'funnel.next' });
    expect(step.getSnapshot().hasTag('busy')).toBe(false);
    expect(step.getSnapshot().status).toBe('active');
  });

  it('ends with another address than the basket had, marked as a change', async () => {
    const step = start({ saved: home });
    await waitFor(step, (s) => s.context.addresses.length === 2);
    step.send({ type: 'address.chosen', address: work });
    step.send({ type: 'funnel.next' });
    await expect(toPromise(step)).resolves.toEqual({
      address: work,
      changed: true,
      inHouseCollection: null,
    });
  });

  it('ends with the same address again, not a change', async () => {
    const step = start({ saved: home });
    await waitFor(step, (s) => s.context.addresses.length === 2);
    step.send({ type: 'funnel.next' });
    await expect(toPromise(step)).resolves.toEqual({
      address: home,
      changed: false,
      inHouseCollection: null,
    });
  });

  it('a failed save keeps the choice, says why, and can be sent again', async () => {
    const step = start({ saveFails: 1 });
    await waitFor(step, (s) => s.context.addresses.length === 2);
    step.send({ type: 'address.chosen', address: work });
    step.send({ type: 'funnel.next' });
    await waitFor(step, (s) => s.context.error !== null);
    expect(step.getSnapshot().context.error).toBe('That address is outside our area');
    expect(step.getSnapshot().context.draft).toEqual(work);
    expect(step.getSnapshot().hasTag('busy')).toBe(false);
    // The addresses stay on screen (not the load's Try again), and Continue sends it again.
    expect(step.getSnapshot().hasTag('error')).toBe(false);
    step.send({ type: 'funnel.next' });
    await expect(toPromise(step)).resolves.toEqual({
      address: work,
      changed: true,
      inHouseCollection: null,
    });
  });

  it("ends with what the funnel's save learnt: whether our own vans collect there", async () => {
    for (const vans of [true, false]) {
      const step = start({ vans });
      await waitFor(step, (s) => s.context.addresses.length === 2);
      step.send({ type: 'address.chosen', address: work });
      step.send({ type: 'funnel.next' });
      await expect(toPromise(step)).resolves.toEqual({
        address: work,
        changed: true,
        inHouseCollection: vans,
      });
    }
  });
});
