import type { ReactNode } from 'react';
import { formatPrice } from '../../../domain/format';
import type { Quote, QuoteLine } from '../../../domain/quote';
import { coverageText } from '../InsuranceChoice/InsuranceChoice';
import { monthsText } from '../MonthsChooser/MonthsChooser';
import { type PriceLine, PriceSummary } from '../PriceSummary/PriceSummary';
import * as styles from './QuoteSummary.css';

/**
 * '2 × Medium box' with '£4.50 a month each for 3 months', '3 × Packing tape', or a storage
 * unit's first month or last rent, or the packing service, as the server words them.
 */
function lineOf(line: QuoteLine): PriceLine {
  if (line.kind !== 'storage' && line.kind !== 'material') {
    return {
      key: `${line.kind}-${line.itemId}`,
      label: line.description,
      detail: line.kind === 'unit' ? 'The first month, paid today' : undefined,
      amount: line.amount,
    };
  }
  return {
    key: `${line.kind}-${line.itemId}`,
    label: `${line.quantity} × ${line.description}`,
    detail:
      line.months === null
        ? line.quantity > 1
          ? `${formatPrice(line.unitPrice)} each`
          : undefined
        : `${formatPrice(line.unitPrice)} a month each for ${monthsText(line.months)}`,
    amount: line.amount,
  };
}

/** The server's quote as the summary's lines, in the order it gives them. */
export function quoteLines(quote: Quote): PriceLine[] {
  const lines = quote.lineItems.map(lineOf);
  if (quote.insurance) {
    lines.push({
      key: 'insurance',
      label: coverageText(quote.insurance.coverageLimit),
      detail: `${formatPrice(quote.insurance.monthlyPrice)} a month for ${monthsText(quote.insurance.months)}`,
      amount: quote.insurance.amount,
    });
  }
  if (quote.roomReturn !== null) {
    lines.push({ key: 'room-return', label: 'Room return', amount: quote.roomReturn });
  }
  if (quote.longDistanceSurcharge !== null) {
    lines.push({
      key: 'long-distance',
      label: 'Long-distance surcharge',
      amount: quote.longDistanceSurcharge,
    });
  }
  return lines;
}

/**
 * 'After your first 3 months: £13.50 a month until you ask for your things back.', or for a
 * storage unit, until the customer moves out.
 */
export function nextBillText(quote: Quote): string | null {
  if (quote.nextMonthlyBill === null || quote.months === null) return null;
  if (quote.lineItems.some((line) => line.kind === 'unit')) {
    return `After the first month: ${formatPrice(quote.nextMonthlyBill)} a month until you move out.`;
  }
  return `After your first ${monthsText(quote.months)}: ${formatPrice(quote.nextMonthlyBill)} a month until you ask for your things back.`;
}

export type QuoteSummaryProps = {
  /** Null while the first quote is on its way: a skeleton stands in. */
  quote: Quote | null;
  title?: ReactNode;
  emptyText?: ReactNode;
  footer?: ReactNode;
};

function QuoteSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className={styles.skeletonLine} style={{ width: '60%' }} />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLine} style={{ width: '80%' }} />
      <span className={styles.note}>Working out your price…</span>
    </div>
  );
}

/** The price panel of a funnel step, drawn only from the server's quote. */
export function QuoteSummary({
  quote,
  title = 'Your price',
  emptyText,
  footer,
}: QuoteSummaryProps) {
  if (!quote) return <QuoteSkeleton />;
  const nextBill = nextBillText(quote);
  return (
    <PriceSummary
      title={title}
      lines={quoteLines(quote)}
      monthlyTotal={
        quote.months !== null && quote.monthlyTotal > 0 ? quote.monthlyTotal : undefined
      }
      total={quote.total}
      totalLabel="To pay today"
      discountPercent={quote.discountPercent}
      promotion={quote.promotion}
      emptyText={emptyText}
      footer={
        nextBill || footer ? (
          <>
            {nextBill && <p className={styles.note}>{nextBill}</p>}
            {footer}
          </>
        ) : undefined
      }
    />
  );
}

/** The summary beside a step's form, on wide screens. */
export function QuoteAside(props: QuoteSummaryProps) {
  return (
    <aside className={styles.aside} aria-label="Price summary">
      <QuoteSummary {...props} />
    </aside>
  );
}

/**
 * The running total above a step's primary button on narrow screens, with the whole summary
 * one tap away.
 */
export function QuoteBar({ quote, ...props }: QuoteSummaryProps) {
  return (
    <details className={styles.bar}>
      <summary className={styles.barSummary}>
        <span>
          To pay today{' '}
          <span className={styles.barTotal} aria-live="polite">
            {quote ? formatPrice(quote.total) : '…'}
          </span>
        </span>
        <span className={styles.barToggle}>Show summary</span>
      </summary>
      <div className={styles.barBody}>
        <QuoteSummary quote={quote} {...props} />
      </div>
    </details>
  );
}
