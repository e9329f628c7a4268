import { Link } from '@tanstack/react-router';
import { type ChargedCard, maskedCardLabel } from '../../../domain/cards';
import { formatLongDate } from '../../../domain/dates';
import { formatPrice } from '../../../domain/format';
import type { MonthlyPayments } from '../../../domain/quote';
import { textLinkStyle } from '../../../ui/TextLink/TextLink.css';
import * as styles from './funnel.css';

/**
 * Beside Pay, when the order is billed monthly: paying keeps the card for those payments (the
 * customer's consent, nothing to tick). The amount and the first day are the server's
 * (`quote.monthlyPayments`), the figures the agreement is opened at. The order's confirmation
 * says it again, naming the card (`card`).
 */
export function KeptCardConsent({
  payments,
  card,
  id,
}: {
  payments: MonthlyPayments;
  card?: ChargedCard | null;
  id?: string;
}) {
  return (
    <p id={id} className={styles.consent}>
      We'll keep {card ? maskedCardLabel(card) : 'this card'} for your monthly payments of{' '}
      {formatPrice(payments.amount)}, from {formatLongDate(payments.firstPaymentDate)}; change the
      card or stop any time in{' '}
      <Link to="/apps/cards" className={textLinkStyle}>
        Cards
      </Link>
      .
    </p>
  );
}
