import type { AnyEventObject } from 'xstate';
import {
  become,
  behind,
  busyWith,
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
} from './kit';

/*
 * Ordering storage by the box, as docs/decisions.md ("Ordering storage", "The packing
 * service", "Opt-in", "The quote contract") and src/domain/funnels.ts describe it:
 *
 * | step                | URL                             | done when                          | Back to             |
 * |---------------------|---------------------------------|------------------------------------|---------------------|
 * | pricing             | /apps/order/pricing             | a box chosen, and signed in        | —                   |
 * | collectionAddress   | /apps/order/collection/address  | an address saved on the basket     | pricing             |
 * | collectionTimeslot  | /apps/order/collection/timeslot | a collection time saved            | collectionAddress   |
 * | materialsSelection  | /apps/order/materials/selection | Continue pressed there             | collectionTimeslot  |
 * | packing             | /apps/order/packing             | passed, with packers or without    | materialsSelection  |
 * | checkout            | /apps/order/checkout            | never                              | packing             |
 *
 * Continue: pricing goes on with at least one box, to the address step when signed in, else
 * asks the visitor to sign in (prices are public, the address needs an account); the address
 * step puts the boxes on a basket, then the kit's address step (its own oracle) saves the
 * address chosen with the collection, giving up a slot held for another address; the timeslot
 * step is the kit's (its own Continue); materials are saved and confirmed; packing goes on with no
 * packers, or packers with a size and a window. Checkout needs all of these.
 */

/**
 * Where the machine departs from these rules today: reported, not fixed here (the machines
 * belong to their own changes). While a deviation is listed the oracle expects what the
 * machine does in that one case, so every other step of its paths is still checked; each has
 * a test in deviations.test.ts that fails once the machine follows the rule, and then the
 * entry goes.
 */
export const orderDeviations: Record<string, true> = {
  // None listed: "continues without boxes" and "the same address loses the slot" are fixed
  // in the machine (their rules stay in deviations.test.ts).
};

interface Packing {
  wanted: boolean;
  /** Rooms or boxes given (more than nought). */
  sized: boolean;
  timeslot: boolean;
}

const NO_PACKING: Packing = { wanted: false, sized: false, timeslot: false };

export interface OrderBasket {
  customerId: number | null;
  /** Boxes chosen, by box type. */
  boxes: Record<string, number>;
  months: number;
  /** The boxes and term the price on screen was asked for. */
  quotedFor: string | null;
  /** Whose price plan is loaded: 0 for the public one, null for none. */
  pricesFor: number | null;
  hasBasket: boolean;
  /** The id of the collection address saved on the basket. */
  address: number | null;
  timeslot: boolean;
  materialsConfirmed: boolean;
  packing: Packing;
  packingConfirmed: boolean;
}

type Model = FunnelModel<OrderBasket>;
type Kit = FunnelKit<OrderBasket>;

const boxCount = (basket: OrderBasket) =>
  Object.values(basket.boxes).reduce((sum, quantity) => sum + quantity, 0);

const quoteKey = (basket: OrderBasket) =>
  JSON.stringify([
    Object.entries(basket.boxes)
      .filter(([, quantity]) => quantity > 0)
      .sort(),
    basket.months,
  ]);

const signedIn = (basket: OrderBasket) => basket.customerId !== null;
const packingReady = (packing: Packing) => packing.wanted && packing.sized && packing.timeslot;

interface SavedOrder {
  customerId?: number | null;
  client?: { boxes?: { boxTypeId: number; quantity: number }[]; months?: number };
  basketId?: number | null;
  address?: { addressId: number } | null;
  timeslot?: unknown;
  materialsConfirmed?: boolean;
  packing?: { wanted: boolean; rooms: number | null; boxes: number | null; timeslot: unknown };
  packingConfirmed?: boolean;
}

function start(input: unknown): OrderBasket {
  const saved = ((input ?? {}) as { saved?: SavedOrder | null }).saved ?? {};
  const boxes: Record<string, number> = {};
  for (const line of saved.client?.boxes ?? []) boxes[String(line.boxTypeId)] = line.quantity;
  const packing = saved.packing;
  return {
    customerId: saved.customerId ?? null,
    boxes,
    months: saved.client?.months ?? 1,
    quotedFor: null,
    pricesFor: null,
    hasBasket: saved.basketId != null,
    address: saved.address?.addressId ?? null,
    timeslot: saved.timeslot != null,
    materialsConfirmed: saved.materialsConfirmed ?? false,
    packing: packing
      ? {
          wanted: packing.wanted,
          sized: (packing.rooms ?? 0) > 0 || (packing.boxes ?? 0) > 0,
          timeslot: packing.timeslot != null,
        }
      : NO_PACKING,
    packingConfirmed: saved.packingConfirmed ?? false,
  };
}

