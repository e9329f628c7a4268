import type { Db } from '../database.ts';
import { fromExcluded } from './upsert.ts';

/**
 * "How did you hear about us?" at sign-up, sent as referralCodeSourceOneLetterCode. The
 * provider's list is not shown in SPEC.md; these are Boxroom's.
 */
export const REFERRAL_CODES: Record<string, string> = {
  F: 'A friend or family member',
  R: 'Radio',
  T: 'Television',
  S: 'Search engine',
  M: 'Social media',
  P: 'Newspaper or magazine',
  L: 'Leaflet through the door',
  V: 'Saw our van',
  E: 'Email from a partner',
  O: 'Other',
};

export async function seedReferralCodes(db: Db): Promise<void> {
  const rows = Object.entries(REFERRAL_CODES).map(([code, source]) => ({ code, source }));
  await db
    .insertInto('referralCodes')
    .values(rows)
    .onConflict((oc) => oc.column('code').doUpdateSet(fromExcluded({ source: '' })))
    .execute();
}
