import type { AnyEventObject } from 'xstate';
import { dataOf, doneOf, isDone, isError, type Oracle, type Seen } from './kit';
import {
  freshPoll,
  type Poll,
  pollAfterCheck,
  pollCalls,
  pollNext,
  pollOrTimedOut,
  seenAs,
} from './payment';

/*
 * Paying for a basket, as SPEC.md (7 "Checkout, clear-balance payment and setup-intent
 * flows", the error codes: 34 declined, 1310 session expired) and docs/decisions.md
 * ("Payments", "Exactly once", "Checkout polling", "Stuck payments", "Prices: what is charged
 * equals what was shown") give it. Each call's results:
 *
 * | stage                    | call                | result                                   | then                                    |
 * |--------------------------|---------------------|------------------------------------------|-----------------------------------------|
 * | validating               | validateBasket      | valid                                    | preparingPayment                        |
 * |                          |                     | not valid (the server's message), error  | idle: the alert says why; pay again     |
 * | preparingPayment         | preparePayment      | ready                                    | starting (the Pay is sent)              |
 * |                          |                     | error (card refused by the form)         | failed                                  |
 * | starting                 | startCheckout       | succeeded                                | succeeded: the order's confirmation     |
 * |                          |                     | failed (34 declined, 29 funds)           | failed: pay again, this card or another |
 * |                          |                     | requires_action (3-D Secure)             | authenticating: the bank's dialog       |
 * |                          |                     | processing                               | polling, from a 1 s wait                |
 * |                          |                     | error 199 (price changed)                | priceChanged: nothing charged           |
 * |                          |                     | other error (network, 1310, 500)         | failed (1310 also signs out: session)   |
 * | polling                  | fetchProgress       | as startCheckout's, an error asks again   | (payment.ts), failed after 120 s        |
 * | confirmingAuthentication | authenticatePayment | done (approved or declined)              | polling: the server has the last word   |
 * |                          |                     | error                                    | failed, never the dialog again          |
 * | inspecting               | inspectCheckout     | requires_action / processing / none      | waitingForBank / polling / idle         |
 * |                          |                     | error                                    | idle: the customer pays as usual        |
 * | abandoning               | abandonCheckout     | succeeded (the bank's yes came first)    | succeeded: the order's confirmation     |
 * |                          |                     | anything else (cancelled)                | idle, nothing taken                     |
 * |                          |                     | error (provider unreachable)             | waitingForBank, as it was               |
 *
 * Pay is pressed where the card form is live: idle (also while the checkout step asks whether
 * a payment waits for the bank), after a failure, and after an order for the next one; while
 * any call of the attempt is under way it is the same attempt (nothing happens). After a price
 * change the customer pays only once they have agreed to the new quote. A reload while a
 * payment is under way picks its polling up again. Reset (the next order) forgets a finished
 * or failed attempt, and nothing else.
 */

type Stage =
  | 'idle'
  | 'inspecting'
  | 'waitingForBank'
  | 'abandoning'
  | 'validating'
  | 'preparingPayment'
  | 'starting'
  | 'priceChanged'
  | 'polling'
  | 'authenticating'
  | 'confirmingAuthentication'
  | 'succeeded'
  | 'failed';

export interface CheckoutModel {
  stage: Stage;
  poll: Poll | null;
  url: string | null;
}

/** The call each stage waits on, behind a spinner (busy) or not. */
const CALLS: Partial<Record<Stage, { call: string; busy: boolean }>> = {
  inspecting: { call: 'inspectCheckout', busy: false },
  abandoning: { call: 'abandonCheckout', busy: true },
  validating: { call: 'validateBasket', busy: true },
  preparingPayment: { call: 'preparePayment', busy: true },
  starting: { call: 'startCheckout', busy: true },
  confirmingAuthentication: { call: 'authenticatePayment', busy: true },
};

/** SPEC.md's error codes (the price changed since the quote: 199, ours, in src/domain/errors.ts). */
const PRICE_CHANGED = 199;

const codeOfError = (event: AnyEventObject) =>
  (event as { error?: { code?: unknown } }).error?.code ?? null;

const to = (model: CheckoutModel, stage: Stage, changes: Partial<CheckoutModel> = {}) => ({
  ...model,
  ...changes,
  stage,
  poll: changes.poll ?? (stage === 'polling' ? model.poll : null),
});

const confirmation = (output: unknown) =>
  `/apps/order-success?orderId=${(output as { orderId?: number | null }).orderId ?? ''}`;

