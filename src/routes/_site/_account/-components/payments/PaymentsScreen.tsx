import { Link } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { cardLabel, sortCardsDefaultFirst, usableCards } from '../../../../../domain/cards';
import { CUSTOMER_SERVICES_PHONE } from '../../../../../domain/contact';
import { ErrorCode } from '../../../../../domain/errors';
import { formatAmount, formatPrice } from '../../../../../domain/format';
import type { Payment, StatementTotals } from '../../../../../domain/payments';
import type { clearBalanceMachine } from '../../../../../machines/clearBalance.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { AuthenticationDialog } from '../../../../../ui/commerce/AuthenticationDialog/AuthenticationDialog';
import { SavedCardList } from '../../../../../ui/commerce/SavedCardList/SavedCardList';
import { cx } from '../../../../../ui/cx';
import { Page } from '../../../../../ui/layouts/Page';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import { textLinkStyle } from '../../../../../ui/TextLink/TextLink.css';
import { MonthlyBillTable } from './MonthlyBillTable';
import { PaymentTable } from './PaymentTable';
import * as styles from './payments.css';
import { StatementTable } from './StatementTable';

export type ClearBalanceActor = ActorRefFrom<typeof clearBalanceMachine>;

export const NOTHING_TO_PAY_TEXT = 'Nothing to pay. Your account is up to date.';
export const CREDIT_LIMIT_HINT = `Please call us on ${CUSTOMER_SERVICES_PHONE} to settle your balance.`;

export interface PaymentsScreenProps {
  actor: ClearBalanceActor;
  /** The sandbox provider asks for the bank's check in our dialog; Stripe shows its own. */
  sandbox: boolean;
}

const isOwed = (payment: Payment) => payment.status === 'pending' || payment.status === 'failed';

/** What is owed and paying it with a saved card, then the statement of charges and refunds. */
export function PaymentsScreen({ actor, sandbox }: PaymentsScreenProps) {
  const loading = useSelector(actor, (state) => state.matches('loading'));
  const loadFailed = useSelector(actor, (state) => state.matches('loadFailed'));
  const loadError = useSelector(actor, (state) => state.context.error);

  return (
    <Page title="Payments">
      {loading ? (
        <Spinner label="Loading your payments" />
      ) : loadFailed ? (
        <>
          <Alert type="danger" className={styles.notice}>
            {loadError}
          </Alert>
          <p className={styles.muted}>We could not load your payments.</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'clearBalance.retry' })}>
            Try again
          </Button>
        </>
      ) : (
        <>
          <BalanceSection actor={actor} sandbox={sandbox} />
          <MonthlyBillsSection actor={actor} />
          <StatementSection actor={actor} />
        </>
      )}
    </Page>
  );
}

function BalanceSection({ actor, sandbox }: PaymentsScreenProps) {
  const balance = useSelector(actor, (state) => state.context.outstandingBalance);
  const refreshing = useSelector(actor, (state) => state.matches({ succeeded: 'refreshing' }));
  const due = useSelector(actor, (state) => state.context.payments.filter(isOwed), shallowEqual);

  return (
    <section className={styles.section} aria-labelledby="balance-heading">
      <h2 id="balance-heading" className={styles.sectionHeading}>
        Outstanding balance
      </h2>
      {refreshing ? (
        <Spinner label="Updating your balance" />
      ) : balance > 0 ? (
        <>
          <p className={styles.balance}>
            You owe <span className={styles.amount}>{formatPrice(balance)}</span>
          </p>
          {due.length > 0 && <PaymentTable caption="Payments due" payments={due} />}
          <PayBalance actor={actor} sandbox={sandbox} />
        </>
      ) : (
        <p className={styles.balance}>{NOTHING_TO_PAY_TEXT}</p>
      )}
    </section>
  );
}

