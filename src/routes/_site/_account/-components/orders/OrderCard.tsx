import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatDisplayDate } from '../../../../../domain/dates';
import { formatPrice } from '../../../../../domain/format';
import type { Order, OrderStatus, OrderType } from '../../../../../domain/orders';
import {
  canChangeTime,
  cancellationPolicyText,
  cancelledText,
  hasBoxLabels,
  orderStatus,
  orderTypeLabel,
} from '../../../../../domain/orders';
import type { orderActionsMachine } from '../../../../../machines/orderActions.machine';
import { ORDER_STATUS_LABELS } from '../../../../../machines/orderActions.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import type { BadgeTone } from '../../../../../ui/commerce/Badge/Badge';
import { Badge } from '../../../../../ui/commerce/Badge/Badge';
import { VisuallyHidden } from '../../../../../ui/VisuallyHidden/VisuallyHidden';
import { useAppActor } from '../../../../../wiring/useAppActor';
import { CancelOrderDialog } from './CancelOrderDialog';
import { ChangeTimeDialog } from './ChangeTimeDialog';
import { FeedbackDialog, ratingText } from './FeedbackDialog';
import { InvoiceDialog } from './InvoiceDialog';
import * as styles from './orders.css';

export type OrderActionsActor = ActorRefFrom<typeof orderActionsMachine>;

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  booked: 'info',
  today: 'brand',
  completed: 'success',
  cancelled: 'neutral',
};

/** What the service date of each kind of order is, in the customer's words. */
export const SERVICE_DATE_LABELS: Record<OrderType, string> = {
  BTB: 'Collection',
  BTB_RETURN: 'Return delivery',
  BTB_MATERIALS: 'Delivery',
  VSU: 'Move-in',
  VSU_RETURN: 'Move-out',
  COLLECTION: 'Collection',
  MATERIALS: 'Delivery',
  PACKING: 'Packers arrive',
  SHIPPING: 'Dispatch',
};

export interface OrderCardProps {
  order: Order;
  /** 'yyyy-MM-dd': the day the page opened. */
  today: string;
  machine: typeof orderActionsMachine;
}

/**
 * One order: its number, kind, dates, status and total, and what can be done with it. Each
 * action that asks something opens its own dialog; the card's machine says which is open.
 */
export function OrderCard({ order: listed, today, machine }: OrderCardProps) {
  const actor = useAppActor(machine, { input: { order: listed, today } });
  const order = useSelector(actor, (state) => state.context.order);
  const idle = useSelector(actor, (state) => state.matches('idle'));
  const downloading = useSelector(actor, (state) => state.hasTag('downloading'));
  const error = useSelector(actor, (state) => state.context.error);
  const notice = useSelector(actor, (state) => state.context.notice);
  // While the dialog is open it stays, to show its thanks; then the card shows the rating.
  const feedbackOpen = useSelector(actor, (state) => state.matches('feedback'));
  const titleId = useId();

  const status = orderStatus(order, today);
  const serviceLabel = SERVICE_DATE_LABELS[order.orderType];

  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId}>
        <div className={styles.cardHeader}>
          <h2 id={titleId} className={styles.cardTitle}>
            Order {order.orderId}{' '}
            <span className={styles.orderType}>{orderTypeLabel(order.orderType)}</span>
          </h2>
          <Badge tone={STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>
        </div>

        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Ordered</dt>
            <dd className={styles.factValue}>{formatDisplayDate(order.orderDate)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{serviceLabel}</dt>
            <dd className={styles.factValue}>
              {order.serviceDate ? formatDisplayDate(order.serviceDate) : 'Not booked yet'}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Items</dt>
            <dd className={styles.factValue}>{order.numberOfItems}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Total</dt>
            <dd className={styles.factValue}>{formatPrice(order.total)}</dd>
          </div>
        </dl>

        {order.isOrderCancelled ? (
          <p className={styles.cardNote}>{cancelledText(order)}</p>
        ) : (
          order.isOrderCancellable && (
            <p className={styles.cardHint}>{cancellationPolicyText(order)}</p>
          )
        )}

        {notice && (
          <Alert
            type="info"
            className={styles.alert}
            onClose={() => actor.send({ type: 'orderActions.noticeDismissed' })}
          >
            {notice}
          </Alert>
        )}
        {/* A dialog shows its own errors; the card shows those of what runs without one. */}
        {error && idle && (
          <Alert
            type="danger"
            className={styles.alert}
            onClose={() => actor.send({ type: 'orderActions.errorDismissed' })}
          >
            {error}
          </Alert>
        )}

        <div className={styles.cardActions}>
          {hasBoxLabels(order) && (
            <Button
              size="sm"
              variant="secondary"
              loading={downloading}
              onClick={() => actor.send({ type: 'orderActions.downloadLabels' })}
            >
              Box labels (PDF) <VisuallyHidden>for order {order.orderId}</VisuallyHidden>
            </Button>
          )}
          <InvoiceDialog actor={actor} />
          {canChangeTime(order) && <ChangeTimeDialog actor={actor} />}
          {status === 'completed' &&
            (order.feedbackRating && !feedbackOpen ? (
              <p className={styles.cardHint}>Your rating: {ratingText(order.feedbackRating)}</p>
            ) : (
              <FeedbackDialog actor={actor} />
            ))}
          {order.isOrderCancellable && <CancelOrderDialog actor={actor} />}
        </div>
      </article>
    </li>
  );
}
