/**
 * Card form rules. They only catch typing slips before the payment provider sees the card; the
 * provider decides whether the card works.
 */

export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** American Express numbers (34…, 37…) are 15 digits in 4-6-5 groups and have 4-digit codes. */
export function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

export function maxCardDigits(digits: string): number {
  return isAmex(digits) ? 15 : CARD_NUMBER_MAX_DIGITS;
}

/** Digits grouped as printed on the card: '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(text: string): string {
  const digits = digitsOnly(text).slice(0, maxCardDigits(digitsOnly(text)));
  const groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** The Luhn checksum every card number carries, over 12 to 19 digits. */
export function isLuhnValid(text: string): boolean {
  const digits = digitsOnly(text);
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) {
    return false;
  }
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

/**
 * The expiry as typed into one field, tidied to 'MM / YY': a first digit above 1 is a month
 * on its own ('4' → '04'), and the separator appears once the year starts.
 */
export function formatExpiry(text: string): string {
  // Autofill may give a four-digit year ('12/2028').
  const withFullYear = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(text);
  if (withFullYear) {
    return `${(withFullYear[1] ?? '').padStart(2, '0')} / ${(withFullYear[2] ?? '').slice(2)}`;
  }
  let digits = digitsOnly(text);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** 'MM / YY' (or 'MM/YY', 'MMYY', 'MM / YYYY') as a month and a four-digit year. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}