/** Where a payment's answer (start, progress) leads. */
function answered(model: CheckoutModel, output: { status: string; orderId?: number | null }) {
  switch (output.status) {
    case 'succeeded':
      return to(model, 'succeeded', { url: confirmation(output) });
    case 'failed':
      return to(model, 'failed');
    case 'requires_action':
      return to(model, 'authenticating');
    default:
      return to(model, 'polling', { poll: freshPoll() });
  }
}

function fromPoll(model: CheckoutModel, poll: Poll): CheckoutModel {
  const outcome = pollOrTimedOut(poll);
  return outcome.to === 'timedOut'
    ? to(model, 'failed')
    : to(model, 'polling', { poll: outcome.to === 'poll' ? outcome.poll : poll });
}

const pay = (model: CheckoutModel) => to(model, 'validating');

function next(model: CheckoutModel, event: AnyEventObject): CheckoutModel {
  switch (model.stage) {
    case 'idle':
      if (event.type === 'checkout.pay') return pay(model);
      if (event.type === 'checkout.inspect') return to(model, 'inspecting');
      return model;
    case 'inspecting': {
      if (event.type === 'checkout.pay') return pay(model);
      const found = doneOf<{ status: string } | null>(event, 'inspectCheckout');
      if (found) {
        if (found.output?.status === 'requires_action') return to(model, 'waitingForBank');
        if (found.output?.status === 'processing')
          return to(model, 'polling', { poll: freshPoll() });
        return to(model, 'idle');
      }
      if (isError(event, 'inspectCheckout')) return to(model, 'idle');
      return model;
    }
    case 'waitingForBank':
      if (event.type === 'checkout.finish') return to(model, 'authenticating');
      if (event.type === 'checkout.abandon') return to(model, 'abandoning');
      return model;
    case 'abandoning': {
      const ended = doneOf<{ status: string }>(event, 'abandonCheckout');
      if (ended)
        return ended.output.status === 'succeeded'
          ? to(model, 'succeeded', { url: confirmation(ended.output) })
          : to(model, 'idle');
      if (isError(event, 'abandonCheckout')) return to(model, 'waitingForBank');
      return model;
    }
    case 'validating': {
      const checked = doneOf<{ valid: boolean }>(event, 'validateBasket');
      if (checked) return to(model, checked.output.valid ? 'preparingPayment' : 'idle');
      if (isError(event, 'validateBasket')) return to(model, 'idle');
      return model;
    }
    case 'preparingPayment':
      if (isDone(event, 'preparePayment')) return to(model, 'starting');
      if (isError(event, 'preparePayment')) return to(model, 'failed');
      return model;
    case 'starting': {
      const started = doneOf<{ status: string }>(event, 'startCheckout');
      if (started) return answered(model, started.output);
      if (isError(event, 'startCheckout'))
        return to(model, codeOfError(event) === PRICE_CHANGED ? 'priceChanged' : 'failed');
      return model;
    }
    case 'priceChanged':
      if (event.type === 'checkout.priceChangeConfirmed') return to(model, 'idle');
      return model;
    case 'polling': {
      if (!model.poll) return model;
      const outcome = pollNext(model.poll, event);
      switch (outcome.to) {
        case 'poll':
          return outcome.poll === model.poll ? model : fromPoll(model, outcome.poll);
        case 'timedOut':
          return to(model, 'failed');
        default:
          return answered(model, outcome.output as { status: string });
      }
    }
    case 'authenticating':
      if (event.type === 'checkout.authenticate') return to(model, 'confirmingAuthentication');
      return model;
    case 'confirmingAuthentication':
      if (isDone(event, 'authenticatePayment'))
        return to(model, 'polling', { poll: pollAfterCheck() });
      if (isError(event, 'authenticatePayment')) return to(model, 'failed');
      return model;
    case 'succeeded':
    case 'failed':
      if (event.type === 'checkout.pay') return pay(model);
      if (event.type === 'checkout.reset') return to(model, 'idle');
      return model;
    default:
      return model;
  }
}

export const checkout: Oracle<CheckoutModel> = {
  id: 'checkout',
  start: (input) => {
    const pending = dataOf<number | null | undefined>(
      (input ?? {}) as AnyEventObject,
      'pendingBasketId',
    );
    return pending
      ? { stage: 'polling', poll: freshPoll(), url: null }
      : { stage: 'idle', poll: null, url: null };
  },
  next,
  seen: (model): Seen => {
    if (model.stage === 'polling' && model.poll)
      return seenAs('polling', {
        busy: true,
        calls: pollCalls(model.poll),
        url: model.url,
      });
    const call = CALLS[model.stage];
    return seenAs(model.stage, {
      busy: call?.busy ?? false,
      error: model.stage === 'failed' || model.stage === 'priceChanged',
      calls: call ? [call.call] : [],
      url: model.url,
    });
  },
};
