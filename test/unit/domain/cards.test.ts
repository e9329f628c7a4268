import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/domain/cards';
import {
  cardExpiry,
  cardLabel,
  cardSchema,
  defaultCard,
  isCardExpired,
  maskedCardLabel,
  sortCardsDefaultFirst,
  withDefaultCard,
} from '../../../src/domain/cards';

const visa: Card = {
  cardId: 1,
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2027,
  isDefault: false,
};
const master: Card = {
  cardId: 2,
  brand: 'mastercard',
  last4: '4444',
  expMonth: 12,
  expYear: 2026,
  isDefault: true,
};

describe('cards', () => {
  it('labels and shows expiry', () => {
    expect(cardLabel(visa)).toBe('Visa ending 4242');
    expect(maskedCardLabel(visa)).toBe('Visa •••• 4242');
    expect(maskedCardLabel({ brand: 'amex', last4: '0005' })).toBe('American Express •••• 0005');
    expect(cardExpiry(visa)).toBe('04/27');
  });

  it.each<[Pick<Card, 'expMonth' | 'expYear'>, Date, boolean]>([
    [{ expMonth: 3, expYear: 2026 }, new Date(2026, 2, 31), false],
    [{ expMonth: 3, expYear: 2026 }, new Date(2026, 3, 1), true],
    [{ expMonth: 12, expYear: 2025 }, new Date(2026, 0, 1), true],
    [{ expMonth: 1, expYear: 2027 }, new Date(2026, 11, 31), false],
  ])('%j on %s expired: %s', (card, today, expected) => {
    expect(isCardExpired(card, today)).toBe(expected);
  });

  it('puts the default card first and moves the default flag', () => {
    expect(sortCardsDefaultFirst([visa, master]).map((c) => c.cardId)).toEqual([2, 1]);
    expect(defaultCard([visa, master])?.cardId).toBe(2);
    expect(defaultCard([])).toBeUndefined();
    const moved = withDefaultCard([visa, master], 1);
    expect(moved.filter((c) => c.isDefault).map((c) => c.cardId)).toEqual([1]);
  });

  it.each([{ last4: '42' }, { expMonth: 13 }, { brand: 'paypal' }, { cardId: -1 }])(
    'rejects %j',
    (change) => {
      expect(cardSchema.safeParse({ ...visa, ...change }).success).toBe(false);
    },
  );
});
