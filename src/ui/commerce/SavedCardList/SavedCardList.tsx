import type { ReactNode } from 'react';
import { useId } from 'react';
import type { Card } from '../../../domain/cards';
import { cardExpiry, cardLabel, isCardExpired } from '../../../domain/cards';
import { cx } from '../../cx';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { Badge } from '../Badge/Badge';
import { RadioCards } from '../RadioCards/RadioCards';
import * as styles from './SavedCardList.css';

export type SavedCardListProps = {
  cards: readonly Card[];
  /** The chosen card. With `onChange` the list is a radio group; without, a plain list. */
  value?: number | null;
  onChange?: (cardId: number) => void;
  /** Controls for one card (Make default, Delete), shown beside it. */
  actions?: (card: Card) => ReactNode;
  /** More about one card (what it pays), under its expiry; a plain list only. */
  details?: (card: Card) => ReactNode;
  /** The group's legend ('Choose a card' by default); a plain list shows it only when given. */
  legend?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  emptyText?: ReactNode;
  /** The date expiry is checked against; today when left out. */
  today?: Date;
  id?: string;
  className?: string;
};

/** 'Visa •••• 4242' on screen, 'Visa ending 4242' to a screen reader. */
function CardName({ card }: { card: Card }) {
  const spoken = cardLabel(card);
  const brand = spoken.replace(/ ending \d{4}$/, '');
  return (
    <>
      <span aria-hidden="true">
        {brand} <span className={styles.digits}>•••• {card.last4}</span>
      </span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </>
  );
}

function CardBadges({ card, expired }: { card: Card; expired: boolean }) {
  return (
    <>
      {card.isDefault && <Badge tone="brand">Default</Badge>}
      {expired && <Badge tone="warning">Expired</Badge>}
    </>
  );
}

/**
 * Saved cards with brand, last four digits, expiry and a Default badge. As a radio group
 * (checkout, clearing a balance) an expired card cannot be chosen; as a list (the cards page)
 * each card can carry its own actions.
 */
export function SavedCardList({
  cards,
  value,
  onChange,
  actions,
  details,
  legend,
  hint,
  error,
  emptyText = 'You have no saved cards.',
  today,
  id,
  className,
}: SavedCardListProps) {
  const headingId = useId();
  const now = today ?? new Date();
  const expiryText = (card: Card, expired: boolean) =>
    `${expired ? 'Expired' : 'Expires'} ${cardExpiry(card)}`;

  if (cards.length === 0) {
    return <p className={cx(styles.empty, className)}>{emptyText}</p>;
  }

  if (onChange) {
    return (
      <RadioCards
        id={id}
        className={className}
        legend={legend ?? 'Choose a card'}
        hint={hint}
        error={error}
        value={value}
        onChange={onChange}
        options={cards.map((card) => {
          const expired = isCardExpired(card, now);
          const showBadges = card.isDefault || expired;
          return {
            value: card.cardId,
            label: <CardName card={card} />,
            badges: showBadges ? <CardBadges card={card} expired={expired} /> : undefined,
            description: expiryText(card, expired),
            disabled: expired,
            actions: actions?.(card),
          };
        })}
      />
    );
  }

  return (
    <div id={id} className={className}>
      {legend && (
        <p id={headingId} className={styles.heading}>
          {legend}
        </p>
      )}
      <ul className={styles.list} aria-labelledby={legend ? headingId : undefined}>
        {cards.map((card) => {
          const expired = isCardExpired(card, now);
          const cardActions = actions?.(card);
          const cardDetails = details?.(card);
          return (
            <li key={card.cardId} className={styles.item} data-expired={expired}>
              <div className={styles.cardText}>
                <span className={styles.cardName}>
                  <CardName card={card} />
                  <CardBadges card={card} expired={expired} />
                </span>
                <span className={styles.expiry}>{expiryText(card, expired)}</span>
                {cardDetails}
              </div>
              {cardActions && <div className={styles.actions}>{cardActions}</div>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
