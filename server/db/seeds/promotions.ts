import type { Db } from '../database.ts';
import { fromExcluded } from './upsert.ts';

/*
 * The promotion codes on offer. Amounts are percent for 'percentage' and pence for 'fixed'.
 * EXPIRED20 stays in the table, past its date, so an old leaflet's code answers "invalid"
 * like any other rather than vanishing.
 */
const PROMOTIONS = [
  {
    code: 'WELCOME10',
    kind: 'percentage',
    amount: 10,
    description: '10% off your first order',
    expiresAt: null,
    active: true,
  },
  {
    code: 'FIVEOFF',
    kind: 'fixed',
    amount: 500,
    description: '£5 off your order',
    expiresAt: null,
    active: true,
  },
  {
    code: 'EXPIRED20',
    kind: 'percentage',
    amount: 20,
    description: '20% off, autumn 2025',
    expiresAt: new Date('2025-11-30T23:59:59Z'),
    active: true,
  },
];

export async function seedPromotions(db: Db): Promise<void> {
  await db
    .insertInto('promotions')
    .values(PROMOTIONS)
    .onConflict((oc) => oc.column('code').doUpdateSet(fromExcluded(PROMOTIONS[0]!)))
    .execute();
}
