import { beforeAll, expect, it } from 'vitest';
import { boxesPageSchema } from '../../src/domain/boxes.ts';
import { ordersPageSchema } from '../../src/domain/orders.ts';
import {
  type AccountApp,
  accountApp,
  call,
  expectStatus,
  insertBox,
  insertOrder,
  type Member,
  member,
} from './account-area.ts';
import { forEachDatabase } from './harness.ts';

/*
 * Boxes and orders page by keyset: a later page continues after the last row of the one
 * before (`?after=` the page's `nextCursor`), so it costs what the first does and never
 * repeats or skips a row, even where several share a time.
 */

forEachDatabase('keyset paging of boxes and orders', (getDatabase) => {
  let app: AccountApp;
  let owner: Member;
  const boxIds: number[] = [];
  const orderIds: number[] = [];

  beforeAll(async () => {
    const db = getDatabase().db;
    app = accountApp(db);
    owner = await member(app);
    for (let index = 0; index < 123; index += 1) {
      // Three boxes to each minute: the id breaks the tie.
      const createdAt = new Date(Date.UTC(2026, 0, 1, 9, Math.floor(index / 3)));
      boxIds.push(await insertBox(db, owner.customerId, { createdAt }));
    }
    for (let index = 0; index < 7; index += 1) {
      const orderDate = new Date(Date.UTC(2026, 1, 1 + Math.floor(index / 2)));
      orderIds.push(await insertOrder(db, owner.customerId, { orderDate }));
    }
  });

  async function boxesPage(page: number, after?: string, order = 'desc') {
    const query = after ? `?after=${after}` : '';
    const path = `boxes/${owner.customerId}/${page}/50/with-provider/${order}/false${query}`;
    return boxesPageSchema.parse(await expectStatus(call(app, owner, 'GET', path), 200));
  }

  it.each(['desc', 'asc'])('lists every box once, in %s order, page after page', async (order) => {
    const seen: number[] = [];
    let page = 1;
    let after: string | undefined;
    for (;;) {
      const answer = await boxesPage(page, after, order);
      seen.push(...answer.boxes.map((box) => box.boxId));
      expect(answer.total).toBe(123);
      if (!answer.nextCursor) break;
      after = answer.nextCursor;
      page += 1;
    }
    expect(page).toBe(3);
    const expected = [...boxIds].sort((a, b) => a - b);
    expect(seen).toEqual(order === 'asc' ? expected : expected.reverse());
  });

  it('gives the same pages as numbered paging', async () => {
    const first = await boxesPage(1);
    const byNumber = await boxesPage(2);
    const byCursor = await boxesPage(2, first.nextCursor ?? undefined);
    expect(byCursor.boxes).toEqual(byNumber.boxes);
  });

  it('pages orders the same way', async () => {
    const path = (after?: string) =>
      `orders/${owner.customerId}/1/3/desc${after ? `?after=${after}` : ''}`;
    const seen: number[] = [];
    let after: string | undefined;
    do {
      const answer = ordersPageSchema.parse(
        await expectStatus(call(app, owner, 'GET', path(after)), 200),
      );
      seen.push(...answer.orders.map((order) => order.orderId));
      // Every page counts the whole list, the ones after a cursor too.
      expect(answer.total).toBe(7);
      after = answer.nextCursor ?? undefined;
    } while (after);
    expect(seen).toEqual([...orderIds].sort((a, b) => b - a));
    // A page past the end still says how many there are.
    const beyond = ordersPageSchema.parse(
      await expectStatus(call(app, owner, 'GET', `orders/${owner.customerId}/9/3/desc`), 200),
    );
    expect(beyond).toMatchObject({ orders: [], total: 7, nextCursor: null });
  });

  it('refuses a cursor it did not make with 400', async () => {
    for (const after of ['nonsense', Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(300)]) {
      const path = `boxes/${owner.customerId}/2/50/with-provider/desc/false?after=${after}`;
      await expectStatus(call(app, owner, 'GET', path), 400);
    }
  });

  it('answers only the boxes asked for by number, and counts them', async () => {
    const wanted = [boxIds[5], boxIds[0], boxIds[99]] as number[];
    const path = `boxes/${owner.customerId}/1/50/with-provider/desc/false?ids=${wanted.join(',')}`;
    const answer = boxesPageSchema.parse(await expectStatus(call(app, owner, 'GET', path), 200));
    expect(answer.boxes.map((box) => box.boxId).sort((a, b) => a - b)).toEqual(
      [...wanted].sort((a, b) => a - b),
    );
    expect(answer.total).toBe(3);
  });

  it("leaves out another customer's boxes asked for by number", async () => {
    const stranger = await member(app);
    const theirs = await insertBox(getDatabase().db, stranger.customerId);
    const path = `boxes/${owner.customerId}/1/50/with-provider/desc/false?ids=${theirs},${boxIds[1]}`;
    const answer = boxesPageSchema.parse(await expectStatus(call(app, owner, 'GET', path), 200));
    expect(answer.boxes.map((box) => box.boxId)).toEqual([boxIds[1]]);
  });

  it('refuses ids that are not box numbers with a 400 and an error code', async () => {
    const path = `boxes/${owner.customerId}/1/50/with-provider/desc/false?ids=1,two`;
    const body = (await expectStatus(call(app, owner, 'GET', path), 400)) as { errorCode?: number };
    expect(typeof body.errorCode).toBe('number');
  });
});
