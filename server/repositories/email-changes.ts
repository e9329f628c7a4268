import type { Db } from '../db/database.ts';

/*
 * A change of e-mail waits for the link mailed to the new address, as a password reset waits
 * for its link (password-resets.ts): only the token's hash is stored, a newer request ends the
 * earlier ones, and using it is one conditional update so two tabs cannot both use it.
 */

/** How long the link mailed to the new address works. */
export const EMAIL_CHANGE_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Stores a pending change; earlier unused links of the customer stop working. */
export async function createEmailChange(
  db: Db,
  change: {
    tokenHash: string;
    customerId: number;
    newEmail: string;
    sessionId: number | null;
    now: Date;
  },
): Promise<void> {
  await db
    .updateTable('emailChanges')
    .set({ usedAt: change.now })
    .where('customerId', '=', change.customerId)
    .where('usedAt', 'is', null)
    .execute();
  await db
    .insertInto('emailChanges')
    .values({
      tokenHash: change.tokenHash,
      customerId: change.customerId,
      newEmail: change.newEmail,
      sessionId: change.sessionId,
      createdAt: change.now,
      expiresAt: new Date(change.now.getTime() + EMAIL_CHANGE_LINK_LIFETIME_MS),
    })
    .execute();
}

/** The address a customer's account is waiting to move to, while its link works. */
export async function pendingEmailOf(
  db: Db,
  customerId: number,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('emailChanges')
    .select('newEmail')
    .where('customerId', '=', customerId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('emailChangeId', 'desc')
    .executeTakeFirst();
  return row?.newEmail;
}

/** Marks the change used if it is unused and unexpired; returns what it changes, or undefined. */
export async function consumeEmailChange(
  db: Db,
  change: { tokenHash: string; now: Date },
): Promise<{ customerId: number; newEmail: string; sessionId: number | null } | undefined> {
  return db
    .updateTable('emailChanges')
    .set({ usedAt: change.now })
    .where('tokenHash', '=', change.tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', change.now)
    .returning(['customerId', 'newEmail', 'sessionId'])
    .executeTakeFirst();
}
