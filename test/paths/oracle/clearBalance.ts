import type { AnyEventObject } from 'xstate';
import { type Card, preferredCardId, usableCards } from '../../../src/domain/cards';
import { dataOf, doneOf, isDone, isError, type Oracle, type Seen } from './kit';
import { freshPoll, type Poll, pollAfterCheck, pollCalls, pollNext, seenAs } from './payment';

/*
 * The payments page and paying what is owed (Clear balance), as SPEC.md (7 "Checkout,
 * clear-balance payment and setup-intent flows", errors 34 and 29) and docs/decisions.md
 * ("Payments", "Payment polling", "Cards": a card works to the end of its expiry month) give it.
 *
 * | stage                    | call                       | result                       | then                                   |
 * |--------------------------|----------------------------|------------------------------|----------------------------------------|
 * | loading                  | loadPayments               | the page                     | ready, the preferred usable card chosen |
 * |                          |                            | error (network, 1310)        | loadFailed: Try again                  |
 * | starting                 | startClearBalance          | the payment                  | polling, from a 1 s wait               |
 * |                          |                            | error (network, 1310)        | failed: pay again                      |
 * | polling                  | fetchBalanceProgress       | succeeded                    | succeeded: the page read again         |
 * |                          |                            | failed (34, 29)              | failed: pay again                      |
 * |                          |                            | requires_action (3-D Secure) | authenticating                         |
 * |                          |                            | processing, error            | asked again; failed after 120 s        |
 * | confirmingAuthentication | authenticateBalancePayment | done (approved or declined)  | polling: the server decides            |
 * |                          |                            | error                        | failed                                 |
 * | succeeded (refreshing)   | loadPayments               | the page / error             | succeeded: shown again / nothing owed  |
 *
 * Pay is offered where the page is shown and no payment runs (ready, after a failure, after a
 * payment), and only pays when something is owed and the chosen card has not expired; an
 * expired card cannot be chosen. While a payment runs, Pay is the same payment.
 */

type Stage =
  | 'loading'
  | 'loadFailed'
  | 'ready'
  | 'starting'
  | 'polling'
  | 'authenticating'
  | 'confirmingAuthentication'
  | 'succeeded'
  | 'failed';

export interface ClearBalanceModel {
  stage: Stage;
  /** Reading the page again after a payment (succeeded only). */
  refreshing: boolean;
  poll: Poll;
  today: Date;
  owed: number;
  cards: Card[];
  cardId: number | null;
}

const CALLS: Partial<Record<Stage, string>> = {
  loading: 'loadPayments',
  starting: 'startClearBalance',
  confirmingAuthentication: 'authenticateBalancePayment',
};

const at = (model: ClearBalanceModel, stage: Stage, poll: Poll = freshPoll()) => ({
  ...model,
  stage,
  poll,
  refreshing: stage === 'succeeded',
});

interface Page {
  outstandingBalance: number;
  cards: Card[];
}

const withPage = (model: ClearBalanceModel, page: Page): ClearBalanceModel => ({
  ...model,
  owed: page.outstandingBalance,
  cards: page.cards,
  cardId: preferredCardId(page.cards, model.cardId, model.today),
});

const usable = (model: ClearBalanceModel, cardId: unknown) =>
  usableCards(model.cards, model.today).some((card) => card.cardId === cardId);

/** The page as shown, where the customer may choose a card and pay. */
function onPage(model: ClearBalanceModel, event: AnyEventObject): ClearBalanceModel {
  if (event.type === 'clearBalance.cardChosen') {
    const cardId = dataOf<number>(event, 'cardId');
    return usable(model, cardId) ? { ...model, cardId } : model;
  }
  if (event.type === 'clearBalance.pay' && model.owed > 0 && usable(model, model.cardId))
    return at(model, 'starting');
  return model;
}

function next(model: ClearBalanceModel, event: AnyEventObject): ClearBalanceModel {
  switch (model.stage) {
    case 'loading': {
      const page = doneOf<Page>(event, 'loadPayments');
      if (page) return at(withPage(model, page.output), 'ready');
      if (isError(event, 'loadPayments')) return at(model, 'loadFailed');
      return model;
    }
    case 'loadFailed':
      return event.type === 'clearBalance.retry' ? at(model, 'loading') : model;
    case 'ready':
    case 'failed':
      return onPage(model, event);
    case 'starting':
      if (isDone(event, 'startClearBalance')) return at(model, 'polling');
      if (isError(event, 'startClearBalance')) return at(model, 'failed');
      return model;
    case 'polling': {
      const outcome = pollNext(model.poll, event);
      switch (outcome.to) {
        case 'poll':
          return outcome.poll === model.poll ? model : at(model, 'polling', outcome.poll);
        case 'succeeded':
          return at(model, 'succeeded');
        case 'authenticate':
          return at(model, 'authenticating');
        default:
          return at(model, 'failed');
      }
    }
    case 'authenticating':
      return event.type === 'clearBalance.authenticate'
        ? at(model, 'confirmingAuthentication')
        : model;
    case 'confirmingAuthentication':
      if (isDone(event, 'authenticateBalancePayment'))
        return at(model, 'polling', pollAfterCheck());
      if (isError(event, 'authenticateBalancePayment')) return at(model, 'failed');
      return model;
    case 'succeeded': {
      if (!model.refreshing) return onPage(model, event);
      const page = doneOf<Page>(event, 'loadPayments');
      if (page) return { ...withPage(model, page.output), refreshing: false };
      // Paid either way: nothing is owed until the page is read again.
      if (isError(event, 'loadPayments')) return { ...model, owed: 0, refreshing: false };
      return model;
    }
    default:
      return model;
  }
}

export const clearBalance: Oracle<ClearBalanceModel> = {
  id: 'clearBalance',
  start: (input) => ({
    stage: 'loading',
    refreshing: false,
    poll: freshPoll(),
    today: (input as { today: Date }).today,
    owed: 0,
    cards: [],
    cardId: null,
  }),
  next,
  seen: (model): Seen => {
    if (model.stage === 'polling')
      return seenAs('polling', {
        busy: true,
        calls: pollCalls(model.poll),
      });
    if (model.stage === 'succeeded')
      return seenAs('succeeded', {
        busy: model.refreshing,
        calls: model.refreshing ? ['loadPayments'] : [],
      });
    const call = CALLS[model.stage];
    return seenAs(model.stage, {
      busy: call !== undefined,
      // The payments page shows a failed load by its own state (loadFailed), with Try again.
      error: model.stage === 'failed',
      calls: call ? [call] : [],
    });
  },
};
