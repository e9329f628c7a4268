import { useSelector } from '@xstate/react';
import { waitingPaymentHeadline } from '../../../domain/dunning';
import { Alert } from '../../../ui/Alert/Alert';
import { Button } from '../../../ui/Button/Button';
import type { CheckoutActor } from '../../../wiring/checkoutActor';
import * as styles from './funnel.css';

/**
 * A payment of this basket waits for the bank's check, with no check open on this device
 * (begun on another, or this browser lost it): finish it here (the bank's check opens, as
 * when paying) or abandon it (nothing is taken and the basket can change again).
 */
export function WaitingPaymentOffer({ checkout }: { checkout: CheckoutActor }) {
  const amount = useSelector(checkout, (state) => state.context.progress?.amount ?? null);
  const abandoning = useSelector(checkout, (state) => state.matches('abandoning'));
  const error = useSelector(checkout, (state) =>
    state.matches('waitingForBank') ? state.context.error : null,
  );
  return (
    <section className={styles.stack} aria-label="Payment waiting for your bank">
      <Alert
        type="info"
        title={
          amount === null
            ? "A payment is waiting for your bank's check."
            : waitingPaymentHeadline({ amount })
        }
      >
        <p>
          Finish it to place your order, or abandon it: nothing has been taken yet. Left waiting, it
          is cancelled 30 minutes after it began.
        </p>
        <div className={styles.actions}>
          <Button disabled={abandoning} onClick={() => checkout.send({ type: 'checkout.finish' })}>
            Finish payment
          </Button>
          <Button
            variant="secondary"
            loading={abandoning}
            onClick={() => checkout.send({ type: 'checkout.abandon' })}
          >
            Abandon payment
          </Button>
        </div>
      </Alert>
      {error && (
        <Alert type="danger" focusKey={error}>
          {error}
        </Alert>
      )}
    </section>
  );
}
