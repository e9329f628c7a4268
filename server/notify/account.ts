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
