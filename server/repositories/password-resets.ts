import type { Db } from '../db/database.ts';

/** Stores a new reset token hash; earlier unused links of the customer stop working. */
export async function createPasswordReset(
  db: Db,
  reset: { tokenHash: string; customerId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .updateTable('passwordResets')
    .set({ usedAt: reset.now })
    .where('customerId', '=', reset.customerId)
    .where('usedAt', 'is', null)
    .execute();
  await db
    .insertInto('passwordResets')
    .values({
      tokenHash: reset.tokenHash,
      customerId: reset.customerId,
      createdAt: reset.now,
      expiresAt: reset.expiresAt,
    })
    .execute();
}

/**
 * Marks the reset used if it is unused, unexpired and belongs to the account with this email,
 * in one statement so two tabs cannot both use it. Returns the customer, or undefined.
 */
export async function consumePasswordReset(
  db: Db,
  reset: { tokenHash: string; email: string; now: Date },
): Promise<number | undefined> {
  const row = await db
    .updateTable('passwordResets')
    .set({ usedAt: reset.now })
    .where('tokenHash', '=', reset.tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', reset.now)
    .where('customerId', '=', (eb) =>
      eb.selectFrom('customers').select('customerId').where('email', '=', reset.email),
    )
    .returning('customerId')
    .executeTakeFirst();
  return row?.customerId;
}

/** True while the reset can still be used; a cheap check before any slow hashing. */
export async function isPasswordResetUsable(
  db: Db,
  reset: { tokenHash: string; email: string; now: Date },
): Promise<boolean> {
  const row = await db
    .selectFrom('passwordResets')
    .innerJoin('customers', 'customers.customerId', 'passwordResets.customerId')
    .select('passwordResets.passwordResetId')
    .where('passwordResets.tokenHash', '=', reset.tokenHash)
    .where('passwordResets.usedAt', 'is', null)
    .where('passwordResets.expiresAt', '>', reset.now)
    .where('customers.email', '=', reset.email)
    .executeTakeFirst();
  return row !== undefined;
}
