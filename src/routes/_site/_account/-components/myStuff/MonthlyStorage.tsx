import { Link } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  type Agreement,
  agreementCoversText,
  agreementEndingText,
  boxAgreements,
  nextPaymentDetail,
} from '../../../../../domain/agreements';
import { formatPrice } from '../../../../../domain/format';
import type { agreementsMachine } from '../../../../../machines/agreements.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { textLinkStyle } from '../../../../../ui/TextLink/TextLink.css';
import * as cards from './myStuff.css';
import * as styles from './storageUnits.css';

export type AgreementsActor = ActorRefFrom<typeof agreementsMachine>;

/**
 * My stuff's 'Monthly storage': for each order's boxes still billed, what is stored, the next
 * payment (amount, day and card) or the day it ends. A unit's payment is on its own card
 * (StorageUnits). Like the units and shipments, nothing shows while it loads or for a
 * customer with no boxes billed monthly.
 */
export function MonthlyStorage({ actor }: { actor: AgreementsActor }) {
  const agreements = useSelector(
    actor,
    (state) => boxAgreements(state.context.agreements),
    shallowEqual,
  );
  const failed = useSelector(actor, (state) => state.matches('failed'));
  if (failed) {
    return (
      <Alert type="danger" title="We could not load your monthly payments" className={cards.alert}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'agreements.retry' })}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (agreements.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="monthly-storage">
      <h2 id="monthly-storage" className={styles.heading}>
        Monthly storage
      </h2>
      <ul className={cards.list}>
        {agreements.map((agreement) => (
          <li key={agreement.agreementId}>
            <AgreementCard agreement={agreement} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AgreementCard({ agreement }: { agreement: Agreement }) {
  const title = `Boxes from order #${agreement.orderId}`;
  const ending = agreementEndingText(agreement);
  return (
    <article className={cards.card} aria-label={title}>
      <div className={cards.cardHeader}>
        <h3 className={cards.cardTitle}>{title}</h3>
        {ending && <span className={cards.booked}>{ending}</span>}
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>Stored</dt>
        <dd className={styles.value}>{agreementCoversText(agreement.covers)}</dd>
        <dt className={styles.term}>Next payment</dt>
        <dd className={styles.value}>{nextPaymentDetail(agreement)}</dd>
        {agreement.owed > 0 && (
          <>
            <dt className={styles.term}>Owed</dt>
            <dd className={styles.value}>
              <OwedNote amount={agreement.owed} />
            </dd>
          </>
        )}
      </dl>
      {agreement.card && agreement.nextPaymentDate && (
        <p className={cards.muted}>
          Taken from your card each month.{' '}
          <Link to="/apps/cards" className={textLinkStyle}>
            Change the card in Cards
          </Link>
          .
        </p>
      )}
    </article>
  );
}

/** '£12.50 could not be taken from your card. Pay it in Payments' */
export function OwedNote({ amount }: { amount: number }) {
  return (
    <>
      {formatPrice(amount)} could not be taken from your card.{' '}
      <Link to="/apps/payments" className={textLinkStyle}>
        Pay it in Payments
      </Link>
    </>
  );
}
