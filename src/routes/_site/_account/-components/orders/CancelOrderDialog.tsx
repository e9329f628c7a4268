import { useSelector } from '@xstate/react';
import { formatDisplayDate } from '../../../../../domain/dates';
import { cancellationPolicyText, orderTypeLabel } from '../../../../../domain/orders';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { Dialog, DialogClose } from '../../../../../ui/Dialog/Dialog';
import { VisuallyHidden } from '../../../../../ui/VisuallyHidden/VisuallyHidden';
import type { OrderActionsActor } from './OrderCard';
import * as styles from './orders.css';

/** 'Cancel order': nothing is cancelled until the customer confirms in the dialog. */
export function CancelOrderDialog({ actor }: { actor: OrderActionsActor }) {
  const open = useSelector(actor, (state) => state.matches('cancel'));
  const cancelling = useSelector(actor, (state) => state.matches({ cancel: 'cancelling' }));
  const error = useSelector(actor, (state) => state.context.error);
  const order = useSelector(actor, (state) => state.context.order);

  return (
    <Dialog
      title={`Cancel order ${order.orderId}?`}
      trigger={
        <Button size="sm" variant="ghost">
          Cancel order <VisuallyHidden>{order.orderId}</VisuallyHidden>
        </Button>
      }
      open={open}
      onOpenChange={(next) =>
        actor.send({ type: next ? 'orderActions.cancel' : 'orderActions.close' })
      }
      footer={
        <>
          <Button
            variant="danger"
            loading={cancelling}
            onClick={() => actor.send({ type: 'orderActions.confirmCancel' })}
          >
            Yes, cancel this order
          </Button>
          <DialogClose asChild>
            <Button variant="secondary" disabled={cancelling}>
              Keep the order
            </Button>
          </DialogClose>
        </>
      }
    >
      {error && (
        <Alert
          type="danger"
          className={styles.alert}
          onClose={() => actor.send({ type: 'orderActions.errorDismissed' })}
        >
          {error}
        </Alert>
      )}
      <p className={styles.dialogText}>
        Your {orderTypeLabel(order.orderType)} order
        {order.serviceDate ? ` for ${formatDisplayDate(order.serviceDate)}` : ''} will be cancelled
        and its courier booking given up. This cannot be undone.
      </p>
      <p className={styles.dialogText}>{cancellationPolicyText(order)}</p>
    </Dialog>
  );
}
