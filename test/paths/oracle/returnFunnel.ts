import type { AnyEventObject } from 'xstate';
import { type ReturnContact, returnContactProblems } from '../../../src/domain/returns';
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
  funnelOracle,
  idle,
  isDone,
  isError,
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
 * The address step waits for the session, then the kit's box address step (`boxAddressStep`,
 * its own oracle in boxAddressStep.ts) does its work: the customer's boxes, each paid choice
 * saved on the basket as it is made (the address with its long-distance surcharge, room
 * return), and Continue with a box, an address and, for a room return, the floor and room.
 * The funnel waits on it and goes on with what it ends with (a new address gives up the time
 * held for the old one). A change made from the summary's Change links comes back to the
 * summary once the steps before it are done again.
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
  address?: { addressId: number } | null;
  roomReturn?: boolean;
  floorDetails?: string;
  timeslot?: unknown;
  contact?: unknown;
  summaryConfirmed?: boolean;
}

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

/** After a step is saved: the summary when the change came from it and nothing else is needed. */
function onwards(kit: Kit, model: Model, next: string): Model {
  const back = model.basket.backToSummary && kit.landing(model.basket, 'summary') === 'summary';
  return kit.enter(model, back ? 'summary' : next);
}

/** What the kit's box address step ends with (named as the funnel's fields). */
interface BoxAddressOutput {
  boxIds: number[];
  savedBoxIds: number[];
  address: { addressId: number };
  roomReturn: boolean;
  floorDetails: string;
  changed: boolean;
}

function addressOn(model: Model, event: AnyEventObject, kit: Kit): Model | undefined {
  const { basket, phase } = model;
  if (event.type === 'funnel.signedIn' && phase.name === 'identifying') {
    const known = { ...basket, customerId: dataOf<number>(event, 'customerId') };
    return become(model, behind('choosing', 'boxAddressStep'), known);
  }
  const done = doneOf<BoxAddressOutput>(event, 'boxAddressStep');
  if (!done) return undefined;
  const { output } = done;
  const next = {
    ...basket,
    hasBasket: true,
    boxIds: [...output.boxIds],
    savedBoxIds: [...output.savedBoxIds],
    address: output.address.addressId,
    roomReturn: output.roomReturn,
    floorDetails: output.floorDetails,
    // A slot offered for another address may not be served at this one.
    timeslot: output.changed ? false : basket.timeslot,
  };
  return onwards(kit, { ...model, basket: next }, 'timeslot');
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
        basket.customerId !== null ? behind('choosing', 'boxAddressStep') : waiting('identifying'),
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
