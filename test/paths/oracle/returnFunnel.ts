import type { AnyEventObject } from 'xstate';
import type { Box } from '../../../src/domain/boxes';
import {
  jobSelection,
  type ReturnContact,
  returnContactProblems,
} from '../../../src/domain/returns';
import {
  become,
  behind,
  busyWith,
  checkoutLoaded,
  checkoutLoading,
  dataOf,
  doneOf,
  type FunnelKit,
  type FunnelModel,
  failedLoad,
  funnelOracle,
  idle,
  isDone,
  isError,
  type Phase,
  sameIds,
  waiting,
} from './kit';

/*
 * Returning boxes, as docs/decisions.md ("Returns and collections", "What a return costs",
 * "Never moved back without a reason", "Box choosers read every box") and
 * src/domain/funnels.ts describe it:
 *
 * | step     | URL                  | done when                                          | Back to  |
 * |----------|----------------------|----------------------------------------------------|----------|
 * | address  | /apps/return/address | boxes chosen and saved, an address saved on basket | —        |
 * | timeslot | /apps/return/timeslot| a delivery time saved                              | address  |
 * | contact  | /apps/return/contact | contact details saved                              | timeslot |
 * | summary  | /apps/return/summary | Continue pressed there                             | contact  |
 * | checkout | /apps/return/checkout| never                                              | summary  |
 *
 * The step order holds whatever is chosen: a room return (carried into a room) still needs
 * a delivery time, so Continue from the address goes to the time, never straight to contact.
 * The address step asks for the customer's boxes once the session is known, puts the chosen
 * ones on the basket at once (so a detained one is reported, 88), and puts each paid choice on
 * the basket as it is made: an address chosen is saved there (with its long-distance
 * surcharge), and room return as it is ticked, so the running total is the server's quote at
 * once. An address kept from an earlier visit has its surcharge quoted again on arrival.
 * Continue needs a box, an address and,
 * for a room return, the floor and room. A change made from the summary's Change links comes
 * back to the summary once the steps before it are done again.
 */

/**
 * Where the machine departs from these rules today (reported, not fixed here; see
 * orderFunnel.ts and deviations.test.ts).
 */
export const returnDeviations: Record<string, true> = {
  // None listed: a box ticked while the charge is checked is kept (fixed in the machine).
};

export interface ReturnBasket {
  customerId: number | null;
  boxIds: number[];
  savedBoxIds: number[];
  hasBasket: boolean;
  /** Where the surcharge of the address being chosen is asked for (its id or postcode). */
  draft: string | null;
  /** The destination whose surcharge is on screen. */
  quotedFor: string | null;
  /** The id of the delivery address saved on the basket. */
  address: number | null;
  roomReturn: boolean;
  floorDetails: string;
  timeslot: boolean;
  contact: boolean;
  summaryConfirmed: boolean;
  /** A Change link on the summary was followed. */
  backToSummary: boolean;
}

type Model = FunnelModel<ReturnBasket>;
type Kit = FunnelKit<ReturnBasket>;

interface SavedReturn {
  customerId?: number | null;
  boxIds?: number[];
  savedBoxIds?: number[];
  basketId?: number | null;
  addressDraft?: { addressId?: number; postcode?: string } | null;
  address?: { addressId: number } | null;
  roomReturn?: boolean;
  floorDetails?: string;
  timeslot?: unknown;
  contact?: unknown;
  summaryConfirmed?: boolean;
}

const destinationOf = (address: { addressId?: number; postcode?: string }) =>
  address.addressId !== undefined ? String(address.addressId) : (address.postcode ?? '').trim();

function start(input: unknown): ReturnBasket {
  const { saved, selection } = (input ?? {}) as {
    saved?: SavedReturn | null;
    selection?: number[];
  };
  return {
    customerId: saved?.customerId ?? null,
    boxIds: saved?.boxIds ?? [...(selection ?? [])],
    savedBoxIds: saved?.savedBoxIds ?? [],
    hasBasket: saved?.basketId != null,
    draft: saved?.addressDraft ? destinationOf(saved.addressDraft) : null,
    quotedFor: null,
    address: saved?.address?.addressId ?? null,
    roomReturn: saved?.roomReturn ?? false,
    floorDetails: saved?.floorDetails ?? '',
    timeslot: saved?.timeslot != null,
    contact: saved?.contact != null,
    summaryConfirmed: saved?.summaryConfirmed ?? false,
    backToSummary: false,
  };
}

