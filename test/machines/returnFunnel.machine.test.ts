import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Address } from '../../src/domain/addresses';
import type { Box } from '../../src/domain/boxes';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors';
import { funnelStepLabel, funnelStepPath, RETURN_FUNNEL } from '../../src/domain/funnels';
import type { ReturnContact } from '../../src/domain/returns';
import {
  bounceNotice,
  jobSelection,
  normalisedContact,
  returnCharges,
  STEP_NEEDS,
  surchargeDestination,
} from '../../src/domain/returns';
import type { Timeslot } from '../../src/domain/timeslots';
import {
  persistedReturnFunnel,
  type ReturnFunnelInput,
  returnFunnelMachine,
  returnLandingStep,
} from '../../src/machines/returnFunnel.machine';
import { SAVED_HOME as home } from '../fixtures/addresses';
import { SAVED_CARD as savedCard } from '../fixtures/cards';
import { boxAddressStepDouble, boxAddressStepReady } from './boxAddressStepDouble';
import { checkoutStepDouble, expectCheckoutRetry } from './checkoutStepDouble';
import { itNamesEachMissingCall } from './missingCalls';
import { chooseTimeslot, timeslotStepDouble, timeslotStepReady } from './timeslotStepDouble';

function box(boxId: number, status: Box['status'] = 'WithLoveSpace'): Box {
  return {
    boxId,
    boxTypeId: 14,
    status,
    serviceType: null,
    boxDescription: `Box of things ${boxId}`,
    parentBoxId: null,
    ownerType: 'lovespace',
    statusDate: null,
    openBooking: null,
  };
}
const boxes = [box(1), box(2), box(3), box(4, 'WithLoveSpaceDueOut')];

const belfast: Address = { ...home, addressId: 13, town: 'Belfast', postcode: 'BT7 1JG' };
const { addressId: _id, ...newBelfast } = { ...belfast, addressLine1: '2 New Road' };

const monday: Timeslot = { doorstepDate: '2030-03-04', startHour: 8, endHour: 13, available: true };
const tuesday: Timeslot = { ...monday, doorstepDate: '2030-03-05' };
const saturday: Timeslot = { ...monday, doorstepDate: '2030-03-09' };
const full: Timeslot = { ...monday, doorstepDate: '2030-03-06', available: false };

const contact: ReturnContact = {
  notificationEmail: ' ada@example.com ',
  notificationPhone: '07700 900123',
  returnReasonText: ' Moving house ',
};

const DETAINED = ERROR_MESSAGES[ErrorCode.DetainedItemsCannotBeReturned] ?? '';

