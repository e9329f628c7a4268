import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { driveUpOf } from '../../src/domain/baskets.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { penceFromPounds, poundsFromPence } from '../../src/domain/money.ts';
import type { PaymentIntent } from '../../src/domain/payments.ts';
import { idSchema } from '../../src/domain/primitives.ts';
import type { CheckoutStartRequest } from '../../src/domain/quote.ts';
import { ownBasket } from '../baskets/own-basket.ts';
import { movingOut, priceBasket, pricedBreakdown } from '../baskets/pricing.ts';
import { holdPromotion } from '../baskets/promotions.ts';
import { quoteFromBreakdown } from '../baskets/quote.ts';
import { lockBasket, setBasketStage } from '../baskets/repository.ts';
import { holdStart, type OrderingSettings } from '../baskets/settings.ts';
import { validateBasket } from '../baskets/validation.ts';
import { bookBasketBoxes } from '../boxes/bookings.ts';
import { chosenUnit, holdUnit } from '../drive-up/lettings.ts';
import { claimMoveOut } from '../drive-up/moveOut.ts';
import { HttpError, PriceChangedError } from '../http/errors.ts';
import type { PaymentJobContext } from '../payments/background.ts';
import { ownCard } from '../payments/cards.ts';
import { isIntentChangeable, PaymentProviderError } from '../payments/provider.ts';
import { lockHeldWindows } from '../timeslots/service.ts';
import {
  type CheckoutProgressResponse,
  findJob,
  idempotencyKey,
  isActive,
  jobStatus,
  progressOf,
} from './jobs.ts';
import { ensureBasketPaymentIntent } from './payment-intent.ts';
import { runCheckoutJob } from './runner.ts';
import { checkoutWaitedTooLong, endIfWaitedTooLong } from './stuck.ts';

/*
 * The checkout calls. How the SPA pays (SPA's checkout machine, `preparePayment`):
 *   1. `POST basket/{id}/paymentIntent/create` with `{cardId}` (a saved card) or
 *      `{paymentMethodId}` (a card the card form has just tokenised: Stripe Elements, or the
 *      sandbox card form's `POST /v1/sandbox/paymentMethods`) attaches that card to the
 *      basket's one payment intent. Without a body it only answers the intent.
 *   2. `POST basket/{id}/checkout/start` starts an attempt that charges the attached card, or
 *      the customer's default card when none is attached.
 *   3. `GET basket/{id}/checkout/progress` until succeeded (with the order id) or failed; on
 *      requires_action the SPA completes 3-D Secure with the client secret and polls again.
 */

export interface CheckoutContext extends PaymentJobContext {
  settings: OrderingSettings;
}

/** The optional body of `POST basket/{id}/paymentIntent/create`: the card to pay with. */
export const paymentIntentRequestSchema = z.union([
  z.object({ cardId: idSchema }).strict(),
  z.object({ paymentMethodId: z.string().regex(/^[A-Za-z0-9_]{1,255}$/) }).strict(),
  z.object({}).strict(),
]);
export type PaymentIntentRequest = z.infer<typeof paymentIntentRequestSchema>;

function assertNotRunning(job: { status: string } | undefined): void {
  if (!job) return;
  if (jobStatus(job) === 'succeeded') throw new HttpError(409, ErrorCode.OrderAlreadyPlaced);
  if (isActive(job)) throw new HttpError(409, ErrorCode.CheckoutInProgress);
}

/**
 * `POST basket/{id}/paymentIntent/create`: the basket's one payment intent at its current
 * price, with the chosen card attached when the body names one.
 */
export async function basketPaymentIntent(
  context: CheckoutContext,
  customerId: number,
  basketId: number,
  request: PaymentIntentRequest,
): Promise<PaymentIntent> {
  const { db, provider, now } = context;
  const basket = await ownBasket(db, basketId, customerId);
  if (basket.stage === 'completed') throw new HttpError(409, ErrorCode.OrderAlreadyPlaced);
  // While an attempt runs, its intent is being charged: nothing about the payment may change,
  // and a caller asking for one is told why rather than handed an intent it cannot use.
  assertNotRunning(await findJob(db, basketId));

  const breakdown = await priceBasket(db, basket, now());
  const amountPence = breakdown.totalPence;
  if (amountPence === 0) {
    throw new HttpError(
      400,
      ErrorCode.ValidationFailed,
      'This order costs nothing, so there is no payment to take',
    );
  }

  const attach =
    'cardId' in request
      ? (await ownCard(db, provider.name, customerId, request.cardId)).providerRef
      : 'paymentMethodId' in request
        ? request.paymentMethodId
        : undefined;
  let intent = await ensureBasketPaymentIntent(db, provider, basket, amountPence, now());
  if (attach) {
    if (!isIntentChangeable(intent.status)) throw new HttpError(409, ErrorCode.CheckoutInProgress);
    try {
      intent = await provider.updatePaymentIntent(intent.id, { paymentMethod: attach });
    } catch (error) {
      if (error instanceof PaymentProviderError && !error.retryable) {
        // An unknown token, or another customer's.
        throw new HttpError(404, ErrorCode.NotFound);
      }
      throw error;
    }
  }
  return {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: poundsFromPence(intent.amountPence),
  };
}

/**
 * `POST basket/{id}/checkout/start`. While an attempt is running (or once it has succeeded)
 * every start answers with it, so twenty clicks make one charge. Otherwise the basket is
 * validated and a new attempt begins, with a new idempotency key; an invalid basket gives a
 * failed attempt with the validation's message.
 */
