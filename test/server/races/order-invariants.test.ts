import { afterAll, beforeAll, expect, it } from 'vitest';
import { letUnit } from '../../../server/drive-up/lettings.ts';
import { BoxTypeId } from '../../../src/domain/box-types.ts';
import {
  invoiceDataSchema,
  type OrderType,
  orderConfirmationSchema,
} from '../../../src/domain/orders.ts';
import { insertBox } from '../account-area.ts';
import { forEachDatabase } from '../harness.ts';
import {
  call,
  expectStatus,
  getBasket,
  newAddress,
  newBasket,
  type Shopper,
  shopper,
} from '../ordering.ts';
import {
  CARDS,
  FRIDAY_MORNING,
  type PayingApp,
  payingApp,
  payWithNewCard,
  readyBasket,
  settledCheckout,
} from '../paying.ts';
import { ledgerCheck } from './ledger.ts';

/*
 * For every type of order: its invoice lines add up to its total, which is the amount quoted,
 * the amount charged and the invoice's total. Today is Tuesday 1 December 2026.
 */

const PARIS = {
  fullName: 'Ada Lovelace',
  addressLine1: '12 rue de Rivoli',
  city: 'Paris',
  postalCode: '75001',
  countryCode: 'FR',
  phone: '+33 1 23 45 67 89',
};
const BOOKS = { category: 'books', description: 'Novels and old letters', value: 120 };
const MONDAY_AM = { doorstepDate: '2026-12-07', startHour: 8, endHour: 13 };
const MONDAY_PM = { doorstepDate: '2026-12-07', startHour: 12, endHour: 18 };
const TUESDAY_PM = { doorstepDate: '2026-12-08', startHour: 12, endHour: 18 };
/** Leeds Kirkstall, where the drive-up units are. */
const SITE = 8;