/* Pricing: the public or the customer's prices, then the server's quote for the boxes. */

/** With prices on screen: a quote is asked for boxes whose price is not shown yet. */
function pricesShown(basket: OrderBasket): Phase {
  return boxCount(basket) > 0 && basket.quotedFor !== quoteKey(basket)
    ? behind('quoting', 'quoteStorage')
    : idle('ready');
}

function pricingEnter(basket: OrderBasket): Phase {
  return basket.pricesFor === (basket.customerId ?? 0)
    ? pricesShown(basket)
    : busyWith('loadingPrices', 'loadPrices');
}

function changeBoxes(basket: OrderBasket, event: AnyEventObject): OrderBasket {
  if (event.type === 'pricing.quantityChanged') {
    const { boxTypeId, quantity } = event as unknown as { boxTypeId: number; quantity: number };
    return { ...basket, boxes: { ...basket.boxes, [String(boxTypeId)]: quantity } };
  }
  const { months } = event as unknown as { months: number };
  return {
    ...basket,
    // Minimum storage: one month (SPEC.md 9), in whole months.
    months: Number.isFinite(months) ? Math.max(1, Math.floor(months)) : basket.months,
  };
}

function pricingOn(model: Model, event: AnyEventObject): Model | undefined {
  const { basket, phase } = model;
  const shown = ['ready', 'quoting', 'signInRequired'].includes(phase.name);
  switch (event.type) {
    case 'pricing.quantityChanged':
    case 'pricing.monthsChanged':
      // Each change asks the price again; a question still open is dropped.
      return shown
        ? become(model, behind('quoting', 'quoteStorage'), changeBoxes(basket, event))
        : model;
    case 'funnel.retry':
      if (phase.name === 'failed') return become(model, busyWith('loadingPrices', 'loadPrices'));
      if (phase.name === 'ready') return become(model, behind('quoting', 'quoteStorage'));
      return model;
    case 'funnel.next':
      if (boxCount(basket) === 0) return model;
      if (signedIn(basket)) return undefined; // to the address step, below
      return phase.name === 'signInRequired' ? model : become(model, idle('signInRequired'));
  }
  const prices = doneOf(event, 'loadPrices');
  if (prices) {
    const loaded = { ...basket, pricesFor: basket.customerId ?? 0 };
    return become(model, pricesShown(loaded), loaded);
  }
  if (isError(event, 'loadPrices')) return become(model, failedLoad());
  // The price is shown, or the failure to get it is; either way it is not asked again by itself.
  if (isDone(event, 'quoteStorage') || isError(event, 'quoteStorage'))
    return become(model, idle('ready'), { ...basket, quotedFor: quoteKey(basket) });
  return undefined;
}

/* The collection address: the boxes go on the basket, then the kit's address step runs. */

function addressOn(model: Model, event: AnyEventObject, funnel: Kit): Model | undefined {
  const { basket, phase } = model;
  if (isDone(event, 'saveStorage') && phase.name === 'savingBoxes')
    return become(model, behind('choosing', 'addressStep'), { ...basket, hasBasket: true });
  if (isError(event, 'saveStorage') && phase.name === 'savingBoxes')
    return become(model, failedLoad());
  if (event.type === 'funnel.retry' && phase.name === 'failed')
    return become(model, busyWith('savingBoxes', 'saveStorage'));
  const saved = doneOf<{ address: { addressId: number }; changed: boolean }>(event, 'addressStep');
  if (saved)
    return funnel.enter(
      {
        ...model,
        basket: {
          ...basket,
          address: saved.output.address.addressId,
          // A slot offered for another address may not be served at this one.
          timeslot: saved.output.changed ? false : basket.timeslot,
        },
      },
      'collectionTimeslot',
    );
  return undefined;
}

/* Our packers: "No thanks" to begin with; "Yes" needs rooms or boxes and a window. */

/** The packing the kit's packing step tells or ends with. */
function packingOf(choice: {
  packing: { wanted: boolean; rooms: number | null; boxes: number | null; timeslot: unknown };
}): Packing {
  const { wanted, rooms, boxes, timeslot } = choice.packing;
  return { wanted, sized: (rooms ?? 0) > 0 || (boxes ?? 0) > 0, timeslot: timeslot != null };
}

