import type { ReactNode } from 'react';
import { useId } from 'react';
import { formatPrice } from '../../../domain/format';
import type { MonthRun } from '../../../domain/pricing';
import { cx } from '../../cx';
import { Badge } from '../Badge/Badge';
import { monthsText } from '../MonthsChooser/MonthsChooser';
import * as styles from './PriceSummary.css';

export type PriceLine = {
  /** Stable key; the label is used when it is a string. */
  key?: string;
  /** '3 × Small box'. */
  label: ReactNode;
  /** Smaller text under the label ('£4.00 a month each'). */
  detail?: ReactNode;
  amount: number;
  /** Adds 'a month' after the amount. */
  perMonth?: boolean;
};

export type PriceSummaryPromotion = {
  code: string;
  description?: string;
  /** What the promotion takes off, as a positive amount. */
  amount: number;
};

export type PriceSummaryProps = {
  title?: ReactNode;
  headingLevel?: 2 | 3;
  lines: readonly PriceLine[];
  /** The term; names the total ('Total for 6 months'). */
  months?: number;
  /** Storage per month at the chosen term. */
  monthlyTotal?: number;
  /** What is paid for the whole term, after any promotion. */
  total: number;
  totalLabel?: ReactNode;
  /** Saving of the term against the one-month price (`discountPercent`). */
  discountPercent?: number;
  /** Monthly prices after the first month, as `groupFurtherMonths` gives them. */
  furtherMonths?: readonly MonthRun[];
  promotion?: PriceSummaryPromotion | null;
  /** Shown instead of the lines when there are none. */
  emptyText?: ReactNode;
  /** Heading of the later-month prices. */
  furtherMonthsTitle?: ReactNode;
  footer?: ReactNode;
  className?: string;
};

/** 'Months 2–4: £8.00 a month', 'Month 5: £6.00 a month'. */
export function furtherMonthText(run: MonthRun): string {
  const months = run.from === run.to ? `Month ${run.from}` : `Months ${run.from}–${run.to}`;
  return `${months}: ${perMonth(formatPrice(run.price))}`;
}

function perMonth(price: string): string {
  return price === formatPrice(0) ? price : `${price} a month`;
}

/**
 * The price panel of a funnel: a line per item, the monthly and term totals, the saving and any
 * promotion. The totals are a polite live region, so a screen reader hears the new total after
 * each change of quantity or term without losing its place.
 */
export function PriceSummary({
  title = 'Your price',
  headingLevel = 2,
  lines,
  months,
  monthlyTotal,
  total,
  totalLabel,
  discountPercent = 0,
  furtherMonths = [],
  promotion,
  furtherMonthsTitle = 'Price of later months',
  emptyText = 'Add something to store to see a price.',
  footer,
  className,
}: PriceSummaryProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const label = totalLabel ?? (months ? `Total for ${monthsText(months)}` : 'Total');
  const hasLines = lines.length > 0 || Boolean(promotion);

  return (
    <section className={cx(styles.summary, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {hasLines ? (
        <dl className={styles.lines}>
          {lines.map((line, index) => (
            <div
              key={line.key ?? (typeof line.label === 'string' ? line.label : index)}
              className={styles.line}
            >
              <dt className={styles.lineLabel}>
                {line.label}
                {line.detail && <span className={styles.lineDetail}>{line.detail}</span>}
              </dt>
              <dd className={styles.amount}>
                {line.perMonth ? perMonth(formatPrice(line.amount)) : formatPrice(line.amount)}
              </dd>
            </div>
          ))}
          {promotion && (
            <div className={styles.line}>
              <dt className={styles.lineLabel}>
                Promotion {promotion.code}
                {promotion.description && (
                  <span className={styles.lineDetail}>{promotion.description}</span>
                )}
              </dt>
              <dd className={styles.discountAmount}>
                {promotion.amount > 0 ? formatPrice(-promotion.amount) : formatPrice(0)}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className={styles.empty}>{emptyText}</p>
      )}

      <div className={styles.totals} aria-live="polite" aria-atomic="true">
        {monthlyTotal !== undefined && (
          <p className={styles.monthlyRow}>
            <span className={styles.monthlyLabel}>
              Per month
              {discountPercent > 0 && <Badge tone="success">Save {discountPercent}%</Badge>}
            </span>
            <strong className={styles.amount}>{formatPrice(monthlyTotal)}</strong>
          </p>
        )}
        <p className={styles.totalRow}>
          <span className={styles.totalLabel}>{label}</span>
          <strong className={styles.totalAmount}>{formatPrice(total)}</strong>
        </p>
      </div>

      {furtherMonths.length > 0 && (
        <div className={styles.further}>
          <p className={styles.furtherHeading}>{furtherMonthsTitle}</p>
          <ul className={styles.furtherList}>
            {furtherMonths.map((run) => (
              <li key={run.from}>{furtherMonthText(run)}</li>
            ))}
          </ul>
        </div>
      )}

      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
