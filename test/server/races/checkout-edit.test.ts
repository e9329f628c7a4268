import { afterAll, beforeAll, expect, it } from 'vitest';
import { BoxTypeId } from '../../../src/domain/box-types.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import { invoiceDataSchema } from '../../../src/domain/orders.ts';
import { forEachDatabase } from '../harness.ts';
import { call, expectStatus, getBasket, type Shopper, shopper } from '../ordering.ts';
import {
  CARDS,
  type PayingApp,
  payingApp,
  payWithNewCard,
  readyBasket,
  settledCheckout,
} from '../paying.ts';
import { ledgerCheck } from './ledger.ts';

/*
 * A basket changed while its checkout starts: the change either lands first, and is what is
 * priced, charged and ordered (or refused as a new price, 199), or it is refused because the
 * basket is being paid for (197). Either way the order's lines, its total, the charge and the
 * invoice agree.
 */

const TRIES = 30;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

forEachDatabase('races: a basket edited while its checkout starts', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  afterAll(async () => {
    await ledgerCheck(getDatabase().db);
  });
  const db = () => getDatabase().db;

  async function orderOf(who: Shopper, orderId: number) {
    const order = await db()
      .selectFrom('orders')
      .select(['totalPence', 'numberOfItems'])
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    const lines = await db()
      .selectFrom('orderLines')
      .select(['description', 'quantity', 'lineTotalPence'])
      .where('orderId', '=', orderId)
      .execute();
    const charged = await db()
      .selectFrom('payments')
      .select('amountPence')
      .where('orderId', '=', orderId)
      .execute();
    const boxes = await db()
      .selectFrom('orderBoxes')
      .select('boxId')
      .where('orderId', '=', orderId)
      .execute();
    const invoice = invoiceDataSchema.parse(
      await expectStatus(call(app, who, 'GET', `order/${orderId}/invoiceData`), 200),
    );
    return { order, lines, charged, boxes, invoice };
  }

  it(`one box changed to nine as the checkout starts (${TRIES} tries): what is ordered is what is charged`, async () => {
    const me = await shopper(app);
    const outcomes = { ordered: 0, editRefused: 0, priceChanged: 0 };
    for (let index = 0; index < TRIES; index += 1) {
      const basketId = await readyBasket(app, me, {
        lineItems: [{ boxTypeId: BoxTypeId.MediumBox, quantity: 1 }],
      });
      const { quote } = await getBasket(app, me, basketId);
      await payWithNewCard(app, me, basketId, CARDS.visa);
      // Half the starts say the total they were shown, as the SPA does; the rest say nothing.
      const startBody = index % 2 === 0 ? { quotedTotal: quote.total } : undefined;
      const lag = index % 4;
      const [edit, start] = await Promise.all([
        (async () => {
          if (index % 3 === 1) await pause(lag);
          return call(app, me, 'PUT', `basket/storage/${basketId}`, {
            lineItems: [{ boxTypeId: BoxTypeId.MediumBox, quantity: 9 }],
          });
        })(),
        (async () => {
          if (index % 3 === 2) await pause(lag);
          return call(app, me, 'POST', `basket/${basketId}/checkout/start`, startBody);
        })(),
      ]);
      const editBody = (await edit.json()) as { errorCode?: number };
      const startAnswer = (await start.json()) as { errorCode?: number };
      if (edit.status !== 200) {
        // Being paid for, or (when the start was quick) already an order.
        expect(edit.status).toBe(409);
        expect([ErrorCode.CheckoutInProgress, ErrorCode.OrderAlreadyPlaced]).toContain(
          editBody.errorCode,
        );
        outcomes.editRefused += 1;
      }
      if (start.status !== 200) {
        // Only a start told the old total can be refused, and only because the edit landed.
        expect([start.status, startAnswer.errorCode, edit.status]).toEqual([
          409,
          ErrorCode.PriceChanged,
          200,
        ]);
        outcomes.priceChanged += 1;
        continue;
      }
      const done = await settledCheckout(app, me, basketId);
      expect(done.status, done.message ?? '').toBe('succeeded');
      outcomes.ordered += 1;
      const { order, lines, charged, boxes, invoice } = await orderOf(me, done.orderId ?? 0);
      const lineSum = lines.reduce((sum, line) => sum + line.lineTotalPence, 0);
      const boxesInLines = lines
        .filter((line) => line.description.includes('of storage'))
        .reduce((sum, line) => sum + line.quantity, 0);
      const expectedBoxes = edit.status === 200 ? 9 : 1;
      expect({
        lineSum,
        charged: charged.map((payment) => payment.amountPence),
        invoiceTotal: Math.round(invoice.total * 100),
        discount: invoice.discount,
        boxesInLines,
        boxes: boxes.length,
        items: order.numberOfItems,
      }).toEqual({
        lineSum: order.totalPence,
        charged: [order.totalPence],
        invoiceTotal: order.totalPence,
        discount: 0,
        boxesInLines: expectedBoxes,
        boxes: expectedBoxes,
        items: expectedBoxes,
      });
    }
    expect(outcomes.ordered + outcomes.priceChanged).toBe(TRIES);
  });
});
