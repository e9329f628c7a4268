import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import type { Address } from '../../src/domain/addresses';
import type { Box } from '../../src/domain/boxes';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors';
import type { BoxJob } from '../../src/domain/returns';
import type { BoxAddressStepInput } from '../../src/machines/boxAddressStep.machine';
import { SAVED_HOME as home } from '../fixtures/addresses';
import { boxAddressStepDouble } from './boxAddressStepDouble';

/*
 * The address step of a job on the customer's boxes (a return, a collection), as the customer
 * meets it: the boxes and addresses load (or a failure offers Try again), the boxes chosen are
 * saved on the basket at once (a detained one is reported), a return's paid choices (the
 * address, room return) are saved as they are made, and Continue needs a box, an address and,
 * for a room return, the floor and room. It ends with what was saved.
 */

function box(boxId: number, status: Box['status']): Box {
  return {
    boxId,
    boxTypeId: 14,
    status,
    serviceType: null,
    boxDescription: null,
    parentBoxId: null,
    ownerType: 'lovespace',
    statusDate: null,
    openBooking: null,
  };
}
const stored = [box(1, 'WithLoveSpace'), box(2, 'WithLoveSpace'), box(4, 'WithLoveSpaceDueOut')];
const atHome = [box(5, 'WithCustomer'), box(6, 'WithCustomer')];
const belfast: Address = { ...home, addressId: 13, town: 'Belfast', postcode: 'BT7 1JG' };
const { addressId: _id, ...newBelfast } = { ...belfast, addressLine1: '2 New Road' };
const DETAINED = ERROR_MESSAGES[ErrorCode.DetainedItemsCannotBeReturned] ?? '';

function start(
  input: Partial<BoxAddressStepInput> & { job: BoxJob },
  options: { fail?: Partial<Record<string, boolean>>; detained?: number[] } = {},
) {
  const fail = options.fail ?? {};
  const maybeFail = (name: string) => {
    if (fail[name]) throw new Error(`${name} failed`);
  };
  const calls = {
    loadStep: vi.fn(),
    saveItems: vi.fn(),
    quoteSurcharge: vi.fn(),
    saveRoomReturn: vi.fn(),
    saveAddress: vi.fn(),
  };
  const machine = boxAddressStepDouble({
    loadStep: (given) => {
      calls.loadStep(given);
      maybeFail('loadStep');
      return {
        basketId: given.basketId ?? 41,
        boxes: input.job === 'return' ? stored : atHome,
        addresses: [home, belfast],
      };
    },
    saveItems: (given) => {
      calls.saveItems(given);
      maybeFail('saveItems');
      if (given.boxIds.some((id) => options.detained?.includes(id))) throw new Error(DETAINED);
    },
    quoteSurcharge: (given) => {
      calls.quoteSurcharge(given);
      maybeFail('quoteSurcharge');
      return given.destination === '12' ? 0 : 35;
    },
    saveRoomReturn: (given) => {
      calls.saveRoomReturn(given);
      maybeFail('saveRoomReturn');
    },
    saveAddress: (given) => {
      calls.saveAddress(given);
      maybeFail('saveAddress');
      const address = 'addressId' in given.address ? given.address : { ...belfast, addressId: 20 };
      return { address, longDistanceSurcharge: address.postcode.startsWith('BT') ? 35 : 0 };
    },
  });
  const actor = createActor(machine, {
    input: {
      customerId: 7,
      basketId: null,
      boxIds: [],
      address: null,
      roomReturn: false,
      floorDetails: '',
      paidChoices: input.job === 'return',
      ...input,
    },
  }).start();
  return { step: actor, calls };
}

type Step = ReturnType<typeof start>['step'];
const settled = (step: Step) => waitFor(step, (state) => !state.hasTag('busy'));

