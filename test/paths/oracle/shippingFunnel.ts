import type { AnyEventObject } from 'xstate';
import {
  type CustomsDeclarationDraft,
  declarationOf,
  MAX_HOME_ITEMS,
  type ShippingAddressDraft,
  type ShippingSource,
  shipmentItems,
  shippingAddressOf,
  shippingCountry,
} from '../../../src/domain/shipping';
import {
  become,
  behind,
  busyWith,
  checkoutLoaded,
  checkoutLoading,
  dataOf,
  type FunnelKit,
  type FunnelModel,
  failedLoad,
  funnelOracle,
  idle,
  isDone,
  isError,
  sameIds,
  waiting,
} from './kit';

/*
 * Shipping abroad, as docs/decisions.md ("International shipping": what ships, from where;
 * from home; customs; dispatch) and src/domain/funnels.ts (`SHIPPING_FUNNELS`) describe it.
 * One shipment starts in one place, and its steps follow from it:
 *
 * | step           | URL                               | storage | home | done when                     | Back to (storage / home)   |
 * |----------------|-----------------------------------|---------|------|-------------------------------|----------------------------|
 * | items          | /apps/shipping/items              |         |  1   | an item to collect, from home | —                          |
 * | destination    | /apps/shipping/destination        |    1    |  2   | the address abroad saved      | — / items                  |
 * | customs        | /apps/shipping/customs            |    2    |  3   | every item declared and saved | destination                |
 * | dispatch       | /apps/shipping/dispatch           |    3    |      | a dispatch day saved          | customs                    |
 * | address        | /apps/shipping/collection/address |         |  4   | a collection address saved    | customs                    |
 * | collectionTime | /apps/shipping/collection/time    |         |  5   | a collection window saved     | address                    |
 * | checkout       | /apps/shipping/checkout           |    4    |  6   | never                         | dispatch / collectionTime  |
 *
 * Boxes chosen in My stuff start a shipment from our store at the destination; "ship from your
 * home" starts one from home at what to send. Either keeps where it goes, and nothing else.
 * Changing the items, the address abroad, a declaration or the day means saving it again.
 */

export interface ShippingBasket {
  customerId: number | null;
  hasBasket: boolean;
  source: ShippingSource;
  boxIds: number[];
  homeCounts: Record<number, number>;
  destination: ShippingAddressDraft | null;
  declarations: Record<string, CustomsDeclarationDraft>;
  dispatchDate: string | null;
  collectionAddress: boolean;
  timeslot: boolean;
  saved: { destination: boolean; customs: boolean; dispatch: boolean };
}

type Model = FunnelModel<ShippingBasket>;
type Kit = FunnelKit<ShippingBasket>;

const NOTHING_SAVED = { destination: false, customs: false, dispatch: false };

function start(input: unknown): ShippingBasket {
  const saved = ((input ?? {}) as { saved?: Partial<Record<string, unknown>> | null }).saved ?? {};
  const destination = (saved.destination as ShippingAddressDraft | undefined) ?? null;
  return {
    customerId: (saved.customerId as number | undefined) ?? null,
    hasBasket: saved.basketId != null,
    source: (saved.source as ShippingSource | undefined) ?? 'storage',
    boxIds: (saved.boxIds as number[] | undefined) ?? [],
    homeCounts: (saved.homeCounts as Record<number, number> | undefined) ?? {},
    destination,
    declarations: (saved.declarations as Record<string, CustomsDeclarationDraft> | undefined) ?? {},
    dispatchDate: (saved.dispatchDate as string | undefined) ?? null,
    collectionAddress: saved.collectionAddress != null,
    timeslot: saved.timeslot != null,
    // What was saved is trusted only with the destination it was saved for.
    saved: destination && saved.saved ? (saved.saved as ShippingBasket['saved']) : NOTHING_SAVED,
  };
}

const items = (basket: ShippingBasket) => shipmentItems(basket);
const hasItems = (basket: ShippingBasket) => items(basket).length > 0;
const declared = (basket: ShippingBasket) =>
  hasItems(basket) &&
  items(basket).every((item) => {
    const draft = basket.declarations[item.key];
    return draft !== undefined && declarationOf(draft) !== null;
  });
const addressAbroad = (basket: ShippingBasket) =>
  basket.destination !== null && shippingAddressOf(basket.destination) !== null;

/** A shipment from the other place: only who, the basket and where it goes are kept. */
function startFrom(basket: ShippingBasket, source: ShippingSource): ShippingBasket {
  return {
    ...start({}),
    customerId: basket.customerId,
    hasBasket: basket.hasBasket,
    destination: basket.destination,
    source,
  };
}

