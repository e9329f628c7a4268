import type { AnyEventObject } from 'xstate';
import { isMoveOutDay } from '../../../src/domain/driveUp';
import {
  become,
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
  waiting,
} from './kit';

/*
 * Moving out of a drive-up unit, as docs/decisions.md ("Moving out", "What a move-out costs",
 * "One move-out per unit") and src/domain/funnels.ts describe it:
 *
 * | step     | URL                     | done when                                     | Back to |
 * |----------|-------------------------|-----------------------------------------------|---------|
 * | day      | /apps/move-out/day      | a move-out day saved on the return basket     | —       |
 * | checkout | /apps/move-out/checkout | never                                         | day     |
 *
 * The funnel is opened from a unit's 'Move out' in My stuff, with the unit chosen; without
 * one there is nothing to do but choose it there. The unit is looked up once the session knows
 * the customer; its first allowed day (the site's notice, not before the contract's end) is
 * offered unless a later one was chosen. Continue saves an allowed day and goes to checkout.
 * Another unit chosen in My stuff starts the day step again for it.
 */

export interface MoveOutBasket {
  customerId: number | null;
  lettingId: number | null;
  /** The unit's first allowed move-out day, once the unit is known. */
  earliest: string | null;
  moveOutDate: string | null;
  saved: boolean;
  hasBasket: boolean;
}

type Model = FunnelModel<MoveOutBasket>;

function start(input: unknown): MoveOutBasket {
  const saved =
    ((input ?? {}) as { saved?: Record<string, unknown> | null }).saved ??
    ({} as Record<string, unknown>);
  return {
    customerId: (saved.customerId as number | undefined) ?? null,
    lettingId: (saved.lettingId as number | undefined) ?? null,
    earliest: (saved.unit as { earliestMoveOut?: string } | undefined)?.earliestMoveOut ?? null,
    moveOutDate: (saved.moveOutDate as string | undefined) ?? null,
    saved: (saved.saved as boolean | undefined) ?? false,
    hasBasket: saved.basketId != null,
  };
}

const allowed = (basket: MoveOutBasket) => isMoveOutDay(basket.moveOutDate ?? '', basket.earliest);

function dayEnter(basket: MoveOutBasket) {
  if (basket.lettingId === null) return idle('noUnit');
  return basket.customerId !== null
    ? busyWith('loading', 'loadUnit')
    : waiting('waitingForCustomer');
}

function dayOn(
  model: Model,
  event: AnyEventObject,
  kit: FunnelKit<MoveOutBasket>,
): Model | undefined {
  const { basket, phase } = model;
  if (event.type === 'funnel.signedIn' && phase.name === 'waitingForCustomer') {
    const known = { ...basket, customerId: dataOf<number>(event, 'customerId') };
    return become(model, dayEnter(known), known);
  }
  const unit = doneOf<{ earliestMoveOut: string }>(event, 'loadUnit');
  if (unit) {
    const earliest = unit.output.earliestMoveOut;
    const chosen = isMoveOutDay(basket.moveOutDate ?? '', earliest) ? basket.moveOutDate : earliest;
    return become(model, idle('choosing'), { ...basket, earliest, moveOutDate: chosen });
  }
  if (isError(event, 'loadUnit')) return become(model, failedLoad());
  if (isDone(event, 'saveMoveOut'))
    return kit.enter({ ...model, basket: { ...basket, saved: true, hasBasket: true } }, 'checkout');
  if (isError(event, 'saveMoveOut')) return become(model, idle('choosing'));
  switch (event.type) {
    case 'day.chosen':
      return phase.name === 'choosing'
        ? become(model, phase, {
            ...basket,
            moveOutDate: dataOf<string>(event, 'date'),
            saved: false,
          })
        : model;
    case 'funnel.next':
      return phase.name === 'choosing' && allowed(basket)
        ? become(model, busyWith('saving', 'saveMoveOut'))
        : model;
    case 'funnel.retry':
      return phase.name === 'failed' ? become(model, busyWith('loading', 'loadUnit')) : model;
  }
  return undefined;
}

export const moveOutFunnel = funnelOracle<MoveOutBasket>({
  id: 'moveOutFunnel',
  start,
  isSignedIn: (basket) => basket.customerId !== null,
  signedIn: (basket, event) => ({ ...basket, customerId: dataOf<number>(event, 'customerId') }),
  afterOrder: (basket) => ({ ...start({}), customerId: basket.customerId }),
  missingForCheckout: (basket) => [
    ...(basket.customerId !== null ? [] : ['an account']),
    ...(basket.lettingId !== null ? [] : ['a unit']),
    ...(allowed(basket) ? [] : ['an allowed move-out day']),
    ...(basket.saved && basket.hasBasket ? [] : ['the move-out saved']),
  ],
  // Another unit chosen in My stuff: its move-out starts at the day step, afresh.
  on: (model, event, kit) =>
    event.type === 'funnel.unitChosen'
      ? kit.enter(
          {
            ...model,
            basket: {
              ...model.basket,
              lettingId: dataOf<number>(event, 'lettingId'),
              earliest: null,
              moveOutDate: null,
              saved: false,
            },
          },
          'day',
        )
      : undefined,
  steps: [
    {
      id: 'day',
      url: '/apps/move-out/day',
      done: (basket) => basket.saved && basket.hasBasket,
      enter: dayEnter,
      on: dayOn,
    },
    {
      id: 'checkout',
      url: '/apps/move-out/checkout',
      done: () => false,
      back: 'day',
      enter: checkoutLoading,
      on: checkoutLoaded,
    },
  ],
});