const addressDone = (basket: ReturnBasket) =>
  basket.hasBasket &&
  basket.address !== null &&
  basket.boxIds.length > 0 &&
  sameIds(basket.boxIds, basket.savedBoxIds);

/** With the boxes settled: the surcharge of a new destination is asked for, else the choice. */
function choosing(basket: ReturnBasket): Phase {
  return basket.draft && basket.hasBasket && basket.draft !== basket.quotedFor
    ? behind('quoting', 'quoteSurcharge')
    : idle('choosing');
}

/** The chosen boxes go on the basket at once; with none chosen there is nothing to save. */
function boxesSettling(basket: ReturnBasket): Phase {
  return basket.boxIds.length > 0 ? busyWith('savingItems', 'saveItems') : choosing(basket);
}

const canLeaveAddress = (basket: ReturnBasket) =>
  basket.boxIds.length > 0 &&
  basket.draft !== null &&
  basket.hasBasket &&
  (!basket.roomReturn || basket.floorDetails.trim() !== '');

/** After a step is saved: the summary when the change came from it and nothing else is needed. */
function onwards(kit: Kit, model: Model, next: string): Model {
  const back = model.basket.backToSummary && kit.landing(model.basket, 'summary') === 'summary';
  return kit.enter(model, back ? 'summary' : next);
}

function addressOn(model: Model, event: AnyEventObject, kit: Kit): Model | undefined {
  const { basket, phase } = model;
  if (event.type === 'funnel.signedIn' && phase.name === 'identifying') {
    const known = { ...basket, customerId: dataOf<number>(event, 'customerId') };
    return become(model, busyWith('loading', 'loadAddressStep'), known);
  }
  const loaded = doneOf<{ boxes: Box[] }>(event, 'loadAddressStep');
  if (loaded) {
    // Only boxes in storage that can come back stay chosen; the others are reported.
    const { boxIds } = jobSelection('return', basket.boxIds, loaded.output.boxes);
    const next = { ...basket, hasBasket: true, boxIds };
    return become(model, boxesSettling(next), next);
  }
  if (isError(event, 'loadAddressStep')) return become(model, failedLoad());
  if (isDone(event, 'saveItems')) {
    const next = { ...basket, savedBoxIds: [...basket.boxIds] };
    return become(model, choosing(next), next);
  }
  // A detained box (88) stays unsaved, and says why.
  if (isError(event, 'saveItems')) return become(model, choosing(basket));
  if (isDone(event, 'quoteSurcharge') || isError(event, 'quoteSurcharge'))
    return become(model, idle('choosing'), { ...basket, quotedFor: basket.draft });
  if (isDone(event, 'saveRoomReturn') || isError(event, 'saveRoomReturn'))
    return become(model, choosing(basket));
  const saved = doneOf<{ address: { addressId: number } }>(event, 'saveAddress');
  if (saved && phase.name === 'savingChoice') {
    // Chosen, and on the basket: the step stays for the customer to go on.
    const addressId = saved.output.address.addressId;
    const next = {
      ...basket,
      address: addressId,
      draft: String(addressId),
      quotedFor: String(addressId),
      savedBoxIds: [...basket.boxIds],
      timeslot: addressId === basket.address ? basket.timeslot : false,
    };
    return become(model, idle('choosing'), next);
  }
  if (saved) {
    const addressId = saved.output.address.addressId;
    const next = {
      ...basket,
      address: addressId,
      draft: String(addressId),
      savedBoxIds: [...basket.boxIds],
      // A slot offered for another address may not be served at this one.
      timeslot: addressId === basket.address ? basket.timeslot : false,
    };
    return onwards(kit, { ...model, basket: next }, 'timeslot');
  }
  if (isError(event, 'saveAddress')) return become(model, idle('choosing'));

  const turn = phase.name === 'choosing' || phase.name === 'quoting';
  switch (event.type) {
    case 'address.chosen': {
      const next = {
        ...basket,
        draft: destinationOf(dataOf<{ addressId?: number; postcode?: string }>(event, 'address')),
      };
      if (turn) return become(model, busyWith('savingChoice', 'saveAddress'), next);
      return become(model, phase, next);
    }
    case 'boxes.toggled': {
      if (!turn) return model;
      const boxId = dataOf<number>(event, 'boxId');
      const boxIds = basket.boxIds.includes(boxId)
        ? basket.boxIds.filter((id) => id !== boxId)
        : [...basket.boxIds, boxId];
      const next = { ...basket, boxIds };
      return become(model, boxesSettling(next), next);
    }
    case 'roomReturn.changed': {
      const next = { ...basket, roomReturn: dataOf<boolean>(event, 'roomReturn') };
      if (turn) return become(model, busyWith('savingRoomReturn', 'saveRoomReturn'), next);
      return become(model, phase, next);
    }
    case 'roomReturn.floorDetailsChanged':
      return become(model, phase, {
        ...basket,
        floorDetails: dataOf<string>(event, 'floorDetails'),
      });
    case 'funnel.next':
      // Going on does not wait for the surcharge: the saved address's is what is charged.
      return turn && canLeaveAddress(basket)
        ? become(model, busyWith('savingAddress', 'saveAddress'))
        : model;
    case 'funnel.retry':
      return phase.name === 'failed'
        ? become(model, busyWith('loading', 'loadAddressStep'))
        : model;
  }
  return undefined;
}

