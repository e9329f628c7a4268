import { idSchema } from './primitives';
import { z } from './zod';

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'unknown',
] as const;
export const cardBrandSchema = z.enum(CARD_BRANDS);
export type CardBrand = z.infer<typeof cardBrandSchema>;

/** `GET cards/{customerId}` items: only what the payment provider lets us keep. */
export const cardSchema = z.object({
  cardId: idSchema,
  brand: cardBrandSchema,
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.int().min(1).max(12),
  expYear: z.int().min(2000).max(2100),
  isDefault: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;

/** The card a payment was taken from or a refund paid back to, as the customer knows it. */
export const chargedCardSchema = z.object({ brand: cardBrandSchema, last4: z.string() });
export type ChargedCard = z.infer<typeof chargedCardSchema>;

/** `PATCH card/{id}`: the only change is making a card the default. */
export const setDefaultCardRequestSchema = z.object({ default: z.literal(true) });

/** `POST setupIntent/addCard/{customerId}`: what the card form needs to collect a card. */
export const setupIntentSchema = z.object({
  setupIntentId: z.string().min(1),
  clientSecret: z.string().min(1),
});
export type SetupIntent = z.infer<typeof setupIntentSchema>;

/** Result of `POST setupIntent/{id}` once the provider has confirmed the card. */
export const SETUP_INTENT_STATUSES = [
  'processing',
  'requires_action',
  'succeeded',
  'failed',
] as const;
export const setupIntentResultSchema = z.object({
  status: z.enum(SETUP_INTENT_STATUSES),
  card: cardSchema.nullable(),
  message: z.string().nullable().default(null),
});
export type SetupIntentResult = z.infer<typeof setupIntentResultSchema>;

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

/** 'Visa •••• 4242': how a payment or refund names its card. */
export function maskedCardLabel(card: Pick<Card, 'brand' | 'last4'>): string {
  return `${BRAND_NAMES[card.brand]} •••• ${card.last4}`;
}

/** 'Visa ending 4242'. */
export function cardLabel(card: Pick<Card, 'brand' | 'last4'>): string {
  return `${BRAND_NAMES[card.brand]} ending ${card.last4}`;
}

/** '04/27'. */
export function cardExpiry(card: Pick<Card, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}

/** Cards that can be charged on `today`: not expired. */
export function usableCards(cards: readonly Card[], today: Date): Card[] {
  return cards.filter((card) => !isCardExpired(card, today));
}

/** The card offered first: the one already chosen if still usable, else the default, else any. */
export function preferredCardId(
  cards: readonly Card[],
  chosen: number | null,
  today: Date,
): number | null {
  const usable = usableCards(cards, today);
  if (usable.some((card) => card.cardId === chosen)) return chosen;
  return (defaultCard(usable) ?? usable[0])?.cardId ?? null;
}

/** A card works until the end of its expiry month. */
export function isCardExpired(card: Pick<Card, 'expMonth' | 'expYear'>, today: Date): boolean {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

/** The default card first, then the rest in their order. */
export function sortCardsDefaultFirst<T extends Pick<Card, 'isDefault'>>(cards: T[]): T[] {
  return [...cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export function defaultCard<T extends Pick<Card, 'isDefault'>>(cards: T[]): T | undefined {
  return cards.find((card) => card.isDefault);
}

/** After making one card the default, every other card stops being it. */
export function withDefaultCard<T extends Pick<Card, 'cardId' | 'isDefault'>>(
  cards: T[],
  cardId: number,
): T[] {
  return cards.map((card) => ({ ...card, isDefault: card.cardId === cardId }));
}
