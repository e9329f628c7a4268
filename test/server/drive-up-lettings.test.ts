import { describe, expect, it } from 'vitest';
import { letUnit } from '../../server/drive-up/lettings.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { forEachDatabase } from './harness.ts';

const NOW = new Date('2026-12-01T09:00:00Z');
/** Battersea's 150 sq ft units: two of them. */
const SITE = 1;
const LARGEST = 7;

forEachDatabase('drive-up lettings', (getDatabase) => {
  async function customers(count: number): Promise<number[]> {
    const db = getDatabase().db;
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const row = await db
        .insertInto('customers')
        .values({
          email: `letting-${Date.now()}-${index}-${Math.random()}@example.com`,
          firstName: 'Test',
          lastName: `Customer ${index}`,
          passwordHash: 'x',
          joinedDate: '2026-12-01',
          signUpFunnel: null,
          referralCode: null,
        })
        .returning('customerId')
        .executeTakeFirstOrThrow();
      ids.push(row.customerId);
    }
    return ids;
  }

  const request = (customerId: number, dropOffDate: string) => ({
    siteId: SITE,
    unitSizeId: LARGEST,
    dropOffDate,
    customerId,
    orderId: null,
    contractMonths: 1 as const,
  });

  describe('letting a unit', () => {
    it('gives N concurrent checkouts for the last units exactly as many lettings as there are units', async () => {
      const db = getDatabase().db;
      const people = await customers(8);
      const outcomes = await Promise.allSettled(
        people.map((customerId) =>
          db.transaction().execute((trx) => letUnit(trx, request(customerId, '2027-01-04'), NOW)),
        ),
      );
      const granted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(granted).toHaveLength(2);
      expect(new Set(granted.map((outcome) => outcome.value.unitNumber))).toEqual(
        new Set(['G01', 'G02']),
      );
      for (const outcome of refused) {
        expect((outcome.reason as { errorCode?: number }).errorCode).toBe(
          ErrorCode.NotEnoughUnitsOnDropOffDay,
        );
      }
    });

    it('frees a unit for drop-offs after its letting ends, and not before', async () => {
      const db = getDatabase().db;
      await db
        .updateTable('vsuLettings')
        .set({ endDate: '2027-03-01' })
        .where('unitId', 'in', (eb) =>
          eb
            .selectFrom('vsuUnits')
            .select('unitId')
            .where('siteId', '=', SITE)
            .where('unitNumber', '=', 'G01'),
        )
        .execute();
      const [before, after] = await customers(2);
      await expect(
        db.transaction().execute((trx) => letUnit(trx, request(before ?? 0, '2027-03-01'), NOW)),
      ).rejects.toMatchObject({ errorCode: ErrorCode.NotEnoughUnitsOnDropOffDay });
      const letting = await db
        .transaction()
        .execute((trx) => letUnit(trx, request(after ?? 0, '2027-03-02'), NOW));
      expect(letting.unitNumber).toBe('G01');
    });
  });
});