describe('the box address step', () => {
  it('a failed load says why, and Try again loads the boxes and addresses', async () => {
    const failing = { loadStep: true };
    const { step, calls } = start({ job: 'collection', boxIds: [5] }, { fail: failing });
    await waitFor(step, (state) => state.hasTag('error'));
    expect(step.getSnapshot().context.error).toBe('loadStep failed');
    failing.loadStep = false;
    step.send({ type: 'funnel.retry' });
    expect(step.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(step, (state) => state.matches('choosing'));
    expect(calls.loadStep).toHaveBeenLastCalledWith({ customerId: 7, basketId: null, boxIds: [5] });
    expect(step.getSnapshot().context).toMatchObject({ error: null, basketId: 41, boxes: atHome });
  });

  it('saves the chosen boxes at once, dropping those the job cannot take with the reason', async () => {
    const { step, calls } = start({ job: 'return', boxIds: [1, 4] });
    await waitFor(step, (state) => state.matches('choosing'));
    expect(calls.saveItems).toHaveBeenCalledWith({ basketId: 41, boxIds: [1] });
    expect(step.getSnapshot().context).toMatchObject({
      boxIds: [1],
      savedBoxIds: [1],
      error: 'Box 4 is already booked to come back',
    });
  });

  it('with no box chosen nothing is saved until one is ticked', async () => {
    const { step, calls } = start({ job: 'collection' });
    await waitFor(step, (state) => state.matches('choosing'));
    expect(calls.saveItems).not.toHaveBeenCalled();
    step.send({ type: 'boxes.toggled', boxId: 6 });
    expect(step.getSnapshot().hasTag('busy')).toBe(true);
    await settled(step);
    expect(calls.saveItems).toHaveBeenLastCalledWith({ basketId: 41, boxIds: [6] });
    expect(step.getSnapshot().context.savedBoxIds).toEqual([6]);
  });

  it('reports a detained box at once (88), and saves again when it is taken out', async () => {
    const { step, calls } = start({ job: 'return', boxIds: [1, 2] }, { detained: [2] });
    await waitFor(step, (state) => state.matches('choosing'));
    expect(step.getSnapshot().context.error).toBe(DETAINED);
    expect(step.getSnapshot().context.savedBoxIds).toEqual([]);
    step.send({ type: 'boxes.toggled', boxId: 2 });
    await settled(step);
    expect(calls.saveItems).toHaveBeenLastCalledWith({ basketId: 41, boxIds: [1] });
    expect(step.getSnapshot().context).toMatchObject({ error: null, savedBoxIds: [1] });
  });

  it("a return's address goes on the basket as it is chosen, with its surcharge", async () => {
    const { step, calls } = start({ job: 'return', boxIds: [1] });
    await waitFor(step, (state) => state.matches('choosing'));
    step.send({ type: 'address.chosen', address: belfast });
    expect(step.getSnapshot().matches('savingChoice')).toBe(true);
    await settled(step);
    expect(step.getSnapshot().matches('choosing')).toBe(true);
    expect(calls.saveAddress).toHaveBeenLastCalledWith(
      expect.objectContaining({ basketId: 41, address: belfast, clearTimeslot: true }),
    );
    expect(step.getSnapshot().context).toMatchObject({
      address: belfast,
      longDistanceSurcharge: 35,
      surchargeQuote: { destination: '13', amount: 35 },
    });
    // A new address is saved to the address book first, then put on the basket.
    step.send({ type: 'address.chosen', address: newBelfast });
    await settled(step);
    expect(step.getSnapshot().context.draft).toEqual({ ...belfast, addressId: 20 });
  });

  it("a return's room return goes on the basket as it is ticked and unticked", async () => {
    const { step, calls } = start({ job: 'return', boxIds: [1] });
    await waitFor(step, (state) => state.matches('choosing'));
    step.send({ type: 'roomReturn.changed', roomReturn: true });
    expect(step.getSnapshot().matches('savingRoomReturn')).toBe(true);
    await settled(step);
    expect(calls.saveRoomReturn).toHaveBeenLastCalledWith({ basketId: 41, roomReturn: true });
    step.send({ type: 'roomReturn.changed', roomReturn: false });
    await settled(step);
    expect(calls.saveRoomReturn).toHaveBeenLastCalledWith({ basketId: 41, roomReturn: false });
    expect(step.getSnapshot().matches('choosing')).toBe(true);
  });

  it('an address kept from before has its surcharge asked for; the boxes stay live meanwhile', async () => {
    const { step, calls } = start({ job: 'return', boxIds: [1], address: belfast });
    await waitFor(step, (state) => state.matches('quotingSurcharge'));
    expect(step.getSnapshot().hasTag('busy')).toBe(false);
    step.send({ type: 'boxes.toggled', boxId: 2 });
    await waitFor(step, (state) => state.matches('choosing'));
    expect(calls.saveItems).toHaveBeenLastCalledWith({ basketId: 41, boxIds: [1, 2] });
    expect(calls.quoteSurcharge).toHaveBeenCalledWith({ basketId: 41, destination: '13' });
    expect(step.getSnapshot().context.surchargeQuote).toEqual({ destination: '13', amount: 35 });
  });

  it('a surcharge that cannot be had is shown as unknown, not as an error', async () => {
    const { step } = start(
      { job: 'return', boxIds: [1], address: belfast },
      { fail: { quoteSurcharge: true } },
    );
    await waitFor(step, (state) => state.matches('choosing'));
    expect(step.getSnapshot().context.surchargeQuote).toEqual({ destination: '13', amount: null });
    expect(step.getSnapshot().context.error).toBeNull();
  });

  it('Continue needs a box, an address and, for a room return, the floor and room', async () => {
    const { step, calls } = start({ job: 'return', boxIds: [], roomReturn: true });
    await waitFor(step, (state) => state.matches('choosing'));
    step.send({ type: 'funnel.next' });
    expect(step.getSnapshot().matches('choosing')).toBe(true);
    step.send({ type: 'boxes.toggled', boxId: 1 });
    await settled(step);
    step.send({ type: 'address.chosen', address: home });
    await settled(step);
    step.send({ type: 'funnel.next' });
    expect(step.getSnapshot().matches('choosing')).toBe(true);
    step.send({ type: 'roomReturn.floorDetailsChanged', floorDetails: ' Third floor ' });
    step.send({ type: 'funnel.next' });
    expect(step.getSnapshot().matches('savingAddress')).toBe(true);
    await expect(toPromise(step)).resolves.toMatchObject({
      basketId: 41,
      boxIds: [1],
      savedBoxIds: [1],
      address: home,
      roomReturn: true,
      floorDetails: ' Third floor ',
      roomReturnPrice: null,
      longDistanceSurcharge: 0,
      changed: true,
    });
    expect(calls.saveAddress).toHaveBeenLastCalledWith(
      expect.objectContaining({ roomReturn: true, floorDetails: 'Third floor' }),
    );
  });

  it("a collection's address is saved with Continue; the same address is no change", async () => {
    const { step, calls } = start({ job: 'collection', boxIds: [5], address: home });
    await waitFor(step, (state) => state.matches('choosing'));
    step.send({ type: 'address.chosen', address: belfast });
    expect(step.getSnapshot().matches('choosing')).toBe(true);
    expect(calls.saveAddress).not.toHaveBeenCalled();
    step.send({ type: 'address.chosen', address: home });
    step.send({ type: 'funnel.next' });
    await expect(toPromise(step)).resolves.toMatchObject({ address: home, changed: false });
    expect(calls.quoteSurcharge).not.toHaveBeenCalled();
    expect(calls.saveAddress).toHaveBeenLastCalledWith(
      expect.objectContaining({ boxIds: [5], address: home, clearTimeslot: false }),
    );
  });

  it('a failed save stays on the choice and says why', async () => {
    const { step } = start(
      { job: 'collection', boxIds: [5], address: home },
      { fail: { saveAddress: true } },
    );
    await waitFor(step, (state) => state.matches('choosing'));
    step.send({ type: 'funnel.next' });
    await settled(step);
    expect(step.getSnapshot().matches('choosing')).toBe(true);
    expect(step.getSnapshot().context.error).toBe('saveAddress failed');
  });
});