function itemsOn(model: Model, event: AnyEventObject, kit: Kit): Model | undefined {
  const { basket } = model;
  if (event.type === 'items.changed') {
    const boxTypeId = dataOf<number>(event, 'boxTypeId');
    const others = Object.entries(basket.homeCounts)
      .filter(([id]) => Number(id) !== boxTypeId)
      .reduce((sum, [, count]) => sum + count, 0);
    // At most MAX_HOME_ITEMS in one shipment (a freight forwarder's job beyond that).
    const count = Math.min(Math.max(0, dataOf<number>(event, 'count')), MAX_HOME_ITEMS - others);
    return become(model, model.phase, {
      ...basket,
      homeCounts: { ...basket.homeCounts, [boxTypeId]: count },
      saved: { ...basket.saved, destination: false, customs: false },
    });
  }
  if (event.type === 'funnel.next')
    return hasItems(basket) ? kit.enter(model, 'destination') : model;
  return undefined;
}

function destinationOn(model: Model, event: AnyEventObject, kit: Kit): Model | undefined {
  const { basket, phase } = model;
  if (event.type === 'funnel.signedIn' && phase.name === 'identifying') {
    const known = { ...basket, customerId: dataOf<number>(event, 'customerId') };
    return become(model, busyWith('loading', 'loadDestinationStep'), known);
  }
  if (isDone(event, 'loadDestinationStep'))
    return become(model, idle('choosing'), { ...basket, hasBasket: true });
  if (isError(event, 'loadDestinationStep')) return become(model, failedLoad());
  if (isDone(event, 'saveDestination'))
    return kit.enter(
      { ...model, basket: { ...basket, saved: { ...basket.saved, destination: true } } },
      'customs',
    );
  // A country we do not ship to is refused by name.
  if (isError(event, 'saveDestination')) return become(model, idle('choosing'));
  // The country is on the basket (or could not be put there): the running total is its price.
  if (isDone(event, 'saveCountry') || isError(event, 'saveCountry'))
    return become(model, idle('choosing'));
  const choosingNow = phase.name === 'choosing' || phase.name === 'savingCountry';
  switch (event.type) {
    case 'destination.changed': {
      const destination = dataOf<ShippingAddressDraft>(event, 'address');
      const next = { ...basket, destination, saved: { ...basket.saved, destination: false } };
      // A paid choice: a country we ship to, newly chosen, is priced on the basket at once.
      const newCountry =
        destination.countryCode !== (basket.destination?.countryCode ?? '') &&
        shippingCountry(destination.countryCode) !== undefined;
      if (choosingNow && newCountry)
        return become(model, behind('savingCountry', 'saveCountry'), next);
      return become(model, phase, next);
    }
    case 'funnel.next':
      return choosingNow && hasItems(basket) && addressAbroad(basket)
        ? become(model, busyWith('saving', 'saveDestination'))
        : model;
    case 'funnel.retry':
      return phase.name === 'failed'
        ? become(model, busyWith('loading', 'loadDestinationStep'))
        : model;
  }
  return undefined;
}

function customsOn(model: Model, event: AnyEventObject, kit: Kit): Model | undefined {
  const { basket, phase } = model;
  if (isDone(event, 'saveDeclarations')) {
    const next = { ...basket, saved: { ...basket.saved, customs: true } };
    return kit.enter({ ...model, basket: next }, basket.source === 'home' ? 'address' : 'dispatch');
  }
  if (isError(event, 'saveDeclarations')) return become(model, idle('declaring'));
  switch (event.type) {
    case 'customs.changed':
      return phase.name === 'declaring'
        ? become(model, phase, {
            ...basket,
            declarations: {
              ...basket.declarations,
              [dataOf<string>(event, 'itemKey')]: dataOf<CustomsDeclarationDraft>(
                event,
                'declaration',
              ),
            },
            saved: { ...basket.saved, customs: false },
          })
        : model;
    case 'funnel.next':
      return phase.name === 'declaring' && declared(basket)
        ? become(model, busyWith('saving', 'saveDeclarations'))
        : model;
  }
  return undefined;
}

function dispatchOn(model: Model, event: AnyEventObject, kit: Kit): Model | undefined {
  const { basket, phase } = model;
  const days = isDone(event, 'loadDispatchDays') ? dataOf<string[]>(event, 'output') : null;
  if (days)
    // A day kept from before that can no longer be had is let go.
    return become(model, idle('choosing'), {
      ...basket,
      dispatchDate:
        basket.dispatchDate && days.includes(basket.dispatchDate) ? basket.dispatchDate : null,
    });
  if (isError(event, 'loadDispatchDays')) return become(model, failedLoad());
  if (isDone(event, 'saveDispatch'))
    return kit.enter(
      { ...model, basket: { ...basket, saved: { ...basket.saved, dispatch: true } } },
      'checkout',
    );
  if (isError(event, 'saveDispatch')) return become(model, idle('choosing'));
  switch (event.type) {
    case 'dispatch.chosen':
      return phase.name === 'choosing'
        ? become(model, phase, {
            ...basket,
            dispatchDate: dataOf<string>(event, 'date'),
            saved: { ...basket.saved, dispatch: false },
          })
        : model;
    case 'funnel.next':
      return phase.name === 'choosing' && basket.dispatchDate !== null
        ? become(model, busyWith('saving', 'saveDispatch'))
        : model;
    case 'funnel.retry':
      return phase.name === 'failed'
        ? become(model, busyWith('loading', 'loadDispatchDays'))
        : model;
  }
  return undefined;
}