function contactOn(model: Model, event: AnyEventObject, kit: Kit): Model | undefined {
  if (isDone(event, 'saveContact'))
    return kit.enter({ ...model, basket: { ...model.basket, contact: true } }, 'summary');
  if (isError(event, 'saveContact')) return become(model, idle('editing'));
  if (event.type === 'contact.submitted') {
    const valid =
      Object.keys(returnContactProblems(dataOf<ReturnContact>(event, 'contact'))).length === 0;
    return model.phase.name === 'editing' && valid
      ? become(model, busyWith('savingContact', 'saveContact'))
      : model;
  }
  return undefined;
}

export const returnFunnel = funnelOracle<ReturnBasket>({
  id: 'returnFunnel',
  start,
  isSignedIn: (basket) => basket.customerId !== null,
  signedIn: (basket, event) => ({ ...basket, customerId: dataOf<number>(event, 'customerId') }),
  afterOrder: (basket) => ({ ...start({}), customerId: basket.customerId }),
  missingForCheckout: (basket) => [
    ...(basket.boxIds.length > 0 ? [] : ['a box']),
    ...(addressDone(basket) ? [] : ['the boxes and address saved']),
    ...(!basket.roomReturn || basket.floorDetails.trim() !== '' ? [] : ['the floor and room']),
    ...(basket.timeslot ? [] : ['a delivery time']),
    ...(basket.contact ? [] : ['contact details']),
    ...(basket.summaryConfirmed ? [] : ['the summary']),
  ],
  // Boxes chosen in My stuff: a new choice starts again at the address step.
  on: (model, event, kit) => {
    if (event.type !== 'funnel.boxesChosen') return undefined;
    const boxIds = dataOf<number[]>(event, 'boxIds');
    if (boxIds.length === 0 || sameIds(boxIds, model.basket.boxIds)) return model;
    const basket = {
      ...model.basket,
      boxIds: [...boxIds],
      summaryConfirmed: false,
      backToSummary: false,
    };
    return kit.enter({ ...model, basket }, 'address');
  },
  requestedFrom: (model) =>
    model.step === 'summary' ? { ...model.basket, backToSummary: true } : model.basket,
  steps: [
    {
      id: 'address',
      url: '/apps/return/address',
      done: addressDone,
      // After a reload the session is checked before the customer's boxes are asked for.
      enter: (basket) =>
        basket.customerId !== null
          ? busyWith('loading', 'loadAddressStep')
          : waiting('identifying'),
      on: addressOn,
    },
    {
      id: 'timeslot',
      url: '/apps/return/timeslot',
      done: (basket) => basket.timeslot,
      back: 'address',
      enter: () => behind('choosing', 'timeslotStep'),
      on: (model, event, kit) =>
        isDone(event, 'timeslotStep')
          ? onwards(kit, { ...model, basket: { ...model.basket, timeslot: true } }, 'contact')
          : undefined,
    },
    {
      id: 'contact',
      url: '/apps/return/contact',
      done: (basket) => basket.contact,
      back: 'timeslot',
      enter: () => idle('editing'),
      on: contactOn,
    },
    {
      id: 'summary',
      url: '/apps/return/summary',
      done: (basket) => basket.summaryConfirmed,
      back: 'contact',
      enter: () => idle('summary'),
      arrive: (basket) => ({ ...basket, backToSummary: false }),
      on: (model, event, kit) =>
        event.type === 'funnel.next'
          ? kit.enter({ ...model, basket: { ...model.basket, summaryConfirmed: true } }, 'checkout')
          : undefined,
    },
    {
      id: 'checkout',
      url: '/apps/return/checkout',
      done: () => false,
      back: 'summary',
      enter: checkoutLoading,
      on: checkoutLoaded,
    },
  ],
});
