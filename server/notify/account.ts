import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { notifyOrLog } from './notify.ts';

/**
 * Tells the customer their password was changed (from the account page or a reset link).
 * Every change is news, so each has its own key; call it after the change is committed.
 */
export function notifyPasswordChanged(db: Db, customerId: number): Promise<void> {
  return notifyOrLog(db, { kind: 'account.passwordChanged', customerId, changeId: randomUUID() });
}

/**
 * Tells the new address, with the old one in Cc, that the account's e-mail has moved; call it
 * after the change is committed.
 */
export function notifyEmailChanged(
  db: Db,
  change: { customerId: number; oldEmail: string; newEmail: string },
): Promise<void> {
  return notifyOrLog(db, { kind: 'account.emailChanged', ...change, changeId: randomUUID() });
}