function packingOn(model: Model, event: AnyEventObject, funnel: Kit): Model | undefined {
  const { basket } = model;
  if (event.type === 'packingStep.changed')
    return become(model, model.phase, {
      ...basket,
      packing: packingOf(event as unknown as Parameters<typeof packingOf>[0]),
    });
  const done = doneOf<Parameters<typeof packingOf>[0]>(event, 'packingStep');
  if (done)
    return funnel.enter(
      { ...model, basket: { ...basket, packing: packingOf(done.output), packingConfirmed: true } },
      'checkout',
    );
  return undefined;
}

/* Checkout: cover levels, cards and the customer's prices; cover and a promotion code. */

function checkoutOn(model: Model, event: AnyEventObject): Model | undefined {
  const { basket, phase } = model;
  if (isDone(event, 'checkoutStep'))
    return become(model, idle('ready'), { ...basket, pricesFor: basket.customerId ?? 0 });
  if (
    isDone(event, 'saveStorage') ||
    isError(event, 'saveStorage') ||
    isDone(event, 'checkPromotion') ||
    isError(event, 'checkPromotion')
  )
    return become(model, idle('ready'));
  switch (event.type) {
    case 'insurance.chosen':
      return phase.name === 'ready' ? become(model, busyWith('savingCover', 'saveStorage')) : model;
    case 'promo.submitted':
      return phase.name === 'ready'
        ? become(model, busyWith('checkingPromotion', 'checkPromotion'))
        : model;
  }
  return undefined;
}

export const orderFunnel = funnelOracle<OrderBasket>({
  id: 'orderFunnel',
  start,
  isSignedIn: signedIn,
  signedIn: (basket, event) => ({ ...basket, customerId: dataOf<number>(event, 'customerId') }),
  afterOrder: (basket) => ({ ...start({}), customerId: basket.customerId }),
  missingForCheckout: (basket) => [
    ...(boxCount(basket) > 0 ? [] : ['a box']),
    ...(signedIn(basket) ? [] : ['an account']),
    ...(basket.hasBasket ? [] : ['a basket']),
    ...(basket.address !== null ? [] : ['a collection address']),
    ...(basket.timeslot ? [] : ['a collection time']),
    ...(basket.materialsConfirmed ? [] : ['the materials step']),
    ...(basket.packingConfirmed ? [] : ['the packing step']),
    ...(!basket.packing.wanted || packingReady(basket.packing)
      ? []
      : ['a size and a packing window']),
  ],
  steps: [
    {
      id: 'pricing',
      url: '/apps/order/pricing',
      done: (basket) => boxCount(basket) > 0 && signedIn(basket),
      enter: pricingEnter,
      on: (model, event, kit) => {
        const answer = pricingOn(model, event);
        if (answer === undefined && event.type === 'funnel.next')
          return kit.enter(model, 'collectionAddress');
        return answer;
      },
    },
    {
      id: 'collectionAddress',
      url: '/apps/order/collection/address',
      done: (basket) => basket.address !== null && basket.hasBasket,
      back: 'pricing',
      // Creates the basket on first arrival, then saves the boxes and term on it.
      enter: () => busyWith('savingBoxes', 'saveStorage'),
      on: addressOn,
    },
    {
      id: 'collectionTimeslot',
      url: '/apps/order/collection/timeslot',
      done: (basket) => basket.timeslot,
      back: 'collectionAddress',
      // The kit's timeslot step runs the choice; the funnel waits for its saved slot.
      enter: () => behind('choosing', 'timeslotStep'),
      on: (model, event, kit) =>
        isDone(event, 'timeslotStep')
          ? kit.enter(
              { ...model, basket: { ...model.basket, timeslot: true } },
              'materialsSelection',
            )
          : undefined,
    },
    {
      id: 'materialsSelection',
      url: '/apps/order/materials/selection',
      done: (basket) => basket.materialsConfirmed,
      back: 'collectionTimeslot',
      // The kit's materials step runs the choice, each change saved at once (its own oracle,
      // materialsStep.ts); the funnel waits for Continue there.
      enter: () => behind('choosing', 'materialsStep'),
      on: (model, event, kit) =>
        isDone(event, 'materialsStep')
          ? kit.enter(
              { ...model, basket: { ...model.basket, materialsConfirmed: true } },
              'packing',
            )
          : undefined,
    },
    {
      id: 'packing',
      url: '/apps/order/packing',
      done: (basket) => basket.packingConfirmed,
      back: 'materialsSelection',
      // The kit's packing step runs the choice, each change saved at once (its own oracle,
      // packingStep.ts); the funnel keeps what it tells and waits for Continue there.
      enter: () => behind('choosing', 'packingStep'),
      on: packingOn,
    },
    {
      id: 'checkout',
      url: '/apps/order/checkout',
      done: () => false,
      back: 'packing',
      enter: checkoutLoading,
      on: checkoutOn,
    },
  ],
});
