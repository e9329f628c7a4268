import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOX_STATUSES,
  boxesPageSchema,
  isWithCustomer,
  isWithProvider,
} from '../../src/domain/boxes.ts';
import {
  type AccountApp,
  accountApp,
  call,
  expectStatus,
  insertBox,
  type Member,
  member,
} from './account-area.ts';
import { forEachDatabase } from './harness.ts';

/*
 * My stuff's list totals are kept by the database as boxes come, move and go (a trigger on
 * boxes), so page 1 reads one row however many boxes a customer has. These tests hold the
 * kept totals to a real count, and the database's lists to the domain's.
 */

forEachDatabase('kept totals of the boxes lists', (getDatabase) => {
  let app: AccountApp;
  let owner: Member;

  beforeAll(async () => {
    app = accountApp(getDatabase().db);
    owner = await member(app);
  });

  async function total(list: 'with-provider' | 'with-customer', onlyParents = false) {
    const path = `boxes/${owner.customerId}/1/50/${list}/desc/${onlyParents}`;
    return boxesPageSchema.parse(await expectStatus(call(app, owner, 'GET', path), 200)).total;
  }

  it('puts every status and service in the list the domain puts it in', async () => {
    const db = getDatabase().db;
    for (const status of BOX_STATUSES) {
      for (const serviceType of [null, 'ShippingService', 'PackingService']) {
        const { rows } = await sql<{ list: string | null }>`
          SELECT box_list_of(${status}, ${serviceType}) AS list`.execute(db);
        // A box being shipped abroad is in neither list, wherever it waits.
        const expected =
          serviceType === 'ShippingService'
            ? null
            : isWithProvider(status)
              ? 'with-provider'
              : isWithCustomer(status)
                ? 'with-customer'
                : null;
        expect({ status, serviceType, list: rows[0]?.list }).toEqual({
          status,
          serviceType,
          list: expected,
        });
      }
    }
  });

  describe('follows the boxes', () => {
    it('counts new boxes, a box inside another apart, and none of another customer', async () => {
      const db = getDatabase().db;
      const other = await member(app);
      const parent = await insertBox(db, owner.customerId);
      await insertBox(db, owner.customerId, { parentBoxId: parent });
      await insertBox(db, owner.customerId, { status: 'WithCustomer' });
      await insertBox(db, other.customerId);
      expect(await total('with-provider')).toBe(2);
      expect(await total('with-provider', true)).toBe(1);
      expect(await total('with-customer')).toBe(1);
    });

    it('moves a box between lists when its status or service changes, and forgets it when deleted', async () => {
      const db = getDatabase().db;
      const box = await insertBox(db, owner.customerId);
      expect(await total('with-provider')).toBe(3);
      await db
        .updateTable('boxes')
        .set({ status: 'InTransitToCustomer' })
        .where('boxId', '=', box)
        .execute();
      expect([await total('with-provider'), await total('with-customer')]).toEqual([2, 2]);
      await db
        .updateTable('boxes')
        .set({ status: 'WithLoveSpace', serviceType: 'ShippingService' })
        .where('boxId', '=', box)
        .execute();
      expect([await total('with-provider'), await total('with-customer')]).toEqual([2, 1]);
      await db.updateTable('boxes').set({ serviceType: null }).where('boxId', '=', box).execute();
      expect(await total('with-provider')).toBe(3);
      await db.deleteFrom('boxes').where('boxId', '=', box).execute();
      expect(await total('with-provider')).toBe(2);
    });

    it('agrees with a count of the boxes themselves', async () => {
      const db = getDatabase().db;
      const counted = await db
        .selectFrom('boxes')
        .select((eb) => eb.fn.countAll<number>().as('boxes'))
        .where('customerId', '=', owner.customerId)
        .where('status', 'in', BOX_STATUSES.filter(isWithProvider))
        .executeTakeFirstOrThrow();
      expect(await total('with-provider')).toBe(Number(counted.boxes));
    });
  });
});
