import { describe, expect, it } from 'vitest';
import {
  bookHeldUnit,
  holdUnit,
  letUnit,
  releaseHeldUnit,
} from '../../server/drive-up/lettings.ts';
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
    status: 'booked' as const,
    basketId: null,
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
          db
            .transaction()
            .execute((trx) => letUnit(trx, request(customerId, '2027-01-04'), NOW, NOW)),
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
        db
          .transaction()
          .execute((trx) => letUnit(trx, request(before ?? 0, '2027-03-01'), NOW, NOW)),
      ).rejects.toMatchObject({ errorCode: ErrorCode.NotEnoughUnitsOnDropOffDay });
      const letting = await db
        .transaction()
        .execute((trx) => letUnit(trx, request(after ?? 0, '2027-03-02'), NOW, NOW));
      expect(letting.unitNumber).toBe('G01');
    });
  });

  describe('holding a unit for a basket', () => {
    const HOLD_START = new Date('2026-12-01T09:00:00Z');
    const LATER = new Date('2026-12-01T11:00:00Z');
    /** Holds count for an hour, as the ordering settings have it. */
    const holdSince = (now: Date) => new Date(now.getTime() - 60 * 60_000);
    /** Cardiff's 150 sq ft units: two of them, untouched by the tests above. */
    const hold = (basketId: number, customerId: number) => ({
      basketId,
      customerId,
      siteId: 6,
      unitSizeId: LARGEST,
      dropOffDate: '2027-02-01',
      contractMonths: 3 as const,
    });

    async function basketFor(customerId: number, stage = 'notStarted'): Promise<number> {
      const row = await getDatabase()
        .db.insertInto('baskets')
        .values({
          customerId,
          basketType: 'btb',
          partner: null,
          marketingReference: null,
          promoCode: null,
          stage,
          storageBasket: null,
          materialBasket: null,
          collectionBasket: null,
          returnBasket: null,
          createdAt: HOLD_START,
          updatedAt: HOLD_START,
        })
        .returning('basketId')
        .executeTakeFirstOrThrow();
      return row.basketId;
    }

    it('holds one unit a basket, counts holds while fresh or at checkout, and books it for the order', async () => {
      const db = getDatabase().db;
      const [first, second, third] = await customers(3);
      const a = await basketFor(first ?? 0);
      const b = await basketFor(second ?? 0, 'checkoutStarted');
      const c = await basketFor(third ?? 0);
      const inTrx = <T>(work: (trx: typeof db) => Promise<T>) => db.transaction().execute(work);

      const held = await inTrx((trx) =>
        holdUnit(trx, hold(a, first ?? 0), HOLD_START, holdSince(HOLD_START)),
      );
      // Choosing again keeps one hold, not two.
      const again = await inTrx((trx) =>
        holdUnit(trx, hold(a, first ?? 0), HOLD_START, holdSince(HOLD_START)),
      );
      expect(again.unitNumber).toBe(held.unitNumber);
      await inTrx((trx) => holdUnit(trx, hold(b, second ?? 0), HOLD_START, holdSince(HOLD_START)));
      // Both units are held: a third basket is refused while the holds are fresh.
      await expect(
        inTrx((trx) => holdUnit(trx, hold(c, third ?? 0), HOLD_START, holdSince(HOLD_START))),
      ).rejects.toMatchObject({ errorCode: ErrorCode.NotEnoughUnitsOnDropOffDay });
      // Two hours on, the first basket (never at checkout) has let its hold lapse; the second,
      // at checkout, keeps its unit.
      const taken = await inTrx((trx) =>
        holdUnit(trx, hold(c, third ?? 0), LATER, holdSince(LATER)),
      );
      expect(taken.unitNumber).toBe(held.unitNumber);

      const { orderId } = await db
        .insertInto('orders')
        .values({
          customerId: second ?? 0,
          orderType: 'VSU',
          orderDate: LATER,
          serviceDate: '2027-02-01',
          numberOfItems: 1,
          status: 'Booked',
          totalPence: 0,
          isOrderEditable: true,
          isOrderCancellable: true,
          notificationPhone: null,
          basketId: b,
        })
        .returning('orderId')
        .executeTakeFirstOrThrow();
      const booked = await inTrx((trx) => bookHeldUnit(trx, b, orderId));
      expect(booked?.unitNumber).toMatch(/^G0[12]$/);
      expect(await inTrx((trx) => bookHeldUnit(trx, b, orderId))).toBeUndefined();
      await inTrx((trx) => releaseHeldUnit(trx, c));
      const left = await db
        .selectFrom('vsuLettings')
        .select('status')
        .where('basketId', 'in', [a, b, c])
        .execute();
      expect(left.map((row) => row.status).sort()).toEqual(['booked', 'held']);
    });
  });
});
