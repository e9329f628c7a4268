import type { ReactNode } from 'react';
import { coverLevelDetail } from '../../../domain/cover';
import { FREE_LABEL, formatPrice } from '../../../domain/format';
import type { InsurancePrice } from '../../../domain/prices';
import { RadioCards } from '../RadioCards/RadioCards';

export type InsuranceChoiceProps = {
  /** The levels on offer (`insurancePrices`); a level with limit 0 is 'No paid cover'. */
  levels: readonly InsurancePrice[];
  /** The chosen coverage limit; null or undefined while nothing is chosen. */
  value: number | null | undefined;
  onChange: (coverageLimit: number) => void;
  /** Add a 'No paid cover' option when the levels do not include one. */
  offerNoCover?: boolean;
  legend?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  className?: string;
};

/** 'No paid cover' for 0, whole pounds with separators for round limits ('£1,000'). */
export function coverageText(coverageLimit: number): string {
  if (coverageLimit <= 0) return 'No paid cover';
  const amount = Number.isInteger(coverageLimit)
    ? `£${coverageLimit.toLocaleString('en-GB')}`
    : formatPrice(coverageLimit);
  return `Cover up to ${amount}`;
}

/** The storage insurance level as radio cards, each with its monthly price. */
export function InsuranceChoice({
  levels,
  value,
  onChange,
  offerNoCover = true,
  legend = 'How much cover do you want for your things?',
  hint,
  error,
  id,
  className,
}: InsuranceChoiceProps) {
  const hasNoCover = levels.some((level) => level.coverageLimit <= 0);
  const options: InsurancePrice[] = [
    ...(offerNoCover && !hasNoCover ? [{ coverageLimit: 0, monthlyPrice: 0 }] : []),
    ...[...levels].sort((a, b) => a.coverageLimit - b.coverageLimit),
  ];
  return (
    <RadioCards
      id={id}
      className={className}
      legend={legend}
      hint={hint}
      error={error}
      value={value}
      onChange={onChange}
      options={options.map((level) => {
        const price = formatPrice(level.monthlyPrice);
        return {
          value: level.coverageLimit,
          label: coverageText(level.coverageLimit),
          description: coverLevelDetail(level.coverageLimit),
          aside:
            level.coverageLimit <= 0
              ? undefined
              : price === FREE_LABEL
                ? price
                : `${price} a month`,
        };
      })}
    />
  );
}
