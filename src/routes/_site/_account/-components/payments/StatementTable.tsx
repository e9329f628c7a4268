import { maskedCardLabel } from '../../../../../domain/cards';
import { prettyDay } from '../../../../../domain/dates';
import { formatPrice } from '../../../../../domain/format';
import type { StatementEntry } from '../../../../../domain/payments';
import type { BadgeTone } from '../../../../../ui/commerce/Badge/Badge';
import { Badge } from '../../../../../ui/commerce/Badge/Badge';
import { cx } from '../../../../../ui/cx';
import { stacksBelowMd } from '../../../../../ui/LineTable/LineTable.css';
import * as styles from './payments.css';
import { TableScroller } from './TableScroller';

/** What each line of the statement is, in the customer's words. */
export function statementKindText(
  entry: Pick<StatementEntry, 'kind' | 'status'> & Partial<Pick<StatementEntry, 'refunded'>>,
): {
  label: string;
  tone: BadgeTone;
} {
  if (entry.kind === 'charge') {
    return entry.refunded
      ? { label: 'Charge, refunded', tone: 'neutral' }
      : { label: 'Charge', tone: 'neutral' };
  }
  switch (entry.status) {
    case 'succeeded':
      return { label: 'Refund', tone: 'success' };
    case 'pending':
      return { label: 'Refund on its way', tone: 'info' };
    case 'failed':
      return { label: 'Refund delayed: please call us', tone: 'warning' };
  }
}

/** A refund is money back: it reads as a minus. */
export function statementAmountText(entry: Pick<StatementEntry, 'kind' | 'amount'>): string {
  const amount = formatPrice(entry.amount);
  return entry.kind === 'refund' ? `−${amount}` : amount;
}

/** Every charge and refund with its day, what it was for, the card, the kind and the amount. */
export function StatementTable({ entries }: { entries: readonly StatementEntry[] }) {
  return (
    <TableScroller label="Charges and refunds, newest first">
      <table className={cx(styles.table, styles.stackedTable, stacksBelowMd)}>
        <caption className={styles.caption}>Charges and refunds, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              Date
            </th>
            <th scope="col" className={styles.headerCell}>
              Description
            </th>
            <th scope="col" className={styles.headerCell}>
              Card
            </th>
            <th scope="col" className={styles.headerCell}>
              Kind
            </th>
            <th scope="col" className={cx(styles.headerCell, styles.numeric)}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const kind = statementKindText(entry);
            return (
              <tr key={`${entry.kind}-${entry.orderId ?? ''}-${entry.date}-${entry.description}`}>
                <td className={cx(styles.cell, styles.dateArea)}>{prettyDay(entry.date)}</td>
                <th scope="row" className={cx(styles.cell, styles.descriptionArea)}>
                  {entry.description}
                </th>
                <td className={cx(styles.cell, styles.nowrap, styles.cardArea)}>
                  {entry.card ? maskedCardLabel(entry.card) : '—'}
                </td>
                <td className={cx(styles.cell, styles.kindArea)}>
                  <Badge tone={kind.tone}>{kind.label}</Badge>
                </td>
                <td className={cx(styles.cell, styles.numeric, styles.amountArea)}>
                  {statementAmountText(entry)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