function PayBalance({ actor, sandbox }: PaymentsScreenProps) {
  const cards = useSelector(actor, (state) => state.context.cards);
  const today = useSelector(actor, (state) => state.context.today);
  const cardId = useSelector(actor, (state) => state.context.cardId);
  const balance = useSelector(actor, (state) => state.context.outstandingBalance);
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const polling = useSelector(actor, (state) => state.matches('polling'));
  const failed = useSelector(actor, (state) => state.matches('failed'));
  const error = useSelector(actor, (state) =>
    state.matches('failed') ? state.context.error : null,
  );
  const errorCode = useSelector(actor, (state) => state.context.errorCode);
  const authenticating = useSelector(
    actor,
    (state) => state.matches('authenticating') || state.matches('confirmingAuthentication'),
  );
  const answering = useSelector(actor, (state) => state.matches('confirmingAuthentication'));

  const chosen = cards.find((card) => card.cardId === cardId);

  if (usableCards(cards, today).length === 0) {
    return (
      <p className={styles.muted}>
        {cards.length === 0
          ? 'You have no saved cards to pay with.'
          : 'Your saved cards have expired.'}{' '}
        <Link to="/apps/cards" className={textLinkStyle}>
          Add a card
        </Link>{' '}
        to pay your balance.
      </p>
    );
  }

  return (
    <>
      {error && (
        <Alert
          type="danger"
          title="Your payment was not taken"
          className={styles.notice}
          focusKey={error}
        >
          {error}
          {errorCode === ErrorCode.CreditLimitExceeded && <p>{CREDIT_LIMIT_HINT}</p>}
        </Alert>
      )}
      <SavedCardList
        legend="Pay with"
        cards={sortCardsDefaultFirst(cards)}
        value={cardId}
        onChange={(id) => actor.send({ type: 'clearBalance.cardChosen', cardId: id })}
      />
      {polling && <Spinner label="Taking your payment" />}
      <div className={styles.actions}>
        <Button loading={busy} onClick={() => actor.send({ type: 'clearBalance.pay' })}>
          {/* The amount on the button is the amount taken, as on every other Pay button. */}
          {failed ? 'Try again' : `Pay ${formatPrice(balance)} now`}
        </Button>
      </div>
      {sandbox && (
        <AuthenticationDialog
          open={authenticating}
          busy={answering}
          amount={balance}
          cardText={chosen ? cardLabel(chosen) : undefined}
          onApprove={() => actor.send({ type: 'clearBalance.authenticate', approved: true })}
          onDecline={() => actor.send({ type: 'clearBalance.authenticate', approved: false })}
        />
      )}
    </>
  );
}

/** Every monthly bill, paid or not, beside the one-off charges. */
function MonthlyBillsSection({ actor }: { actor: ClearBalanceActor }) {
  const bills = useSelector(actor, (state) => state.context.monthlyBills);
  if (bills.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="monthly-heading">
      <h2 id="monthly-heading" className={styles.sectionHeading}>
        Monthly bills
      </h2>
      <p className={styles.muted}>
        Storage is paid month by month after the months paid with your order. A bill we could not
        take is owed until it is paid: we try again after 3, 5 and 7 days, or you can pay it above.
      </p>
      <MonthlyBillTable bills={bills} />
    </section>
  );
}

/** Charges − refunds = money received, as the server added them up; owed bills apart. */
export function StatementTotalsList({ totals }: { totals: StatementTotals }) {
  return (
    <dl className={styles.totals} aria-label="Statement totals">
      <div className={styles.totalRow}>
        <dt>Charges</dt>
        <dd className={styles.numeric}>{formatAmount(totals.charged)}</dd>
      </div>
      <div className={styles.totalRow}>
        <dt>Refunds</dt>
        <dd className={styles.numeric}>
          {totals.refunded > 0 ? `−${formatAmount(totals.refunded)}` : formatAmount(0)}
        </dd>
      </div>
      <div className={cx(styles.totalRow, styles.grandTotal)}>
        <dt>Money received</dt>
        <dd className={styles.numeric}>{formatAmount(totals.received)}</dd>
      </div>
      {totals.owed > 0 && (
        <div className={cx(styles.totalRow, styles.owedRow)}>
          <dt>Monthly bills owed, not received yet</dt>
          <dd className={styles.numeric}>{formatAmount(totals.owed)}</dd>
        </div>
      )}
    </dl>
  );
}

/** Every sum taken from a card and every sum paid back, from the statement, and their totals. */
function StatementSection({ actor }: { actor: ClearBalanceActor }) {
  const entries = useSelector(actor, (state) => state.context.statement);
  const totals = useSelector(actor, (state) => state.context.totals);
  return (
    <section className={styles.section} aria-labelledby="statement-heading">
      <h2 id="statement-heading" className={styles.sectionHeading}>
        Statement
      </h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>No charges or refunds yet.</p>
      ) : (
        <StatementTable entries={entries} />
      )}
      {totals && (entries.length > 0 || totals.owed > 0) && <StatementTotalsList totals={totals} />}
    </section>
  );
}
