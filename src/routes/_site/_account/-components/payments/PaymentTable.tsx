import { prettyDay } from '../../../../../domain/dates';
import { formatPrice } from '../../../../../domain/format';
import type { Payment, PaymentStatus } from '../../../../../domain/payments';
import type { BadgeTone } from '../../../../../ui/commerce/Badge/Badge';
import { Badge } from '../../../../../ui/commerce/Badge/Badge';
import { cx } from '../../../../../ui/cx';
import * as styles from './payments.css';
import { TableScroller } from './TableScroller';

export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  failed: { label: 'Failed', tone: 'warning' },
  succeeded: { label: 'Paid', tone: 'success' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

export interface PaymentTableProps {
  caption: string;
  payments: readonly Payment[];
}

/** Payments with their day, what they were for, the amount and where they stand. */
export function PaymentTable({ caption, payments }: PaymentTableProps) {
  return (
    <TableScroller label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              Date
            </th>
            <th scope="col" className={styles.headerCell}>
              Description
            </th>
            <th scope="col" className={cx(styles.headerCell, styles.numeric)}>
              Amount
            </th>
            <th scope="col" className={styles.headerCell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => {
            const status = PAYMENT_STATUS_TEXT[payment.status];
            return (
              <tr key={payment.paymentId}>
                <td className={styles.cell}>{prettyDay(payment.paymentDate)}</td>
                <th scope="row" className={styles.cell}>
                  {payment.description}
                </th>
                <td className={cx(styles.cell, styles.numeric)}>{formatPrice(payment.amount)}</td>
                <td className={styles.cell}>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
