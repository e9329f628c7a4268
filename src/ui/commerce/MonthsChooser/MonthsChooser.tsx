import type { ReactNode } from 'react';
import { DEFAULT_MONTHS, MIN_MONTHS } from '../../../domain/constants';
import { FREE_LABEL, formatPrice } from '../../../domain/format';
import { discountPercent } from '../../../domain/pricing';
import { Badge } from '../Badge/Badge';
import { RadioCards } from '../RadioCards/RadioCards';

/** What storage costs a month on one term: at that term's price, and at the one-month price. */
export type MonthsOptionPrice = {
  /** e.g. `basketTotals({…, months}).storageMonthly`. */
  monthly: number;
  /** e.g. `basketTotals({…, months}).oneMonthStorageTotal / months`. */
  oneMonthMonthly: number;
};

export type MonthsChooserProps = {
  /** The chosen number of months; anything below the minimum reads as the default. */
  value?: number;
  onChange: (months: number) => void;
  /** Terms on offer; the chosen value is added when it is not among them. */
  options?: readonly number[];
  /** Prices by number of months; an option without one shows no price. */
  prices?: Readonly<Partial<Record<number, MonthsOptionPrice>>>;
  legend?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  className?: string;
};

export const DEFAULT_MONTH_OPTIONS: readonly number[] = [1, 2, 3, 6, 9, 12];

export function monthsText(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}

/** The storage term as radio cards, each with its monthly price and saving when known. */
export function MonthsChooser({
  value = DEFAULT_MONTHS,
  onChange,
  options = DEFAULT_MONTH_OPTIONS,
  prices,
  legend = 'How long do you want to store for?',
  hint = 'Longer terms cost less each month.',
  error,
  id,
  className,
}: MonthsChooserProps) {
  const chosen = Number.isInteger(value) && value >= MIN_MONTHS ? value : DEFAULT_MONTHS;
  const terms = [...new Set([...options, chosen])]
    .filter((months) => Number.isInteger(months) && months >= MIN_MONTHS)
    .sort((a, b) => a - b);

  return (
    <RadioCards
      id={id}
      className={className}
      legend={legend}
      hint={hint}
      error={error}
      layout="grid"
      value={chosen}
      onChange={onChange}
      options={terms.map((months) => {
        const price = prices?.[months];
        const saving = price ? discountPercent(price.oneMonthMonthly, price.monthly) : 0;
        const monthly = price ? formatPrice(price.monthly) : undefined;
        return {
          value: months,
          label: monthsText(months),
          aside: monthly === undefined || monthly === FREE_LABEL ? monthly : `${monthly} a month`,
          badges: saving > 0 ? <Badge tone="success">Save {saving}%</Badge> : undefined,
        };
      })}
    />
  );
}