forEachDatabase('races: every order agrees with its charge and invoice', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  afterAll(async () => {
    await ledgerCheck(getDatabase().db);
  });
  const db = () => getDatabase().db;

  async function put(who: Shopper, type: string, basketId: number, body: unknown) {
    await expectStatus(call(app, who, 'PUT', `basket/${type}/${basketId}`, body), 200);
    return basketId;
  }

  /** Each way to place an order: a basket ready for checkout, of the order type it makes. */
  const WAYS: { name: string; orderType: OrderType; basket: (who: Shopper) => Promise<number> }[] =
    [
      {
        name: 'boxes for storage, with cover and materials',
        orderType: 'BTB',
        basket: async (who) => {
          const basketId = await readyBasket(app, who);
          // With materials to deliver first, the collection moves to Monday.
          await put(who, 'storage', basketId, {
            storageInsurance: { coverageLimit: 1000 },
            collection: { address: await newAddress(app, who), timeslot: MONDAY_PM },
          });
          return put(who, 'materials', basketId, { items: [{ materialId: 1, quantity: 2 }] });
        },
      },
      {
        name: 'a collection of boxes at home',
        orderType: 'COLLECTION',
        basket: async (who) => {
          const boxId = await insertBox(db(), who.customerId, { status: 'WithCustomer' });
          const { basketId } = await newBasket(app, who, 'collection');
          return put(who, 'collection', basketId, {
            collectionItems: [{ boxId }],
            numberOfMonths: 2,
            address: await newAddress(app, who),
            timeslot: FRIDAY_MORNING,
          });
        },
      },
      {
        name: 'a return to a room',
        orderType: 'BTB_RETURN',
        basket: async (who) => {
          const boxId = await insertBox(db(), who.customerId);
          const { basketId } = await newBasket(app, who, 'return');
          return put(who, 'return', basketId, {
            returnItems: [{ boxId }],
            address: await newAddress(app, who),
            roomReturn: true,
            floorDetails: 'Second floor, no lift',
            timeslot: FRIDAY_MORNING,
          });
        },
      },
      {
        name: 'materials on their own',
        orderType: 'MATERIALS',
        basket: async (who) => {
          const { basketId } = await newBasket(app, who, 'materials');
          return put(who, 'materials', basketId, {
            items: [
              { materialId: 1, quantity: 3 },
              { materialId: 5, quantity: 1 },
            ],
            address: await newAddress(app, who),
            timeslot: MONDAY_PM,
          });
        },
      },
      {
        name: 'the packing service',
        orderType: 'PACKING',
        basket: async (who) => {
          const { basketId } = await newBasket(app, who, 'packing');
          return put(who, 'packing', basketId, {
            rooms: 3,
            materialsIncluded: true,
            address: await newAddress(app, who),
            timeslot: TUESDAY_PM,
          });
        },
      },
      {
        name: 'a drive-up unit',
        orderType: 'VSU',
        basket: async (who) => {
          const { basketId } = await newBasket(app, who);
          return put(who, 'storage', basketId, {
            dropOffType: 'driveUp',
            vsuContract: 3,
            siteId: SITE,
            unitSizeId: 3,
            dropOffDate: '2026-12-10',
          });
        },
      },
      {
        name: 'a move-out of a drive-up unit',
        orderType: 'VSU_RETURN',
        basket: async (who) => {
          const letting = await db()
            .transaction()
            .execute((trx) =>
              letUnit(
                trx,
                {
                  status: 'booked',
                  basketId: null,
                  siteId: SITE,
                  unitSizeId: 1,
                  dropOffDate: '2026-10-01',
                  customerId: who.customerId,
                  orderId: null,
                  contractMonths: 1,
                },
                new Date('2026-09-25T09:00:00Z'),
                new Date('2026-09-25T08:00:00Z'),
              ),
            );
          const { basketId } = await newBasket(app, who, 'return');
          return put(who, 'return', basketId, {
            vsuLettingId: letting.lettingId,
            moveOutDate: '2027-01-10',
          });
        },
      },
      {
        name: 'a stored box shipped abroad',
        orderType: 'SHIPPING',
        basket: async (who) => {
          const boxId = await insertBox(db(), who.customerId);
          const { basketId } = await newBasket(app, who, 'international');
          return put(who, 'international', basketId, {
            source: 'storage',
            shipItems: [{ boxId, declaration: BOOKS }],
            destination: PARIS,
            dispatchDate: '2026-12-04',
          });
        },
      },
      {
        name: 'items collected from home and shipped abroad',
        orderType: 'SHIPPING',
        basket: async (who) => {
          const { basketId } = await newBasket(app, who, 'international');
          return put(who, 'international', basketId, {
            source: 'home',
            homeItems: [
              { boxTypeId: BoxTypeId.LargeBox, declaration: BOOKS },
              { boxTypeId: BoxTypeId.Suitcase, declaration: BOOKS },
            ],
            destination: PARIS,
            collection: { address: await newAddress(app, who), timeslot: MONDAY_AM },
          });
        },
      },
    ];

  it.each(WAYS)('$name: lines = total = quote = charge = invoice', async (way) => {
    const me = await shopper(app);
    const basketId = await way.basket(me);
    const { quote } = await getBasket(app, me, basketId);
    const quotedPence = Math.round(quote.total * 100);
    expect(quotedPence).toBeGreaterThan(0);
    await payWithNewCard(app, me, basketId, CARDS.visa);
    await expectStatus(
      call(app, me, 'POST', `basket/${basketId}/checkout/start`, { quotedTotal: quote.total }),
      200,
    );
    const done = await settledCheckout(app, me, basketId);
    expect(done.status, done.message ?? '').toBe('succeeded');
    const orderId = done.orderId ?? 0;

    const order = await db()
      .selectFrom('orders')
      .select(['orderType', 'totalPence'])
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    const lines = await db()
      .selectFrom('orderLines')
      .select('lineTotalPence')
      .where('orderId', '=', orderId)
      .execute();
    const charges = await db()
      .selectFrom('payments')
      .select('amountPence')
      .where('orderId', '=', orderId)
      .execute();
    const invoice = invoiceDataSchema.parse(
      await expectStatus(call(app, me, 'GET', `order/${orderId}/invoiceData`), 200),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect({
      orderType: order.orderType,
      lines: lines.reduce((sum, line) => sum + line.lineTotalPence, 0),
      total: order.totalPence,
      charged: charges.map((charge) => charge.amountPence),
      invoiceSubtotal: Math.round(invoice.subtotal * 100),
      invoiceDiscount: invoice.discount,
      invoiceTotal: Math.round(invoice.total * 100),
    }).toEqual({
      orderType: way.orderType,
      lines: quotedPence,
      total: quotedPence,
      charged: [quotedPence],
      invoiceSubtotal: quotedPence,
      invoiceDiscount: 0,
      invoiceTotal: quotedPence,
    });
  });
  it.each(WAYS)(
    '$name, with the promotion WELCOME10 offered: the confirmation carries every line of the invoice and adds up to the amount charged',
    async (way) => {
      const me = await shopper(app);
      const basketId = await way.basket(me);
      // The code is offered on every order; where it counts, the quote takes it off.
      await call(app, me, 'PATCH', `basket/${basketId}`, { promoCode: 'WELCOME10' });
      const { quote } = await getBasket(app, me, basketId);
      await payWithNewCard(app, me, basketId, CARDS.visa);
      await expectStatus(
        call(app, me, 'POST', `basket/${basketId}/checkout/start`, { quotedTotal: quote.total }),
        200,
      );
      const done = await settledCheckout(app, me, basketId);
      expect(done.status, done.message ?? '').toBe('succeeded');
      const orderId = done.orderId ?? 0;
      const confirmation = orderConfirmationSchema.parse(
        await expectStatus(call(app, me, 'GET', `order/${orderId}/confirmation`), 200),
      );
      const invoice = invoiceDataSchema.parse(
        await expectStatus(call(app, me, 'GET', `order/${orderId}/invoiceData`), 200),
      );
      const pence = (pounds: number) => Math.round(pounds * 100);
      const linesPence = confirmation.lines.reduce((sum, line) => sum + pence(line.total), 0);
      expect({
        lines: linesPence,
        charged: pence(confirmation.charged),
        promotionLine: confirmation.lines.some((line) => line.total < 0),
      }).toEqual({
        lines: pence(quote.total),
        charged: pence(quote.total),
        promotionLine: invoice.discount > 0,
      });
      if (quote.promotion) {
        expect(invoice.discount).toBe(quote.promotion.amount);
        expect(confirmation.lines.at(-1)).toMatchObject({
          description: 'Promotion WELCOME10',
          total: -quote.promotion.amount,
        });
      }
    },
  );
});
