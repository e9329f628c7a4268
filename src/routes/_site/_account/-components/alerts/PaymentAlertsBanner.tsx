import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { prettyDay } from '../../../../../domain/dates';
import {
  ARREARS_NOTE,
  type OwedBills,
  owedBillsHeadline,
  type WaitingPayment,
  waitingPaymentHeadline,
} from '../../../../../domain/dunning';
import type { paymentAlertsMachine } from '../../../../../machines/paymentAlerts.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { button as buttonStyle } from '../../../../../ui/Button/Button.css';
import { AuthenticationDialog } from '../../../../../ui/commerce/AuthenticationDialog/AuthenticationDialog';
import * as styles from './paymentAlerts.css';

export type PaymentAlertsActor = ActorRefFrom<typeof paymentAlertsMachine>;

/** What happens next to an unpaid bill, after the headline. */
function owedNext(owed: OwedBills): string {
  if (owed.arrears) return ARREARS_NOTE;
  if (owed.nextAttemptOn) {
    return `We'll try your card again on ${prettyDay(owed.nextAttemptOn)}. Pay now to settle it, with this card or another.`;
  }
  return 'Pay now to settle it, with this card or another.';
}

function waitingText(waiting: WaitingPayment): string {
  const outcome = waiting.kind === 'checkout' ? 'place your order' : 'pay your balance';
  return `Finish it here to ${outcome}, or abandon it: nothing has been taken yet. Left waiting, it is cancelled 30 minutes after it began.`;
}

/**
 * The account pages' banner (docs/decisions.md, "Dunning"): a monthly payment that did not go
 * through, with Pay now (Payments' Clear balance), and a payment left waiting for the bank's
 * check, to finish or abandon from this device. Shown while it is so; it has no close button.
 */
export function PaymentAlertsBanner({
  actor,
  sandbox,
}: {
  actor: PaymentAlertsActor;
  /** The sandbox provider: its dialog stands in for the bank's check. */
  sandbox: boolean;
}) {
  const alerts = useSelector(actor, (state) => state.context.alerts);
  const error = useSelector(actor, (state) => state.context.error);
  const payment = useSelector(actor, (state) => state.context.payment);
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const finishing = useSelector(actor, (state) => state.matches('finishing'));
  const abandoning = useSelector(actor, (state) => state.matches('abandoning'));
  const asking = useSelector(
    actor,
    (state) => state.matches({ finishing: 'asking' }) || state.matches({ finishing: 'confirming' }),
  );
  const answering = useSelector(actor, (state) => state.matches({ finishing: 'confirming' }));

  const owed = alerts?.owedBills ?? null;
  const waiting = payment ?? alerts?.waitingPayment ?? null;
  if (!owed && !waiting && !error) return null;

  return (
    <div className={styles.banners}>
      {owed && (
        <Alert type={owed.arrears ? 'danger' : 'warning'} title={owedBillsHeadline(owed)}>
          <p className={styles.text}>{owedNext(owed)}</p>
          <Link
            to="/apps/payments"
            hash="balance-heading"
            className={buttonStyle({ variant: 'primary', size: 'sm' })}
          >
            Pay now
          </Link>
        </Alert>
      )}
      {waiting && (
        <Alert type="info" title={waitingPaymentHeadline(waiting)}>
          <p className={styles.text}>{waitingText(waiting)}</p>
          <div className={styles.actions}>
            <Button
              size="sm"
              loading={finishing && !asking}
              disabled={busy}
              onClick={() => actor.send({ type: 'alerts.finish' })}
            >
              Finish payment
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={abandoning}
              disabled={busy}
              onClick={() => actor.send({ type: 'alerts.abandon' })}
            >
              Abandon payment
            </Button>
          </div>
        </Alert>
      )}
      {error && <Alert type="danger">{error}</Alert>}
      {sandbox && (
        <AuthenticationDialog
          open={asking}
          busy={answering}
          amount={waiting?.amount}
          onApprove={() => actor.send({ type: 'alerts.authenticate', approved: true })}
          onDecline={() => actor.send({ type: 'alerts.authenticate', approved: false })}
        />
      )}
    </div>
  );
}
