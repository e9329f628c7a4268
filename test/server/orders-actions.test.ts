import { beforeAll, describe, expect, it } from 'vitest';
import { includedVatPence, invoiceNumber } from '../../server/orders/invoice.ts';
import { recordOrderLines } from '../../server/orders/lines.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import {
  invoiceDataSchema,
  type Order,
  orderSchema,
  ordersPageSchema,
} from '../../src/domain/orders.ts';
import { timeslotsResponseSchema } from '../../src/domain/timeslots.ts';
import {
  type AccountApp,
  accountApp,
  call,
  expectError,
  expectStatus,
  insertBox,
  insertOrder,
  type Member,
  member,
} from './account-area.ts';
import { forEachDatabase } from './harness.ts';

/** Monday 2 March 2026, 9am in London. */
const NOW = new Date('2026-03-02T09:00:00Z');

describe('VAT and invoice numbers', () => {
  it.each([
    [1200, 200],
    [6450, 1075],
    [1, 0],
    [0, 0],
    [999, 167],
  ])('%i pence includes %i pence of VAT at 20%%', (gross, vat) => {
    expect(includedVatPence(gross)).toBe(vat);
  });

  it('numbers invoices by year and order id', () => {
    expect(invoiceNumber({ orderId: 42, orderDate: new Date('2026-12-31T23:30:00Z') })).toBe(
      'BR-2026-000042',
    );
    // Just after midnight on New Year's Day in London (GMT), whatever the server's zone.
    expect(invoiceNumber({ orderId: 7, orderDate: new Date('2027-01-01T00:10:00Z') })).toBe(
      'BR-2027-000007',
    );
  });
});

