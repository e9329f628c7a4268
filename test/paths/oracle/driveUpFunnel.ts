import type { AnyEventObject } from 'xstate';
import {
  become,
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
 * Renting a drive-up unit, as docs/decisions.md ("Drive-up storage units": catalogue, holding
 * a unit, the funnel) and src/domain/funnels.ts describe it:
 *
 * | step     | URL                     | done when                                   | Back to  |
 * |----------|-------------------------|---------------------------------------------|----------|
 * | location | /apps/drive-up/location | a site chosen                               | —        |
 * | unit     | /apps/drive-up/unit     | a size chosen (on a contract)               | location |
 * | date     | /apps/drive-up/date     | the site, size, contract and day saved on   | unit     |
 * |          |                         | the basket, holding a unit                  |          |
 * | checkout | /apps/drive-up/checkout | never (optional cover, card)                | date     |
 *
 * Choosing a site goes on to the sizes, choosing a size to the days; Continue on the day step
 * saves the choice (a unit is let to an account, so only when signed in) and goes to checkout.
 * A day that filled meanwhile (198) clears the day and reads the days again. A new site, size,
 * contract or day must be saved again before checkout.
 */

export interface DriveUpBasket {
  customerId: number | null;
  postcode: string;
  hasSites: boolean;
  siteId: number | null;
  unitSizeId: number | null;
  dropOffDate: string | null;
  /** The choice is on the basket, with a unit held for it. */
  saved: boolean;
  hasBasket: boolean;
}

type Model = FunnelModel<DriveUpBasket>;
type Kit = FunnelKit<DriveUpBasket>;

interface SavedDriveUp {
  customerId?: number | null;
  basketId?: number | null;
  postcode?: string;
  sites?: unknown[];
  siteId?: number | null;
  unitSizeId?: number | null;
  dropOffDate?: string | null;
  saved?: boolean;
}

function start(input: unknown): DriveUpBasket {
  const saved = ((input ?? {}) as { saved?: SavedDriveUp | null }).saved ?? {};
  return {
    customerId: saved.customerId ?? null,
    postcode: saved.postcode ?? '',
    hasSites: (saved.sites ?? []).length > 0,
    siteId: saved.siteId ?? null,
    unitSizeId: saved.unitSizeId ?? null,
    dropOffDate: saved.dropOffDate ?? null,
    saved: saved.saved ?? false,
    hasBasket: saved.basketId != null,
  };
}

const loading = (call: string): Phase => busyWith('loading', call);

function locationOn(model: Model, event: AnyEventObject, kit: Kit): Model | undefined {
  const { basket, phase } = model;
  const found = doneOf<{ postcode: string; sites: unknown[] }>(event, 'findSites');
  if (found)
    return become(model, idle('choosing'), {
      ...basket,
      postcode: found.output.postcode,
      hasSites: found.output.sites.length > 0,
    });
  // None near (185), or no answer: the message shows and another postcode can be tried.
  if (isError(event, 'findSites'))
    return become(model, idle('choosing'), { ...basket, hasSites: false });
  switch (event.type) {
    case 'location.searched': {
      const postcode = dataOf<string>(event, 'postcode').trim();
      return postcode === ''
        ? model
        : become(model, busyWith('searching', 'findSites'), { ...basket, postcode });
    }
    case 'site.chosen':
      return phase.name === 'choosing'
        ? kit.enter(
            {
              ...model,
              basket: {
                ...basket,
                siteId: dataOf<number>(event, 'siteId'),
                unitSizeId: null,
                dropOffDate: null,
                saved: false,
              },
            },
            'unit',
          )
        : model;
  }
  return undefined;
}

function unitOn(model: Model, event: AnyEventObject, kit: Kit): Model | undefined {
  const { basket, phase } = model;
  if (isDone(event, 'loadSizes')) return become(model, idle('choosing'));
  if (isError(event, 'loadSizes')) return become(model, failedLoad());
  switch (event.type) {
    case 'unit.contractChanged':
      return phase.name === 'choosing' ? become(model, phase, { ...basket, saved: false }) : model;
    case 'unit.chosen':
      return phase.name === 'choosing'
        ? kit.enter(
            {
              ...model,
              basket: {
                ...basket,
                unitSizeId: dataOf<number>(event, 'unitSizeId'),
                dropOffDate: null,
                saved: false,
              },
            },
            'date',
          )
        : model;
    case 'funnel.retry':
      return phase.name === 'failed' ? become(model, loading('loadSizes')) : model;
  }
  return undefined;
}

function dateOn(model: Model, event: AnyEventObject, kit: Kit): Model | undefined {
  const { basket, phase } = model;
  if (isDone(event, 'loadDays')) return become(model, idle('choosing'));
  if (isError(event, 'loadDays')) return become(model, failedLoad());
  if (isDone(event, 'saveChoice'))
    return kit.enter({ ...model, basket: { ...basket, saved: true, hasBasket: true } }, 'checkout');
  // The day may have filled meanwhile (198): it is chosen again from the days read afresh,
  // and the choice is not saved until then (no checkout without a day).
  if (isError(event, 'saveChoice'))
    return become(model, loading('loadDays'), { ...basket, dropOffDate: null, saved: false });
  switch (event.type) {
    case 'date.chosen':
      return phase.name === 'choosing'
        ? become(model, phase, {
            ...basket,
            dropOffDate: dataOf<string>(event, 'date'),
            saved: false,
          })
        : model;
    case 'funnel.next':
      return phase.name === 'choosing' && basket.dropOffDate !== null && basket.customerId !== null
        ? become(model, busyWith('saving', 'saveChoice'))
        : model;
    case 'funnel.retry':
      return phase.name === 'failed' ? become(model, loading('loadDays')) : model;
  }
  return undefined;
}

function checkoutOn(model: Model, event: AnyEventObject): Model | undefined {
  const { phase } = model;
  if (isDone(event, 'checkoutStep')) return become(model, idle('ready'));
  if (isDone(event, 'saveCover') || isError(event, 'saveCover'))
    return become(model, idle('ready'));
  switch (event.type) {
    case 'insurance.chosen':
      return phase.name === 'ready' ? become(model, busyWith('savingCover', 'saveCover')) : model;
  }
  return undefined;
}

export const driveUpFunnel = funnelOracle<DriveUpBasket>({
  id: 'driveUpFunnel',
  start,
  isSignedIn: (basket) => basket.customerId !== null,
  signedIn: (basket, event) => ({ ...basket, customerId: dataOf<number>(event, 'customerId') }),
  // The next unit starts afresh, near the same postcode.
  afterOrder: (basket) => ({
    ...start({}),
    customerId: basket.customerId,
    postcode: basket.postcode,
  }),
  missingForCheckout: (basket) => [
    ...(basket.customerId !== null ? [] : ['an account']),
    ...(basket.siteId !== null ? [] : ['a site']),
    ...(basket.unitSizeId !== null ? [] : ['a size']),
    ...(basket.dropOffDate !== null ? [] : ['a drop-off day']),
    ...(basket.saved && basket.hasBasket ? [] : ['the choice saved, holding a unit']),
  ],
  steps: [
    {
      id: 'location',
      url: '/apps/drive-up/location',
      done: (basket) => basket.siteId !== null,
      // Back after a reload: the sites near the kept postcode are found again.
      enter: (basket) =>
        basket.postcode !== '' && !basket.hasSites
          ? busyWith('searching', 'findSites')
          : idle('choosing'),
      on: locationOn,
    },
    {
      id: 'unit',
      url: '/apps/drive-up/unit',
      done: (basket) => basket.unitSizeId !== null,
      back: 'location',
      enter: () => loading('loadSizes'),
      on: unitOn,
    },
    {
      id: 'date',
      url: '/apps/drive-up/date',
      done: (basket) => basket.saved && basket.hasBasket,
      back: 'unit',
      enter: () => loading('loadDays'),
      on: dateOn,
    },
    {
      id: 'checkout',
      url: '/apps/drive-up/checkout',
      done: () => false,
      back: 'date',
      enter: checkoutLoading,
      on: checkoutOn,
    },
  ],
});