export const shippingFunnel = funnelOracle<ShippingBasket>({
  id: 'shippingFunnel',
  start,
  isSignedIn: (basket) => basket.customerId !== null,
  signedIn: (basket, event) => ({ ...basket, customerId: dataOf<number>(event, 'customerId') }),
  afterOrder: (basket) => ({ ...start({}), customerId: basket.customerId }),
  stepsOf: (basket) =>
    basket.source === 'home'
      ? ['items', 'destination', 'customs', 'address', 'collectionTime', 'checkout']
      : ['destination', 'customs', 'dispatch', 'checkout'],
  missingForCheckout: (basket) => [
    ...(hasItems(basket) ? [] : ['something to send']),
    ...(basket.saved.destination && basket.hasBasket ? [] : ['the address abroad saved']),
    ...(basket.saved.customs ? [] : ['the declarations saved']),
    ...(basket.source === 'storage' && !basket.saved.dispatch ? ['a dispatch day'] : []),
    ...(basket.source === 'home' && !basket.collectionAddress ? ['a collection address'] : []),
    ...(basket.source === 'home' && !basket.timeslot ? ['a collection window'] : []),
  ],
  on: (model, event, kit) => {
    if (event.type === 'funnel.boxesChosen') {
      const boxIds = dataOf<number[]>(event, 'boxIds');
      const same = model.basket.source === 'storage' && sameIds(boxIds, model.basket.boxIds);
      if (boxIds.length === 0 || same) return model;
      const basket = { ...startFrom(model.basket, 'storage'), boxIds: [...boxIds] };
      return kit.enter({ ...model, basket }, 'destination');
    }
    if (event.type === 'funnel.homeChosen')
      // Under way from home already: it carries on where it is.
      return model.basket.source === 'home'
        ? model
        : kit.enter({ ...model, basket: startFrom(model.basket, 'home') }, 'items');
    return undefined;
  },
  steps: [
    {
      id: 'items',
      url: '/apps/shipping/items',
      done: (basket) => basket.source === 'home' && hasItems(basket),
      enter: () => idle('counting'),
      on: itemsOn,
    },
    {
      id: 'destination',
      url: '/apps/shipping/destination',
      done: (basket) => basket.saved.destination && basket.hasBasket,
      back: (basket) => (basket.source === 'home' ? 'items' : undefined),
      enter: (basket) =>
        basket.customerId !== null
          ? busyWith('loading', 'loadDestinationStep')
          : waiting('identifying'),
      on: destinationOn,
    },
    {
      id: 'customs',
      url: '/apps/shipping/customs',
      done: (basket) => basket.saved.customs,
      back: 'destination',
      enter: () => idle('declaring'),
      on: customsOn,
    },
    {
      id: 'dispatch',
      url: '/apps/shipping/dispatch',
      done: (basket) => basket.saved.dispatch,
      back: 'customs',
      enter: () => busyWith('loading', 'loadDispatchDays'),
      on: dispatchOn,
    },
    {
      id: 'address',
      url: '/apps/shipping/collection/address',
      done: (basket) => basket.collectionAddress,
      back: 'customs',
      enter: () => behind('choosing', 'addressStep'),
      on: (model, event, kit) => {
        if (!isDone(event, 'addressStep')) return undefined;
        const changed = dataOf<{ changed: boolean }>(event, 'output').changed;
        const basket = {
          ...model.basket,
          collectionAddress: true,
          // A window held for another address is given up.
          timeslot: changed ? false : model.basket.timeslot,
        };
        return kit.enter({ ...model, basket }, 'collectionTime');
      },
    },
    {
      id: 'collectionTime',
      url: '/apps/shipping/collection/time',
      done: (basket) => basket.timeslot,
      back: 'address',
      enter: () => behind('choosing', 'timeslotStep'),
      on: (model, event, kit) =>
        isDone(event, 'timeslotStep')
          ? kit.enter({ ...model, basket: { ...model.basket, timeslot: true } }, 'checkout')
          : undefined,
    },
    {
      id: 'checkout',
      url: '/apps/shipping/checkout',
      done: () => false,
      back: (basket) => (basket.source === 'home' ? 'collectionTime' : 'dispatch'),
      enter: checkoutLoading,
      on: checkoutLoaded,
    },
  ],
});
