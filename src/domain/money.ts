/*
 * Money is integer pence from the catalogue to the charge. Pounds exist only at the edges: the
 * API's JSON fields that speak pounds (moneySchema) and the text a customer reads (format.ts).
 * These are the only two crossings.
 */

/**
 * Pounds as the API speaks them, to whole pence. A half penny rounds away from zero, as
 * written: 1.005 is 101p although 1.005 × 100 is 100.49999999999999 in floating point.
 */
export function penceFromPounds(pounds: number): number {
  const pence = Number((Math.abs(pounds) * 100).toPrecision(12));
  return Math.sign(pounds) * Math.round(pence) || 0;
}

/** Whole pence as the API speaks them, in pounds (a decimal with at most two places). */
export function poundsFromPence(pence: number): number {
  return pence / 100;
}

/**
 * `numerator / denominator` of integers, rounded to the nearest integer with a half rounded
 * up: exact, because the quotient of two integers that ends in .5 is exactly representable.
 */
export function divideRoundingPence(numerator: number, denominator: number): number {
  return Math.round(numerator / denominator);
}

/** The sum of amounts in pence (0 for none). */
export function sumPence(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}
