import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { Quote } from '../../../domain/quote';
import {
  QuoteAside,
  QuoteBar,
  type QuoteSummaryProps,
} from '../../../ui/commerce/QuoteSummary/QuoteSummary';
import type { BasketActor } from '../../../wiring/basketActor';
import * as styles from './funnel.css';

/** The basket's quote as the server last gave it, whatever is being asked meanwhile. */
export function useLastQuote(basket: BasketActor): Quote | null {
  return useSelector(basket, (state) => state.context.basket?.quote ?? null);
}

/**
 * The basket's quote as the server gave it for the choices made so far: null (a skeleton on
 * screen) while a change is saved and the quote asked again, so an old total never stands
 * beside a new choice.
 */
export function useBasketQuote(basket: BasketActor): Quote | null {
  return useSelector(basket, (state) =>
    state.hasTag('busy') && !state.matches({ active: { activity: 'validating' } })
      ? null
      : (state.context.basket?.quote ?? null),
  );
}

type QuotedProps = Omit<QuoteSummaryProps, 'quote'> & { quote: Quote | null; children: ReactNode };

/** A funnel step's form with the running total beside it (wide screens). */
export function QuotedStep({ quote, children, ...summary }: QuotedProps) {
  return (
    <div className={styles.stepGrid}>
      <div className={styles.stack}>{children}</div>
      <QuoteAside quote={quote} {...summary} />
    </div>
  );
}

/** A step's buttons, with the running total just above them on narrow screens. */
export function QuotedActions({ quote, children, ...summary }: QuotedProps) {
  return (
    <div className={styles.stack}>
      <QuoteBar quote={quote} {...summary} />
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
