import type { ReactNode } from 'react';
import { formatPrice } from '../../../domain/format';
import { Button } from '../../Button/Button';
import { Dialog } from '../../Dialog/Dialog';
import * as styles from './AuthenticationDialog.css';

export type AuthenticationDialogProps = {
  open: boolean;
  onApprove: () => void;
  /** Also called when the dialog is dismissed (Escape, the close button): not approving declines. */
  onDecline: () => void;
  /** The answer is being sent; both buttons wait and the dialog stays open. */
  busy?: boolean;
  /** The amount being confirmed. */
  amount?: number;
  /** The card, e.g. `cardLabel(card)`. */
  cardText?: string;
  merchant?: string;
  /** Say that this stands in for the bank's own page (the sandbox provider). */
  sandbox?: boolean;
  children?: ReactNode;
};

/** The sandbox provider's 3-D Secure step: the customer approves or declines the payment. */
export function AuthenticationDialog({
  open,
  onApprove,
  onDecline,
  busy = false,
  amount,
  cardText,
  merchant = 'Boxroom',
  sandbox = true,
  children,
}: AuthenticationDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onDecline();
      }}
      title="Your bank needs to confirm this payment"
      description={`Approve the payment to ${merchant} to finish, or decline it to stop.`}
      closeLabel="Decline and close"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onDecline}>
            Decline
          </Button>
          <Button loading={busy} onClick={onApprove}>
            Approve
          </Button>
        </>
      }
    >
      {(amount !== undefined || cardText) && (
        <dl className={styles.details}>
          <dt className={styles.term}>Paying</dt>
          <dd className={styles.value}>{merchant}</dd>
          {amount !== undefined && (
            <>
              <dt className={styles.term}>Amount</dt>
              <dd className={styles.value}>{formatPrice(amount)}</dd>
            </>
          )}
          {cardText && (
            <>
              <dt className={styles.term}>Card</dt>
              <dd className={styles.value}>{cardText}</dd>
            </>
          )}
        </dl>
      )}
      {children}
      {sandbox && (
        <p className={styles.sandboxNote}>
          This is a test payment. A real bank would show its own page or ask you to confirm in its
          app.
        </p>
      )}
    </Dialog>
  );
}
