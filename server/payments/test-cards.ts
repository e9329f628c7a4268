import { z } from 'zod';
import type { CardBrand } from '../../src/domain/cards.ts';

/*
 * The sandbox provider's card form: what the SPA sends in place of Stripe Elements, and how
 * each of Stripe's test cards behaves (https://docs.stripe.com/testing). Any other
 * well-formed number with a valid check digit behaves like 4242 4242 4242 4242.
 */

export const CARD_BEHAVIOURS = [
  'succeeds',
  /** Declined when set up and when charged (card_declined, generic_decline). */
  'declines',
  /** Saved without trouble; every charge is declined (card_declined). */
  'declines_after_attach',
  /** Declined with insufficient_funds. */
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  /** 3-D Secure on setup and on every payment the customer makes; off-session ones go through. */
  'requires_authentication',
  /** 3-D Secure on every payment, off-session ones included (those fail: authentication_required). */
  'always_authenticate',
] as const;
export type CardBehaviour = (typeof CARD_BEHAVIOURS)[number];

export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declines',
  '4000000000000341': 'declines_after_attach',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000002500003155': 'requires_authentication',
  '4000002760003184': 'always_authenticate',
};

/** Spaces and dashes as people type them are allowed: '4242 4242 4242 4242'. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function inRange(prefix: string, from: number, to: number): boolean {
  const value = Number(prefix);
  return value >= from && value <= to;
}

/** The card scheme from the number's leading digits (issuer identification number ranges). */
export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (inRange(digits.slice(0, 2), 51, 55) || inRange(digits.slice(0, 4), 2221, 2720)) {
    return 'mastercard';
  }
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(36|38|30[0-5])/.test(digits)) return 'diners';
  if (inRange(digits.slice(0, 4), 3528, 3589)) return 'jcb';
  if (digits.startsWith('62')) return 'unionpay';
  return 'unknown';
}

export function cardBehaviour(digits: string): CardBehaviour {
  return TEST_CARDS[digits] ?? 'succeeds';
}

/** Two-digit years as printed on cards count from 2000. */
const expYearSchema = z
  .int('Enter the expiry year')
  .min(0, 'Enter the expiry year')
  .max(2100, 'Enter the expiry year')
  .transform((year) => (year < 100 ? 2000 + year : year))
  .refine((year) => year >= 2000, 'Enter the expiry year');

/**
 * A card as typed into the sandbox card form. The number must pass the Luhn check, the card
 * must not have expired (it works to the end of its expiry month) and the security code must
 * be 3 digits (4 for American Express). Each failure names its field, so the form can link
 * the error summary to it.
 */
export function cardDetailsSchema(now: () => Date) {
  return z
    .object({
      number: z
        .string('Enter the card number')
        .transform(normaliseCardNumber)
        .refine(
          (digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits),
          'Enter a valid card number',
        ),
      expMonth: z
        .int('Enter the expiry month')
        .min(1, 'Enter the expiry month as a number from 1 to 12')
        .max(12, 'Enter the expiry month as a number from 1 to 12'),
      expYear: expYearSchema,
      cvc: z.string('Enter the security code').trim(),
    })
    .superRefine((card, ctx) => {
      const today = now();
      const year = today.getUTCFullYear();
      const month = today.getUTCMonth() + 1;
      if (card.expYear < year || (card.expYear === year && card.expMonth < month)) {
        ctx.addIssue({
          code: 'custom',
          path: ['expYear'],
          message: 'The expiry date must be in the future',
        });
      }
      const length = cardBrand(card.number) === 'amex' ? 4 : 3;
      if (!new RegExp(`^\\d{${length}}$`).test(card.cvc)) {
        ctx.addIssue({
          code: 'custom',
          path: ['cvc'],
          message: `Enter the ${length}-digit security code`,
        });
      }
    });
}
export type ValidCardDetails = z.output<ReturnType<typeof cardDetailsSchema>>;

/** What may be kept of a card: never its number or security code. */
export function tokenisable(card: ValidCardDetails) {
  return {
    brand: cardBrand(card.number),
    last4: card.number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    behaviour: cardBehaviour(card.number),
  };
}