export async function startCheckout(
  context: CheckoutContext,
  customerId: number,
  basketId: number,
  request: CheckoutStartRequest = {},
): Promise<CheckoutProgressResponse> {
  const { db, now } = context;
  const basket = await ownBasket(db, basketId, customerId);
  const existing = await findJob(db, basketId);
  if (existing && (isActive(existing) || jobStatus(existing) === 'succeeded')) {
    return checkoutProgress(context, customerId, basketId);
  }
  if (basket.stage === 'completed') throw new HttpError(409, ErrorCode.OrderAlreadyPlaced);

  const job = await db.transaction().execute(async (trx) => {
    // One start at a time per basket; the one that finds no running attempt begins one. The
    // basket row stays locked to the end, and a change to it (PUT, PATCH, DELETE) waits for
    // the lock and then finds the checkout under way (197): what is priced here is what the
    // attempt charges and what its order is made of.
    const locked = await lockBasket(trx, basketId);
    const current = await trx
      .selectFrom('checkoutJobs')
      .selectAll()
      .where('basketId', '=', basketId)
      .forUpdate()
      .executeTakeFirst();
    if (current && (isActive(current) || jobStatus(current) === 'succeeded')) return current;
    if (!locked || locked.stage === 'completed') {
      throw new HttpError(409, ErrorCode.OrderAlreadyPlaced);
    }
    // A box goes in one open order: the rows are held so a second checkout naming the same
    // box waits here, then finds this one under way and is refused before any charge.
    await bookBasketBoxes(trx, customerId, basketId, locked);
    // Its timeslots are counted again below, in turn with anyone else taking those windows.
    await lockHeldWindows(trx, basketId);

    // The price is fixed here, from the locked basket: the attempt charges this and no other.
    const at = now();
    const priced = await pricedBreakdown(trx, locked, at);
    if (
      request.quotedTotal !== undefined &&
      penceFromPounds(request.quotedTotal) !== priced.breakdown.totalPence
    ) {
      throw new PriceChangedError(await quoteFromBreakdown(trx, locked, priced, at));
    }
    // This start is what puts the basket into checkout, so that stage is not held against it.
    const validation = await validateBasket(trx, context.settings, {
      ...locked,
      stage: 'notStarted',
    });

    const attempts = (current?.attempts ?? 0) + 1;
    const jobToken = current?.jobToken ?? randomBytes(8).toString('hex');
    const attempt = {
      status: validation.valid ? 'processing' : 'failed',
      attempts,
      idempotencyKey: idempotencyKey(basketId, attempts, jobToken),
      cardId: null,
      clientSecret: null,
      errorCode: validation.valid ? null : ErrorCode.ValidationFailed,
      message: validation.valid ? null : validation.message,
      orderId: null,
      amountPence: priced.breakdown.totalPence,
      breakdown: JSON.stringify(priced.breakdown),
      updatedAt: at,
    };
    const row = await trx
      .insertInto('checkoutJobs')
      .values({
        ...attempt,
        basketId,
        customerId,
        jobToken,
        reportedErrorRef: null,
        createdAt: at,
      })
      .onConflict((oc) => oc.column('basketId').doUpdateSet(attempt))
      .returningAll()
      .executeTakeFirstOrThrow();
    if (validation.valid) {
      // A drive-up unit is taken again as the basket enters checkout, in turn with anyone
      // else choosing that size there: a hold that lapsed before now may have been taken
      // (198), and from here on it is the basket's until the order or the attempt ends.
      const unit = locked.storageBasket ? chosenUnit(driveUpOf(locked.storageBasket)) : undefined;
      if (unit) {
        await holdUnit(trx, { ...unit, basketId, customerId }, at, holdStart(context.settings, at));
      }
      // A move-out is this basket's to pay for from here on: no second one for the unit.
      const moveOut = movingOut(locked);
      if (moveOut) await claimMoveOut(trx, customerId, basketId, moveOut.vsuLettingId);
      await setBasketStage(trx, basketId, 'checkoutStarted', { from: ['notStarted'], now: at });
      const { promotion } = priced;
      if (promotion && !(await holdPromotion(trx, promotion.promoCode, customerId, basketId, at))) {
        // Another checkout of this customer's took the code first: this price no longer holds.
        const fresh = await pricedBreakdown(trx, locked, at);
        throw new PriceChangedError(await quoteFromBreakdown(trx, locked, fresh, at));
      }
    }
    return row;
  });
  if (jobStatus(job) === 'processing') void runCheckoutJob(context, basketId);
  return progressOf(job);
}

/**
 * `GET basket/{id}/checkout/progress`. An attempt waiting for the bank's 3-D Secure answer is
 * checked with the provider on each call, and ended once it has waited 30 minutes; one still
 * processing is picked up if nothing in this process is running it (after a restart, say).
 */
export async function checkoutProgress(
  context: CheckoutContext,
  customerId: number,
  basketId: number,
): Promise<CheckoutProgressResponse> {
  const { db } = context;
  await ownBasket(db, basketId, customerId);
  let job = await findJob(db, basketId);
  if (!job) throw new HttpError(404, ErrorCode.NotFound, 'Checkout has not been started');
  if (checkoutWaitedTooLong(job, context.now())) {
    // Waited 30 minutes for the bank: ended now (nothing taken, the basket free) unless the
    // bank has answered meanwhile.
    await endIfWaitedTooLong(context, basketId);
    job = (await findJob(db, basketId)) ?? job;
  }
  if (jobStatus(job) === 'requires_action') await runCheckoutJob(context, basketId);
  else if (jobStatus(job) === 'processing') void runCheckoutJob(context, basketId);
  return progressOf((await findJob(db, basketId)) ?? job);
}