forEachDatabase('order actions', (getDatabase) => {
  let app: AccountApp;
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    app = accountApp(getDatabase().db, { ordering: { now: () => NOW } });
    owner = await member(app);
    other = await member(app);
  });

  async function listed(who: Member, orderId: number): Promise<Order | undefined> {
    const page = ordersPageSchema.parse(
      await expectStatus(call(app, who, 'GET', `orders/${who.customerId}/1/50/desc`), 200),
    );
    return page.orders.find((order) => order.orderId === orderId);
  }

  async function orderRow(orderId: number) {
    return getDatabase()
      .db.selectFrom('orders')
      .selectAll()
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
  }

  describe('invoice data', () => {
    it('is a full VAT invoice: supplier, customer, net, VAT and gross per line and in total', async () => {
      const db = getDatabase().db;
      const orderId = await insertOrder(db, owner.customerId, {
        totalPence: 6450,
        orderDate: new Date('2026-02-20T10:00:00Z'),
      });
      await recordOrderLines(db, orderId, [
        { description: 'Medium box, first month of storage', quantity: 2, unitPricePence: 1000 },
        { description: 'Large box, first month of storage', quantity: 3, unitPricePence: 1250 },
        { description: 'Collection from your door', quantity: 1, unitPricePence: 1200 },
      ]);
      const invoice = invoiceDataSchema.parse(
        await expectStatus(call(app, owner, 'GET', `order/${orderId}/invoiceData`), 200),
      );
      expect(invoice).toMatchObject({
        orderId,
        invoiceNumber: `BR-2026-${String(orderId).padStart(6, '0')}`,
        issuedDate: '2026-02-20',
        supplier: {
          name: 'Boxroom Storage Limited',
          address: 'Unit 4, Thameside Industrial Estate, Factory Road, London E16 2AA',
          vatNumber: 'GB 412 7730 58',
          companyNumber: '14820317',
        },
        // An order without a basket is addressed to the customer's postcode.
        customer: { name: 'Jo Bloggs', address: 'SW1A 2AA' },
        lines: [
          {
            description: 'Medium box, first month of storage',
            quantity: 2,
            unitPrice: 10,
            total: 20,
          },
          {
            description: 'Large box, first month of storage',
            quantity: 3,
            unitPrice: 12.5,
            total: 37.5,
          },
          { description: 'Collection from your door', quantity: 1, unitPrice: 12, total: 12 },
        ],
        subtotal: 69.5,
        discount: 5,
        total: 64.5,
        net: 53.75,
        vat: 10.75,
      });
      // Each line without VAT at 20%, the discount a line of its own; the sums are exact.
      expect(
        invoice.vatLines.map(({ description, net, vat, gross, unitNet }) => [
          description,
          unitNet,
          net,
          vat,
          gross,
        ]),
      ).toEqual([
        ['Medium box, first month of storage', 8.33, 16.67, 3.33, 20],
        ['Large box, first month of storage', 10.42, 31.25, 6.25, 37.5],
        ['Collection from your door', 10, 10, 2, 12],
        ['Promotion discount', -4.17, -4.17, -0.83, -5],
      ]);
      const pence = (key: 'net' | 'vat' | 'gross') =>
        invoice.vatLines.reduce((sum, each) => sum + Math.round(each[key] * 100), 0);
      expect(pence('net')).toBe(5375);
      expect(pence('vat')).toBe(1075);
      expect(pence('net') + pence('vat')).toBe(6450);
      expect(pence('gross')).toBe(6450);
    });

    it('shows an order without recorded lines as one line for its total', async () => {
      const orderId = await insertOrder(getDatabase().db, owner.customerId, {
        orderType: 'BTB_RETURN',
        totalPence: 2500,
      });
      const invoice = invoiceDataSchema.parse(
        await expectStatus(call(app, owner, 'GET', `order/${orderId}/invoiceData`), 200),
      );
      expect(invoice.lines).toEqual([
        { description: 'By-The-Box Return order', quantity: 1, unitPrice: 25, total: 25 },
      ]);
      expect(invoice).toMatchObject({ subtotal: 25, discount: 0, total: 25, vat: 4.17 });
    });

    it('balances lines that add up to less than the total', async () => {
      const db = getDatabase().db;
      const orderId = await insertOrder(db, owner.customerId, { totalPence: 3000 });
      await recordOrderLines(db, orderId, [
        { description: 'Small box storage', quantity: 2, unitPricePence: 1000 },
      ]);
      const invoice = invoiceDataSchema.parse(
        await expectStatus(call(app, owner, 'GET', `order/${orderId}/invoiceData`), 200),
      );
      expect(invoice.lines.at(-1)).toEqual({
        description: 'Other charges',
        quantity: 1,
        unitPrice: 10,
        total: 10,
      });
      expect(invoice).toMatchObject({ subtotal: 30, discount: 0, total: 30 });
    });

    it('refuses lines that are not whole non-negative pence', async () => {
      const orderId = await insertOrder(getDatabase().db, owner.customerId);
      await expect(
        recordOrderLines(getDatabase().db, orderId, [
          { description: 'Half a box', quantity: 1, unitPricePence: 12.5 },
        ]),
      ).rejects.toThrow(RangeError);
      await expect(
        recordOrderLines(getDatabase().db, orderId, [
          { description: ' ', quantity: 1, unitPricePence: 100 },
        ]),
      ).rejects.toThrow(RangeError);
    });

    it("is 404 for another customer's order", async () => {
      const orderId = await insertOrder(getDatabase().db, owner.customerId);
      await expectError(
        call(app, other, 'GET', `order/${orderId}/invoiceData`),
        404,
        ErrorCode.NotFound,
      );
    });
  });

  describe('cancelling', () => {
    it('makes the order cancelled, not editable and not cancellable', async () => {
      const orderId = await insertOrder(getDatabase().db, owner.customerId);
      expect(await listed(owner, orderId)).toMatchObject({
        isOrderCancellable: true,
        isOrderEditable: true,
        isOrderCancelled: false,
      });
      const order = orderSchema.parse(
        await expectStatus(call(app, owner, 'PUT', `order/${orderId}/cancel`, { orderId }), 200),
      );
      const flags = { isOrderCancelled: true, isOrderEditable: false, isOrderCancellable: false };
      expect(order).toMatchObject(flags);
      expect(await listed(owner, orderId)).toMatchObject(flags);
      expect((await orderRow(orderId)).status).toBe('Cancelled');
    });

    it('refuses with 193 an order already cancelled, completed, due today or not cancellable', async () => {
      const db = getDatabase().db;
      const cases = [
        await insertOrder(db, owner.customerId, { isOrderCancelled: true }),
        await insertOrder(db, owner.customerId, { status: 'Completed' }),
        await insertOrder(db, owner.customerId, { serviceDate: '2026-03-02' }),
        await insertOrder(db, owner.customerId, { serviceDate: '2026-02-27' }),
        await insertOrder(db, owner.customerId, { isOrderCancellable: false }),
      ];
      for (const orderId of cases) {
        const before = await orderRow(orderId);
        await expectError(
          call(app, owner, 'PUT', `order/${orderId}/cancel`, { orderId }),
          409,
          ErrorCode.OrderNotCancellable,
        );
        expect(await orderRow(orderId)).toEqual(before);
        expect((await listed(owner, orderId))?.isOrderCancellable).toBe(false);
      }
    });

    it('needs the order id in the body to match the path', async () => {
      const orderId = await insertOrder(getDatabase().db, owner.customerId);
      await expectError(
        call(app, owner, 'PUT', `order/${orderId}/cancel`, { orderId: orderId + 1 }),
        400,
        ErrorCode.ValidationFailed,
      );
      expect((await orderRow(orderId)).isOrderCancelled).toBe(false);
    });

    it("is 404 for another customer's order, which stays booked", async () => {
      const orderId = await insertOrder(getDatabase().db, owner.customerId);
      await expectError(
        call(app, other, 'PUT', `order/${orderId}/cancel`, { orderId }),
        404,
        ErrorCode.NotFound,
      );
      expect((await orderRow(orderId)).isOrderCancelled).toBe(false);
    });

    it("removes a storage order's boxes that were never collected, and frees its slot", async () => {
      const db = getDatabase().db;
      const basketId = await completedBasket(owner.customerId);
      const orderId = await insertOrder(db, owner.customerId, { basketId });
      await db
        .insertInto('timeslotBookings')
        .values({
          basketId,
          orderType: 'BTB',
          serviceDate: '2026-03-20',
          timeWindow: 'am',
          createdAt: NOW,
        })
        .execute();
      const fresh = await insertBox(db, owner.customerId, { status: 'WithCustomer' });
      const collected = await insertBox(db, owner.customerId, { status: 'InTransitToLoveSpace' });
      await db
        .insertInto('orderBoxes')
        .values([fresh, collected].map((boxId) => ({ orderId, boxId })))
        .execute();

      await expectStatus(call(app, owner, 'PUT', `order/${orderId}/cancel`, { orderId }), 200);
      const left = await db
        .selectFrom('boxes')
        .select('boxId')
        .where('boxId', 'in', [fresh, collected])
        .execute();
      expect(left.map((box) => box.boxId)).toEqual([collected]);
      const bookings = await db
        .selectFrom('timeslotBookings')
        .selectAll()
        .where('basketId', '=', basketId)
        .execute();
      expect(bookings).toEqual([]);
    });
  });

  describe('the phone number of open orders', () => {
    it('is stored in international form on open orders only', async () => {
      const db = getDatabase().db;
      const me = await member(app);
      const open = await insertOrder(db, me.customerId);
      const undated = await insertOrder(db, me.customerId, { serviceDate: null });
      const completed = await insertOrder(db, me.customerId, { status: 'Completed' });
      const cancelled = await insertOrder(db, me.customerId, { isOrderCancelled: true });
      const past = await insertOrder(db, me.customerId, { serviceDate: '2026-02-01' });
      const body = await expectStatus(
        call(app, me, 'PUT', `orders/${me.customerId}/updatePhoneNumber`, {
          newPhoneNumber: '07700 900 123',
        }),
        200,
      );
      expect(body).toEqual({ updatedOrders: 2, newPhoneNumber: '+447700900123' });
      for (const orderId of [open, undated]) {
        expect((await orderRow(orderId)).notificationPhone).toBe('+447700900123');
      }
      for (const orderId of [completed, cancelled, past]) {
        expect((await orderRow(orderId)).notificationPhone).toBeNull();
      }
      await expectStatus(
        call(app, me, 'PUT', `orders/${me.customerId}/updatePhoneNumber`, {
          newPhoneNumber: '+353 1 234 5678',
        }),
        200,
      );
      expect((await orderRow(open)).notificationPhone).toBe('+35312345678');
    });

    it('refuses what cannot be a phone number', async () => {
      const me = await member(app);
      const orderId = await insertOrder(getDatabase().db, me.customerId);
      for (const newPhoneNumber of ['call me', '0770', '', '+44 7700 900 123 456 789']) {
        await expectError(
          call(app, me, 'PUT', `orders/${me.customerId}/updatePhoneNumber`, { newPhoneNumber }),
          400,
          ErrorCode.ValidationFailed,
        );
      }
      expect((await orderRow(orderId)).notificationPhone).toBeNull();
    });

    it("is 404 for another customer's orders, which keep theirs", async () => {
      const orderId = await insertOrder(getDatabase().db, owner.customerId);
      await expectError(
        call(app, other, 'PUT', `orders/${owner.customerId}/updatePhoneNumber`, {
          newPhoneNumber: '07700900999',
        }),
        404,
        ErrorCode.NotFound,
      );
      expect((await orderRow(orderId)).notificationPhone).toBeNull();
    });
  });

  /** A paid storage basket, as checkout leaves it, with a London collection address. */
  async function completedBasket(customerId: number): Promise<number> {
    const { basketId } = await getDatabase()
      .db.insertInto('baskets')
      .values({
        customerId,
        basketType: 'btb',
        partner: null,
        marketingReference: null,
        promoCode: null,
        stage: 'completed',
        storageBasket: JSON.stringify({
          lineItems: [{ boxTypeId: 14, quantity: 2 }],
          numberOfMonths: 1,
          otherItemsBoxed: false,
          collection: {
            address: {
              addressId: 1,
              addressType: 'Home',
              addressLine1: '3 Rectory Grove',
              addressLine2: 'Clapham',
              town: 'London',
              county: '',
              postcode: 'SW4 7AB',
              countryCode: 'GB',
              notificationEmail: null,
              notificationPhone: null,
            },
            timeslot: { doorstepDate: '2026-03-20', startHour: 8, endHour: 13, available: true },
          },
          storageInsurance: null,
          doorstepCollection: true,
        }) as never,
        materialBasket: null,
        collectionBasket: null,
        returnBasket: null,
        createdAt: NOW,
        updatedAt: NOW,
      })
      .returning('basketId')
      .executeTakeFirstOrThrow();
    return basketId;
  }

  describe('changing the timeslot', () => {
    it('moves an editable order to a free slot from the editbasket calls', async () => {
      const db = getDatabase().db;
      const basketId = await completedBasket(owner.customerId);
      const orderId = await insertOrder(db, owner.customerId, { basketId });
      expect((await listed(owner, orderId))?.basketId).toBe(basketId);

      const { timeslots } = timeslotsResponseSchema.parse(
        await expectStatus(
          call(app, owner, 'GET', `timeslots/BTB/editbasket/${basketId}/date/2026-03-10/next/3`),
          200,
        ),
      );
      const slot = timeslots.find((candidate) => candidate.available);
      if (!slot) throw new Error('No free slot offered');
      const order = orderSchema.parse(
        await expectStatus(
          call(app, owner, 'PUT', `order/${orderId}/timeslot`, {
            doorstepDate: slot.doorstepDate,
            startHour: slot.startHour,
            endHour: slot.endHour,
          }),
          200,
        ),
      );
      // The order says the new day and window, as the Change time dialog shows them.
      const window = { startHour: slot.startHour, endHour: slot.endHour };
      expect(order).toMatchObject({ serviceDate: slot.doorstepDate, timeWindow: window });
      expect(await listed(owner, orderId)).toMatchObject({
        serviceDate: slot.doorstepDate,
        timeWindow: window,
      });
      const booking = await db
        .selectFrom('timeslotBookings')
        .selectAll()
        .where('basketId', '=', basketId)
        .executeTakeFirstOrThrow();
      expect(booking).toMatchObject({ orderType: 'BTB', serviceDate: slot.doorstepDate });
    });

    it('finds the basket of an order placed through checkout', async () => {
      const db = getDatabase().db;
      const basketId = await completedBasket(owner.customerId);
      const orderId = await insertOrder(db, owner.customerId);
      await db
        .insertInto('checkoutJobs')
        .values({
          basketId,
          customerId: owner.customerId,
          status: 'succeeded',
          attempts: 1,
          jobToken: `job-${basketId}`,
          idempotencyKey: `key-${basketId}`,
          cardId: null,
          clientSecret: null,
          errorCode: null,
          message: null,
          reportedErrorRef: null,
          orderId,
          createdAt: NOW,
          updatedAt: NOW,
        })
        .execute();
      expect((await listed(owner, orderId))?.basketId).toBe(basketId);
    });

    it('refuses a slot outside the courier windows with 191', async () => {
      const basketId = await completedBasket(owner.customerId);
      const orderId = await insertOrder(getDatabase().db, owner.customerId, { basketId });
      await expectError(
        call(app, owner, 'PUT', `order/${orderId}/timeslot`, {
          doorstepDate: '2026-03-11',
          startHour: 3,
          endHour: 4,
        }),
        409,
        ErrorCode.TimeslotUnavailable,
      );
      expect((await orderRow(orderId)).serviceDate).toBe('2026-03-20');
    });

    it('refuses with 193 an order that cannot be edited or has no basket', async () => {
      const db = getDatabase().db;
      const basketId = await completedBasket(owner.customerId);
      const slot = { doorstepDate: '2026-03-11', startHour: 8, endHour: 13 };
      for (const orderId of [
        await insertOrder(db, owner.customerId, { basketId, isOrderEditable: false }),
        await insertOrder(db, owner.customerId, { basketId, isOrderCancelled: true }),
        await insertOrder(db, owner.customerId, { basketId: null }),
      ]) {
        await expectError(
          call(app, owner, 'PUT', `order/${orderId}/timeslot`, slot),
          409,
          ErrorCode.OrderNotCancellable,
        );
      }
    });

    it("is 404 for another customer's order", async () => {
      const basketId = await completedBasket(owner.customerId);
      const orderId = await insertOrder(getDatabase().db, owner.customerId, { basketId });
      await expectError(
        call(app, other, 'PUT', `order/${orderId}/timeslot`, {
          doorstepDate: '2026-03-11',
          startHour: 8,
          endHour: 13,
        }),
        404,
        ErrorCode.NotFound,
      );
      expect((await orderRow(orderId)).serviceDate).toBe('2026-03-20');
    });
  });
});
