import type { MonthlyBill, MonthlyBillStatus } from '../../../../../domain/agreements';
import { maskedCardLabel } from '../../../../../domain/cards';
import { formatDisplayDate } from '../../../../../domain/dates';
import { formatPrice } from '../../../../../domain/format';
import type { BadgeTone } from '../../../../../ui/commerce/Badge/Badge';
import { Badge } from '../../../../../ui/commerce/Badge/Badge';
import { cx } from '../../../../../ui/cx';
import { stacksBelowMd } from '../../../../../ui/LineTable/LineTable.css';
import * as styles from './payments.css';
import { TableScroller } from './TableScroller';

/** Where a monthly bill stands, in the customer's words. */
export const MONTHLY_BILL_STATUS_TEXT: Record<
  MonthlyBillStatus,
  { label: string; tone: BadgeTone }
> = {
  paid: { label: 'Paid', tone: 'success' },
  owed: { label: 'Owed: we will try again', tone: 'warning' },
  failed: { label: 'Failed: please pay now', tone: 'warning' },
  charging: { label: 'Being charged', tone: 'info' },
};

/** '04 Jan 2027 to 04 Feb 2027'. */
export function billPeriodText(bill: Pick<MonthlyBill, 'periodStart' | 'periodEnd'>): string {
  return `${formatDisplayDate(bill.periodStart)} to ${formatDisplayDate(bill.periodEnd)}`;
}

/** Every monthly bill: its month, what it paid for, the card, where it stands and the amount. */
export function MonthlyBillTable({ bills }: { bills: readonly MonthlyBill[] }) {
  return (
    <TableScroller label="Monthly bills, newest first">
      <table className={cx(styles.table, styles.stackedTable, stacksBelowMd)}>
        <caption className={styles.caption}>Monthly bills, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              Month
            </th>
            <th scope="col" className={styles.headerCell}>
              For
            </th>
            <th scope="col" className={styles.headerCell}>
              Card
            </th>
            <th scope="col" className={styles.headerCell}>
              Status
            </th>
            <th scope="col" className={cx(styles.headerCell, styles.numeric)}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {bills.map((bill) => {
            const status = MONTHLY_BILL_STATUS_TEXT[bill.status];
            return (
              <tr key={bill.billId}>
                <td className={cx(styles.cell, styles.dateArea)}>{billPeriodText(bill)}</td>
                <th scope="row" className={cx(styles.cell, styles.descriptionArea)}>
                  {bill.covers}, order #{bill.orderId}
                </th>
                <td className={cx(styles.cell, styles.nowrap, styles.cardArea)}>
                  {bill.card ? maskedCardLabel(bill.card) : '—'}
                </td>
                <td className={cx(styles.cell, styles.kindArea)}>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </td>
                <td className={cx(styles.cell, styles.numeric, styles.amountArea)}>
                  {formatPrice(bill.amount)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
