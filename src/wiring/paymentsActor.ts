import { fromPromise } from 'xstate';
import { listCards } from '../api/cards';
import {
  getClearBalanceProgress,
  getPaymentsWithPending,
  getStatement,
  startClearBalance,
} from '../api/payments';
import { clearBalanceMachine } from '../machines/clearBalance.machine';
import { pollingWith } from '../machines/paymentPolling.machine';
import { unwrapResult } from './callResult';
import { authenticateIntent, providerAuthenticates } from './cardsActor';
import { notifications } from './notifications';
import { refreshPaymentAlerts } from './paymentAlertsActor';

/** The payments page and clearing the balance, with its calls from src/api. */
export const appClearBalanceMachine = clearBalanceMachine.provide({
  actors: {
    loadPayments: fromPromise(async ({ input }) => {
      const [payments, cards, statement] = await Promise.all([
        getPaymentsWithPending(input.customerId),
        listCards(input.customerId),
        getStatement(input.customerId),
      ]);
      const { entries, monthlyBills, totals } = unwrapResult(statement);
      return {
        ...unwrapResult(payments),
        cards: unwrapResult(cards),
        statement: entries,
        monthlyBills,
        totals,
      };
    }),
    startClearBalance: fromPromise(async ({ input }) =>
      unwrapResult(await startClearBalance(input.customerId, input.cardId)),
    ),
    paymentPolling: pollingWith(
      fromPromise(async ({ input }: { input: { customerId: number; paymentId: number } }) =>
        unwrapResult(await getClearBalanceProgress(input.customerId, input.paymentId)),
      ),
    ),
    authenticateBalancePayment: fromPromise(async ({ input }) =>
      authenticateIntent(input.clientSecret, input.approved),
    ),
  },
  actions: {
    announce: (_, { message }) => {
      notifications.post({ title: message, type: 'success' });
      // The balance is paid: the account banner has nothing more to say about it.
      refreshPaymentAlerts();
    },
  },
  guards: { providerAuthenticates },
});
