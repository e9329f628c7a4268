/*
 * What cover is, said once: the home page, the FAQ, the Terms, each checkout's cover choice and
 * the seeded catalogue of levels all read these. A level with limit 0 is no paid cover.
 */

/** The cover levels on sale and their monthly prices, in pence (seeded as `insurancePrices`). */
export const COVER_LEVELS_PENCE = [
  { coverageLimit: 0, monthlyPricePence: 0 },
  { coverageLimit: 500, monthlyPricePence: 200 },
  { coverageLimit: 1000, monthlyPricePence: 350 },
  { coverageLimit: 2500, monthlyPricePence: 700 },
  { coverageLimit: 5000, monthlyPricePence: 1200 },
] as const;

/** The highest level of cover, in pounds. */
export const MAX_COVER = Math.max(...COVER_LEVELS_PENCE.map((level) => level.coverageLimit));

const maxCoverText = `£${MAX_COVER.toLocaleString('en-GB')}`;

/** What every box has without paying for cover. */
export const INCLUDED_CARE_TEXT =
  'Included with every box at no charge: we pay for loss or damage that we cause through our own negligence while your things are in our care.';

/** What paid cover adds. */
export const PAID_COVER_TEXT = `Paid cover adds loss or damage from any other cause while your things are in our care (fire, flood, theft or an accident), up to the level you choose, at most ${maxCoverText} in total, for a monthly price.`;

/** The home page's promise, in a line. */
export const COVER_PROMISE_TEXT = `We answer for any loss or damage we cause, at no charge. Add cover for anything else, up to ${maxCoverText}, when you order.`;

/** The words under each level of the cover choice at checkout. */
export function coverLevelDetail(coverageLimit: number): string {
  if (coverageLimit <= 0) {
    return 'Only loss or damage we cause through our own negligence, which is always included.';
  }
  return `Loss or damage from any cause while in our care, up to £${coverageLimit.toLocaleString('en-GB')} in total.`;
}