function start(
  input: ReturnFunnelInput = {},
  options: { fail?: Partial<Record<string, boolean>>; detained?: number[] } = {},
) {
  const calls = {
    loadStep: vi.fn(),
    saveItems: vi.fn(),
    saveAddress: vi.fn(),
    saveRoomReturn: vi.fn(),
    saveTimeslot: vi.fn(),
    saveContact: vi.fn(),
  };
  const navigate = vi.fn();
  const maybeFail = (name: string) => {
    if (options.fail?.[name]) throw new Error(`${name} failed`);
  };
  const machine = returnFunnelMachine.provide({
    actors: {
      boxAddressStep: boxAddressStepDouble({
        loadStep: (input) => {
          calls.loadStep(input);
          maybeFail('loadStep');
          return {
            basketId: input.basketId ?? 41,
            boxes,
            addresses: [home, belfast],
            roomReturnPrice: 25,
          };
        },
        saveItems: (input) => {
          calls.saveItems(input);
          if (input.boxIds.some((id) => options.detained?.includes(id))) throw new Error(DETAINED);
        },
        quoteSurcharge: (input) => (input.destination === '12' ? 0 : 35),
        saveRoomReturn: calls.saveRoomReturn,
        saveAddress: (input) => {
          calls.saveAddress(input);
          maybeFail('saveAddress');
          const address =
            'addressId' in input.address ? input.address : { ...belfast, addressId: 20 };
          return { address, longDistanceSurcharge: address.postcode.startsWith('BT') ? 35 : 0 };
        },
      }),
      timeslotStep: timeslotStepDouble({
        timeslots: [monday, tuesday, full, saturday],
        fail: options.fail,
        saved: calls.saveTimeslot,
      }),
      saveContact: fromPromise(async ({ input }) => {
        calls.saveContact(input);
        maybeFail('saveContact');
        return input.contact;
      }),
      checkoutStep: checkoutStepDouble(() => {
        maybeFail('loadCheckout');
        return { cards: [savedCard] };
      }),
    },
    actions: { navigate: (_, params) => navigate(funnelStepPath(RETURN_FUNNEL, params.step)) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, navigate };
}

const signedIn = (actor: ReturnType<typeof start>['actor']) =>
  actor.send({
    type: 'funnel.signedIn',
    customerId: 7,
    email: 'ada@example.com',
    phone: '+447700900123',
  });

const readyForSummary: ReturnFunnelInput = {
  saved: {
    customerId: 7,
    boxIds: [1, 2],
    savedBoxIds: [1, 2],
    boxes,
    basketId: 41,
    address: home,
    roomReturn: true,
    floorDetails: 'Second floor',
    roomReturnPrice: 25,
    longDistanceSurcharge: 0,
    timeslot: monday,
    contact: normalisedContact(contact),
  },
};

describe('return funnel: pure rules', () => {
  it('asks for the surcharge by address id, or by a new address postcode', () => {
    expect(surchargeDestination(home)).toBe('12');
    expect(surchargeDestination({ ...newBelfast, postcode: ' bt7  1jg ' })).toBe('BT7 1JG');
  });

  it('charges room return only when asked for, plus the surcharge', () => {
    const base = { roomReturnPrice: 25, longDistanceSurcharge: 35 };
    expect(returnCharges({ ...base, roomReturn: true }).totalPence).toBe(6000);
    expect(returnCharges({ ...base, roomReturn: false }).totalPence).toBe(3500);
    expect(
      returnCharges({ roomReturn: true, roomReturnPrice: null, longDistanceSurcharge: 0 }),
    ).toMatchObject({ roomReturnPence: 0, totalPence: 0 });
  });

  it('keeps only chosen boxes that can come back, saying why the others cannot', () => {
    expect(jobSelection('return', [1, 4, 99], boxes)).toEqual({
      boxIds: [1],
      problems: [
        'Box 4 is already booked to come back',
        'Box 99 is not one of your boxes in storage',
      ],
    });
  });

  it('keeps contact details trimmed, with the phone in international form', () => {
    expect(normalisedContact(contact)).toEqual({
      notificationEmail: 'ada@example.com',
      notificationPhone: '+447700900123',
      returnReasonText: 'Moving house',
    });
  });
});

describe('return funnel machine', () => {
  it("waits for the customer, then hands the boxes and address to the kit's box address step", async () => {
    const { actor, calls, navigate } = start({ selection: [1, 2] });
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    expect(actor.getSnapshot().matches({ address: 'identifying' })).toBe(true);
    expect(actor.getSnapshot().children.boxAddressStep).toBeUndefined();
    expect(navigate).toHaveBeenLastCalledWith('/apps/return/address');
    signedIn(actor);
    const step = await boxAddressStepReady(actor);
    expect(calls.loadStep).toHaveBeenCalledWith({ customerId: 7, basketId: null, boxIds: [1, 2] });
    expect(step.getSnapshot().context).toMatchObject({ job: 'return', paidChoices: true });
    expect(calls.saveItems).toHaveBeenCalledWith({ basketId: 41, boxIds: [1, 2] });
    expect(actor.getSnapshot().context.customerEmail).toBe('ada@example.com');
  });

  it('walks address, timeslot, contact and summary to checkout', async () => {
    const { actor, calls, navigate } = start({ saved: { customerId: 7, boxIds: [1, 2] } });
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    const address = await boxAddressStepReady(actor);
    address.send({ type: 'address.chosen', address: newBelfast });
    await waitFor(address, (state) => state.matches('choosing'));

    // Room return needs floor details before going on.
    address.send({ type: 'roomReturn.changed', roomReturn: true });
    await waitFor(address, (state) => state.matches('choosing'));
    address.send({ type: 'funnel.next' });
    expect(actor.getSnapshot().matches('address')).toBe(true);
    address.send({
      type: 'roomReturn.floorDetailsChanged',
      floorDetails: ' Third floor, no lift ',
    });
    address.send({ type: 'funnel.next' });
    await timeslotStepReady(actor);
    // The new address was saved as it was chosen; going on saves the floor and room with it.
    expect(calls.saveAddress).toHaveBeenNthCalledWith(1, {
      customerId: 7,
      basketId: 41,
      boxIds: [1, 2],
      address: newBelfast,
      roomReturn: false,
      floorDetails: null,
      clearTimeslot: true,
    });
    expect(calls.saveAddress).toHaveBeenLastCalledWith({
      customerId: 7,
      basketId: 41,
      boxIds: [1, 2],
      address: { ...belfast, addressId: 20 },
      roomReturn: true,
      floorDetails: 'Third floor, no lift',
      clearTimeslot: false,
    });
    expect(actor.getSnapshot().context).toMatchObject({
      address: { ...belfast, addressId: 20 },
      boxIds: [1, 2],
      savedBoxIds: [1, 2],
      roomReturn: true,
      roomReturnPrice: 25,
      longDistanceSurcharge: 35,
    });
    expect(returnCharges(actor.getSnapshot().context).totalPence).toBe(6000);
    expect(navigate).toHaveBeenLastCalledWith('/apps/return/timeslot');
    // Never a Saturday or a full slot.
    const step = await timeslotStepReady(actor);
    expect(step.getSnapshot().context.timeslots).toEqual([monday, tuesday]);
    expect(step.getSnapshot().context.fasd).toBe('2030-03-04');

    step.send({ type: 'funnel.next' });
    expect(step.getSnapshot().matches('choosing')).toBe(true);
    await chooseTimeslot(actor, monday);
    await waitFor(actor, (state) => state.matches('contact'));
    expect(calls.saveTimeslot).toHaveBeenCalledWith({ basketId: 41, timeslot: monday });

    actor.send({ type: 'contact.submitted', contact: { ...contact, notificationEmail: 'nope' } });
    expect(actor.getSnapshot().matches({ contact: 'editing' })).toBe(true);
    actor.send({ type: 'contact.submitted', contact });
    await waitFor(actor, (state) => state.matches('summary'));
    expect(calls.saveContact).toHaveBeenCalledWith({
      basketId: 41,
      contact: normalisedContact(contact),
    });
    expect(navigate).toHaveBeenLastCalledWith('/apps/return/summary');

    actor.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(actor.getSnapshot().context.summaryConfirmed).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/apps/return/checkout');
  });

  it('a step asked for before its turn lands on the step still needed, and says why', async () => {
    const { actor, navigate } = start({
      saved: { ...readyForSummary.saved, timeslot: null },
    });
    actor.send({ type: 'funnel.stepRequested', step: 'summary' });
    await timeslotStepReady(actor);
    expect(navigate).toHaveBeenLastCalledWith('/apps/return/timeslot');
    expect(actor.getSnapshot().context.notice).toBe(
      'Choose a delivery time before going on to summary.',
    );
    expect(bounceNotice('timeslot', 'timeslot')).toBeNull();

    // Once the step is done and left, the reason goes with it.
    await chooseTimeslot(actor, tuesday);
    await waitFor(actor, (state) => state.matches('contact'));
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('a change from the summary comes back to the summary', async () => {
    const { actor, calls } = start(readyForSummary);
    actor.send({ type: 'funnel.stepRequested', step: 'summary' });
    expect(actor.getSnapshot().matches('summary')).toBe(true);

    actor.send({ type: 'funnel.stepRequested', step: 'timeslot' });
    await timeslotStepReady(actor);
    await chooseTimeslot(actor, tuesday);
    await waitFor(actor, (state) => state.matches('summary'));
    expect(actor.getSnapshot().context.timeslot).toEqual(tuesday);

    // A new address gives up the slot: the timeslot step comes first, then the summary.
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    let address = await boxAddressStepReady(actor);
    address.send({ type: 'address.chosen', address: belfast });
    await waitFor(address, (state) => state.matches('choosing'));
    // Saved on the basket as it is chosen, giving up the slot at once.
    expect(calls.saveAddress).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: belfast, clearTimeslot: true }),
    );
    address.send({ type: 'funnel.next' });
    await timeslotStepReady(actor);
    expect(actor.getSnapshot().context.timeslot).toBeNull();
    await chooseTimeslot(actor, monday);
    await waitFor(actor, (state) => state.matches('summary'));

    // The same address keeps the slot and goes straight back.
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    address = await boxAddressStepReady(actor);
    address.send({ type: 'funnel.next' });
    await waitFor(actor, (state) => state.matches('summary'));
    expect(calls.saveAddress).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: belfast, clearTimeslot: false }),
    );
    expect(actor.getSnapshot().context.timeslot).toEqual(monday);
  });

  it('without a change from the summary, each step goes on to the next', async () => {
    const { actor } = start(readyForSummary);
    actor.send({ type: 'funnel.stepRequested', step: 'timeslot' });
    await timeslotStepReady(actor);
    await chooseTimeslot(actor, tuesday);
    await waitFor(actor, (state) => state.matches('contact'));
  });

  it('a direct visit to a later step lands on the first step not yet done', () => {
    const { actor, navigate } = start({ saved: { customerId: 7, boxIds: [1] } });
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(actor.getSnapshot().matches('address')).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/apps/return/address');

    const ready = start(readyForSummary);
    expect(returnLandingStep(ready.actor.getSnapshot().context, 'checkout')).toBe('summary');
    ready.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(ready.actor.getSnapshot().matches('summary')).toBe(true);
  });

  it('asking for the current step again only puts the URL right', async () => {
    const { actor, calls, navigate } = start(readyForSummary);
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    await boxAddressStepReady(actor);
    actor.send({ type: 'funnel.stepRequested', step: 'address' });
    expect(actor.getSnapshot().matches({ address: 'choosing' })).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/apps/return/address');
    expect(calls.loadStep).toHaveBeenCalledOnce();
  });

  it('goes back a step at a time', () => {
    const { actor } = start({ saved: { ...readyForSummary.saved, summaryConfirmed: true } });
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    expect(actor.getSnapshot().matches('checkout')).toBe(true);
    for (const step of ['summary', 'contact', 'timeslot', 'address'] as const) {
      actor.send({ type: 'funnel.back' });
      expect(actor.getSnapshot().matches(step)).toBe(true);
    }
  });

  it('a new selection from My stuff starts again at the address step', async () => {
    const { actor, calls } = start(readyForSummary);
    actor.send({ type: 'funnel.stepRequested', step: 'summary' });
    actor.send({ type: 'funnel.boxesChosen', boxIds: [2, 1] });
    expect(actor.getSnapshot().matches('summary')).toBe(true);
    actor.send({ type: 'funnel.boxesChosen', boxIds: [3] });
    await boxAddressStepReady(actor);
    expect(calls.saveItems).toHaveBeenLastCalledWith({ basketId: 41, boxIds: [3] });
    expect(actor.getSnapshot().context.summaryConfirmed).toBe(false);
  });

  it('a failed checkout load shows checkout with a retry, then the checkout', async () => {
    const failing: Record<string, boolean> = { loadCheckout: true };
    const funnel = start(
      { saved: { ...readyForSummary.saved, summaryConfirmed: true } },
      { fail: failing },
    );
    funnel.actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await expectCheckoutRetry(funnel.actor, 'loadCheckout failed', () => {
      failing.loadCheckout = false;
    });
  });

  it('a failed saveContact stays on the step with the message', async () => {
    const { actor } = start(readyForSummary, { fail: { saveContact: true } });
    actor.send({ type: 'funnel.stepRequested', step: 'contact' });
    actor.send({ type: 'contact.submitted', contact });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().matches({ contact: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('saveContact failed');
  });

  it('each step asked for before its turn says why on the step it lands on, and on leaving it the reason goes', () => {
    const cases = [
      [{ address: null }, 'timeslot', 'address', STEP_NEEDS.address],
      [{ timeslot: null }, 'contact', 'timeslot', STEP_NEEDS.timeslot],
      [{ contact: null }, 'summary', 'contact', STEP_NEEDS.contact],
      [{}, 'checkout', 'summary', STEP_NEEDS.summary],
    ] as const;
    const label = (step: string) => funnelStepLabel(RETURN_FUNNEL, step as never).toLowerCase();
    for (const [missing, asked, landed, needs] of cases) {
      const saved = { ...readyForSummary.saved, ...missing };
      // Asked from outside: the step it lands on says why.
      const outside = start({ saved });
      outside.actor.send({ type: 'funnel.stepRequested', step: asked });
      expect(outside.actor.getSnapshot().matches(landed)).toBe(true);
      expect(outside.actor.getSnapshot().context.notice).toBe(
        `${needs} before going on to ${label(asked)}.`,
      );
      // Asked while already there: it stays, and says why.
      const there = start({ saved });
      there.actor.send({ type: 'funnel.stepRequested', step: landed });
      expect(there.actor.getSnapshot().context.notice).toBeNull();
      there.actor.send({ type: 'funnel.stepRequested', step: asked });
      expect(there.actor.getSnapshot().matches(landed)).toBe(true);
      expect(there.actor.getSnapshot().context.notice).toBe(
        `${needs} before going on to ${label(asked)}.`,
      );
      // Leaving the step takes the reason with it.
      if (landed !== 'address') {
        there.actor.send({ type: 'funnel.back' });
        expect(there.actor.getSnapshot().context.notice).toBeNull();
      }
    }
  });

  it("a refused contact save's message goes once the customer leaves the step or it is saved", async () => {
    const back = start(
      { saved: { ...readyForSummary.saved, contact: null } },
      { fail: { saveContact: true } },
    );
    back.actor.send({ type: 'funnel.stepRequested', step: 'contact' });
    back.actor.send({ type: 'contact.submitted', contact });
    await waitFor(back.actor, (state) => state.context.error !== null);
    back.actor.send({ type: 'funnel.back' });
    expect(back.actor.getSnapshot().matches('timeslot')).toBe(true);
    expect(back.actor.getSnapshot().context.error).toBeNull();

    const fail = { saveContact: true };
    const again = start({ saved: { ...readyForSummary.saved, contact: null } }, { fail });
    again.actor.send({ type: 'funnel.stepRequested', step: 'contact' });
    again.actor.send({ type: 'contact.submitted', contact });
    await waitFor(again.actor, (state) => state.context.error !== null);
    fail.saveContact = false;
    again.actor.send({ type: 'contact.submitted', contact });
    await waitFor(again.actor, (state) => state.matches('summary'));
    expect(again.actor.getSnapshot().context.error).toBeNull();
    expect(again.actor.getSnapshot().context.contact).toEqual(normalisedContact(contact));

    const elsewhere = start(
      { saved: { ...readyForSummary.saved, contact: null } },
      { fail: { saveContact: true } },
    );
    elsewhere.actor.send({ type: 'funnel.stepRequested', step: 'contact' });
    elsewhere.actor.send({ type: 'contact.submitted', contact });
    await waitFor(elsewhere.actor, (state) => state.context.error !== null);
    elsewhere.actor.send({ type: 'funnel.stepRequested', step: 'address' });
    expect(elsewhere.actor.getSnapshot().matches('address')).toBe(true);
    expect(elsewhere.actor.getSnapshot().context.error).toBeNull();
  });

  it("the delivery time is a return's, never on a Saturday (174)", () => {
    const { actor } = start(readyForSummary);
    actor.send({ type: 'funnel.stepRequested', step: 'timeslot' });
    const step = actor.getSnapshot().children.timeslotStep;
    expect(step?.getSnapshot().context).toMatchObject({
      basketId: 41,
      orderType: 'BTB_RETURN',
      chosen: monday,
      saturdays: false,
    });
  });

  it('the address step is done only with a basket, an address and the boxes saved on it', () => {
    for (const missing of [
      { basketId: null },
      { address: null },
      { boxIds: [], savedBoxIds: [] },
      { savedBoxIds: [1] },
    ]) {
      const { actor } = start({ saved: { ...readyForSummary.saved, ...missing } });
      actor.send({ type: 'funnel.stepRequested', step: 'timeslot' });
      expect(actor.getSnapshot().matches('address')).toBe(true);
    }
  });

  it('checkout offers the saved cards once loaded, none before', async () => {
    const { actor } = start({ saved: { ...readyForSummary.saved, summaryConfirmed: true } });
    expect(actor.getSnapshot().context.cards).toEqual([]);
    actor.send({ type: 'funnel.stepRequested', step: 'checkout' });
    await waitFor(actor, (state) => state.matches({ checkout: 'ready' }));
    expect(actor.getSnapshot().context.cards).toEqual([savedCard]);
  });

  it('a fresh funnel has nothing chosen; the next return keeps who to contact', () => {
    const fresh = start().actor.getSnapshot().context;
    expect(fresh).toMatchObject({
      customerEmail: '',
      customerPhone: '',
      boxIds: [],
      savedBoxIds: [],
      boxes: [],
      cards: [],
    });
    const { actor } = start(readyForSummary);
    signedIn(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      customerId: 7,
      customerEmail: 'ada@example.com',
      customerPhone: '+447700900123',
    });
    actor.send({ type: 'funnel.orderPlaced' });
    expect(actor.getSnapshot().context).toMatchObject({
      customerId: 7,
      customerEmail: 'ada@example.com',
      customerPhone: '+447700900123',
      boxIds: [],
      contact: null,
    });
  });

  it('signing out forgets the funnel; an ordered return starts afresh', () => {
    const { actor } = start(readyForSummary);
    actor.send({ type: 'funnel.stepRequested', step: 'summary' });
    actor.send({ type: 'funnel.signedOut' });
    expect(actor.getSnapshot().value).toBe('unopened');
    expect(persistedReturnFunnel(actor.getSnapshot().context)).toMatchObject({
      customerId: null,
      basketId: null,
      boxIds: [],
      address: null,
      contact: null,
    });

    const other = start(readyForSummary);
    other.actor.send({ type: 'funnel.stepRequested', step: 'summary' });
    other.actor.send({ type: 'funnel.orderPlaced' });
    expect(other.actor.getSnapshot().value).toBe('placed');
    // The same customer goes on to the next return without signing in again.
    expect(persistedReturnFunnel(other.actor.getSnapshot().context)).toMatchObject({
      customerId: 7,
      basketId: null,
      boxIds: [],
      timeslot: null,
    });
    other.actor.send({ type: 'funnel.stepRequested', step: 'summary' });
    expect(other.actor.getSnapshot().matches({ address: 'choosing' })).toBe(true);
  });
});

describe('return funnel: the calls the app provides', () => {
  itNamesEachMissingCall(returnFunnelMachine, 'return funnel');
});
