import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../server/db/seeds/demo.ts';
import { basketSchema } from '../../src/domain/baskets.ts';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { orderTypeLabel } from '../../src/domain/orders.ts';
import { shipmentsSchema, shippingCountriesSchema } from '../../src/domain/shipping.ts';
import { insertBox } from './account-area.ts';
import { FAST_SCRYPT, signIn } from './accounts.ts';
import { forEachDatabase } from './harness.ts';
import {
  call,
  expectError,
  expectStatus,
  getBasket,
  newAddress,
  newBasket,
  type Shopper,
  shopper,
} from './ordering.ts';
import {
  CARDS,
  type PayingApp,
  payingApp,
  paymentIntent,
  payWithNewCard,
  settledCheckout,
  startCheckout,
} from './paying.ts';

/** Today is Tuesday 1 December 2026; shipments leave two working days on. */
const PARIS = {
  fullName: 'Ada Lovelace',
  addressLine1: '12 rue de Rivoli',
  city: 'Paris',
  postalCode: '75001',
  countryCode: 'FR',
  phone: '+33 1 23 45 67 89',
};
const BOOKS = { category: 'books', description: 'Novels and old letters', value: 120 };
const CLOTHES = { category: 'clothing', description: 'Coats and boots', value: 300 };
/** A collection from home on Monday 7 December, in the morning. */
const MONDAY_AM = { doorstepDate: '2026-12-07', startHour: 8, endHour: 13 };

forEachDatabase('international shipping', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });
  const db = () => getDatabase().db;

  async function shipment(who: Shopper, body: Record<string, unknown>) {
    const { basketId } = await newBasket(app, who, 'international');
    const answer = await call(app, who, 'PUT', `basket/international/${basketId}`, body);
    return { basketId, answer };
  }

  it('lists where we ship, by zone, with the price per box and the transit time', async () => {
    const me = await shopper(app);
    const { countries } = shippingCountriesSchema.parse(
      await expectStatus(call(app, me, 'GET', 'shipping/countries'), 200),
    );
    expect(countries.find((country) => country.code === 'FR')).toEqual({
      code: 'FR',
      name: 'France',
      zone: 'EU',
      pricePerBox: 45,
      transitDays: { min: 3, max: 5 },
      postalCodeLabel: 'Code postal',
      postalCodeExample: '75001',
    });
    expect(countries.some((country) => country.code === 'RU')).toBe(false);
  });

  it('ships a stored box to France with its declaration, off the with-provider list, and refunds it when cancelled', async () => {
    const me = await shopper(app);
    const boxId = await insertBox(db(), me.customerId);
    const { basketId, answer } = await shipment(me, {
      shipItems: [{ boxId, declaration: BOOKS }],
      destination: PARIS,
      dispatchDate: '2026-12-04',
    });
    await expectStatus(answer, 200);
    const basket = basketSchema.parse(
      await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
    );
    expect(basket.quote.lineItems).toEqual([
      {
        kind: 'shipping',
        itemId: boxId,
        description: `Box ${boxId} (Medium box) to France, 3–5 working days`,
        quantity: 1,
        unitPrice: 45,
        months: null,
        amount: 45,
      },
    ]);
    expect(await expectStatus(call(app, me, 'GET', `basket/${basketId}/validate`), 200)).toEqual({
      valid: true,
      message: null,
    });

    expect((await paymentIntent(app, me, basketId)).amount).toBe(45);
    await payWithNewCard(app, me, basketId, CARDS.visa);
    await startCheckout(app, me, basketId);
    const done = await settledCheckout(app, me, basketId);
    expect(done.status).toBe('succeeded');
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('orderId', '=', done.orderId ?? 0)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      orderType: 'SHIPPING',
      serviceDate: '2026-12-04',
      totalPence: 4500,
    });
    expect(orderTypeLabel(order.orderType)).toBe('International shipping');

    // The box leaves the with-provider list and shows under the customer's shipments.
    const listed = (await expectStatus(
      call(app, me, 'GET', `boxes/${me.customerId}/1/50/with-provider/desc/true`),
      200,
    )) as { boxes: { boxId: number }[] };
    expect(listed.boxes.map((box) => box.boxId)).not.toContain(boxId);
    const { shipments } = shipmentsSchema.parse(
      await expectStatus(call(app, me, 'GET', `shipments/${me.customerId}`), 200),
    );
    expect(shipments).toEqual([
      {
        orderId: order.orderId,
        stage: 'booked',
        destination: { ...PARIS, addressLine2: '', region: '' },
        countryName: 'France',
        dispatchDate: '2026-12-04',
        collectedFrom: null,
        deliveryFrom: '2026-12-09',
        deliveredBy: '2026-12-11',
        boxes: [{ boxId, boxTypeId: 14, declaration: BOOKS }],
      },
    ]);
    // The label and the commercial invoice are PDFs, for the customer only.
    for (const document of ['labels', 'invoice']) {
      const pdf = await call(app, me, 'GET', `order/${order.orderId}/shipping/${document}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }
    await expectError(
      call(app, await shopper(app), 'GET', `order/${order.orderId}/shipping/invoice`),
      404,
      ErrorCode.NotFound,
    );

    await expectStatus(
      call(app, me, 'PUT', `order/${order.orderId}/cancel`, { orderId: order.orderId }),
      200,
    );
    const refund = await db()
      .selectFrom('refunds')
      .select('amountPence')
      .where('orderId', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(refund.amountPence).toBe(4500);
    const back = (await expectStatus(
      call(app, me, 'GET', `boxes/${me.customerId}/1/50/with-provider/desc/true`),
      200,
    )) as { boxes: { boxId: number; status: string }[] };
    expect(back.boxes.find((box) => box.boxId === boxId)?.status).toBe('WithLoveSpace');
  });

  it('prices a shipment to the country chosen before the address is typed, and refuses one we do not ship to', async () => {
    const me = await shopper(app);
    const boxId = await insertBox(db(), me.customerId);
    const { basketId, answer } = await shipment(me, {
      shipItems: [{ boxId, declaration: null }],
      destinationCountry: 'FR',
    });
    await expectStatus(answer, 200);
    const toFrance = (await getBasket(app, me, basketId)).quote;
    expect(toFrance.total).toBeGreaterThan(0);
    expect(toFrance.lineItems[0]?.description).toMatch(/France/);
    // The whole address, once given, is what is priced; its country is the one kept.
    await expectStatus(
      call(app, me, 'PUT', `basket/international/${basketId}`, { destination: PARIS }),
      200,
    );
    const basket = await getBasket(app, me, basketId);
    expect(basket.shippingBasket?.destinationCountry).toBe('FR');
    expect(basket.quote.total).toBe(toFrance.total);
    const russia = await call(app, me, 'PUT', `basket/international/${basketId}`, {
      destination: null,
      destinationCountry: 'RU',
    });
    expect((await expectError(russia, 400, ErrorCode.ValidationFailed)).message).toBe(
      "We don't ship to Russia",
    );
  });

  it('refuses a prohibited item, a country we do not ship to, a postcode in the wrong format and a dispatch day too soon', async () => {
    const me = await shopper(app);
    const boxId = await insertBox(db(), me.customerId);
    const batteries = await shipment(me, {
      shipItems: [{ boxId, declaration: { ...BOOKS, description: 'Lithium batteries' } }],
    });
    const refused = await expectError(batteries.answer, 400, ErrorCode.ValidationFailed);
    expect(refused.message).toBe(
      `Box ${boxId}: Loose batteries and power banks can't be shipped abroad`,
    );
    const russia = await shipment(me, { destination: { ...PARIS, countryCode: 'RU' } });
    expect((await expectError(russia.answer, 400, ErrorCode.ValidationFailed)).message).toBe(
      "We don't ship to Russia",
    );
    const postcode = await shipment(me, { destination: { ...PARIS, postalCode: 'SW4 7AB' } });
    expect((await expectError(postcode.answer, 400, ErrorCode.ValidationFailed)).message).toBe(
      'Enter the code postal as it is written there, for example 75001',
    );
    const soon = await shipment(me, { dispatchDate: '2026-12-02' });
    expect((await expectError(soon.answer, 400, ErrorCode.ValidationFailed)).message).toBe(
      'Choose a dispatch day from Thursday 3rd December',
    );
    const stranger = await shipment(await shopper(app), {
      shipItems: [{ boxId, declaration: BOOKS }],
    });
    await expectError(stranger.answer, 404, ErrorCode.NotFound);
  });

  it('ships items collected from home to France in a collection window: new boxes on their way, in neither list, removed and refunded when cancelled', async () => {
    const me = await shopper(app);
    const home = await newAddress(app, me);
    const { basketId, answer } = await shipment(me, {
      source: 'home',
      homeItems: [
        { boxTypeId: BoxTypeId.LargeBox, declaration: BOOKS },
        { boxTypeId: BoxTypeId.Suitcase, declaration: CLOTHES },
      ],
      destination: PARIS,
      collection: { address: home, timeslot: MONDAY_AM },
    });
    await expectStatus(answer, 200);
    const basket = basketSchema.parse(
      await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
    );
    // The same price per item as from our store, the suitcase half as much again.
    expect(
      basket.quote.lineItems.map(({ description, amount }) => ({ description, amount })),
    ).toEqual([
      { description: 'Item 1 (Large box) from your home to France, 3–5 working days', amount: 45 },
      { description: 'Item 2 (Suitcase) from your home to France, 3–5 working days', amount: 67.5 },
    ]);
    expect(await expectStatus(call(app, me, 'GET', `basket/${basketId}/validate`), 200)).toEqual({
      valid: true,
      message: null,
    });
    // The courier's window is held like any collection's.
    const held = await db()
      .selectFrom('timeslotBookings')
      .select(['orderType', 'serviceDate'])
      .where('basketId', '=', basketId)
      .execute();
    expect(held).toEqual([{ orderType: 'COLLECTION', serviceDate: '2026-12-07' }]);

    expect((await paymentIntent(app, me, basketId)).amount).toBe(112.5);
    await payWithNewCard(app, me, basketId, CARDS.visa);
    await startCheckout(app, me, basketId);
    const done = await settledCheckout(app, me, basketId);
    expect(done.status).toBe('succeeded');
    const orderId = done.orderId ?? 0;
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      orderType: 'SHIPPING',
      serviceDate: '2026-12-07',
      numberOfItems: 2,
      totalPence: 11250,
    });

    // Leaving on the collection day, it arrives 3 to 5 working days later.
    const { shipments } = shipmentsSchema.parse(
      await expectStatus(call(app, me, 'GET', `shipments/${me.customerId}`), 200),
    );
    expect(shipments).toHaveLength(1);
    expect(shipments[0]).toMatchObject({
      orderId,
      stage: 'booked',
      collectedFrom: { addressId: home.addressId, postcode: home.postcode },
      dispatchDate: '2026-12-07',
      deliveryFrom: '2026-12-10',
      deliveredBy: '2026-12-14',
    });
    const shipped = shipments[0]?.boxes ?? [];
    expect(shipped.map((box) => [box.boxTypeId, box.declaration])).toEqual([
      [BoxTypeId.LargeBox, BOOKS],
      [BoxTypeId.Suitcase, CLOTHES],
    ]);
    const boxes = await db()
      .selectFrom('boxes')
      .select(['status', 'serviceType', 'ownerType'])
      .where(
        'boxId',
        'in',
        shipped.map((box) => box.boxId),
      )
      .execute();
    expect(boxes).toEqual([
      {
        status: 'WithCustomerAwaitingPickup',
        serviceType: 'ShippingService',
        ownerType: 'customer',
      },
      {
        status: 'WithCustomerAwaitingPickup',
        serviceType: 'ShippingService',
        ownerType: 'customer',
      },
    ]);
    for (const list of ['with-customer', 'with-provider']) {
      const page = (await expectStatus(
        call(app, me, 'GET', `boxes/${me.customerId}/1/50/${list}/desc/true`),
        200,
      )) as { boxes: unknown[]; total: number };
      expect({ list, boxes: page.boxes.length, total: page.total }).toEqual({
        list,
        boxes: 0,
        total: 0,
      });
    }
    const invoice = await call(app, me, 'GET', `order/${orderId}/shipping/invoice`);
    expect(invoice.status).toBe(200);
    // The confirmation says what was bought, where and in which window the courier comes.
    expect(
      await expectStatus(call(app, me, 'GET', `order/${orderId}/confirmation`), 200),
    ).toMatchObject({
      lines: [{ description: 'Shipping abroad: 2 items to France', quantity: 1, total: 112.5 }],
      window: { startHour: 8, endHour: 13 },
      addressText: expect.stringContaining(home.postcode),
    });

    // Cancelled before the courier comes, it is refunded and nothing is left to ship.
    await expectStatus(call(app, me, 'PUT', `order/${orderId}/cancel`, { orderId }), 200);
    const refund = await db()
      .selectFrom('refunds')
      .select('amountPence')
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(refund.amountPence).toBe(11250);
    const after = shipmentsSchema.parse(
      await expectStatus(call(app, me, 'GET', `shipments/${me.customerId}`), 200),
    );
    expect(after.shipments).toEqual([]);
    const left = await db()
      .selectFrom('boxes')
      .select('boxId')
      .where('customerId', '=', me.customerId)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses a prohibited item from home, a type we do not take and too many items, asks for the collection, and lets go of it when the shipment is from our store after all', async () => {
    const me = await shopper(app);
    const aerosols = await shipment(me, {
      source: 'home',
      homeItems: [
        { boxTypeId: BoxTypeId.MediumBox, declaration: BOOKS },
        {
          boxTypeId: BoxTypeId.MediumBox,
          declaration: { ...BOOKS, description: 'Hairspray aerosols' },
        },
      ],
    });
    expect((await expectError(aerosols.answer, 400, ErrorCode.ValidationFailed)).message).toBe(
      "Item 2: Aerosols can't be shipped abroad",
    );
    const unknown = await shipment(me, {
      source: 'home',
      homeItems: [{ boxTypeId: 999, declaration: null }],
    });
    expect((await expectError(unknown.answer, 400, ErrorCode.ValidationFailed)).message).toBe(
      'Box type 999 cannot be shipped',
    );
    const many = await shipment(me, {
      source: 'home',
      homeItems: Array.from({ length: 21 }, () => ({
        boxTypeId: BoxTypeId.SmallBox,
        declaration: null,
      })),
    });
    await expectError(many.answer, 400, ErrorCode.ValidationFailed);

    const home = await newAddress(app, me);
    const { basketId, answer } = await shipment(me, {
      source: 'home',
      homeItems: [{ boxTypeId: BoxTypeId.MediumBox, declaration: BOOKS }],
      destination: PARIS,
    });
    await expectStatus(answer, 200);
    expect(await expectStatus(call(app, me, 'GET', `basket/${basketId}/validate`), 200)).toEqual({
      valid: false,
      message: 'Choose the address we collect from',
    });
    await expectStatus(
      call(app, me, 'PUT', `basket/international/${basketId}`, {
        collection: { address: home, timeslot: MONDAY_AM },
      }),
      200,
    );
    const boxId = await insertBox(db(), me.customerId);
    await expectStatus(
      call(app, me, 'PUT', `basket/international/${basketId}`, {
        source: 'storage',
        shipItems: [{ boxId, declaration: BOOKS }],
      }),
      200,
    );
    const basket = basketSchema.parse(
      await expectStatus(call(app, me, 'GET', `basket/${basketId}`), 200),
    );
    expect(basket.shippingBasket).toMatchObject({
      source: 'storage',
      homeItems: [],
      collection: { address: null, timeslot: null },
    });
    const held = await db()
      .selectFrom('timeslotBookings')
      .select('orderType')
      .where('basketId', '=', basketId)
      .execute();
    expect(held).toEqual([]);
  });

  it('gives the demo customer one box shipped to Lyon and delivered, off the with-provider list', async () => {
    await seedDemo(db(), { scrypt: FAST_SCRYPT });
    const { customerId } = await db()
      .selectFrom('customers')
      .select('customerId')
      .where('email', '=', DEMO_EMAIL)
      .executeTakeFirstOrThrow();
    const demo = {
      customerId,
      email: DEMO_EMAIL,
      token: await signIn(app, DEMO_EMAIL, DEMO_PASSWORD),
    };
    const { shipments } = shipmentsSchema.parse(
      await expectStatus(call(app, demo, 'GET', `shipments/${customerId}`), 200),
    );
    expect(shipments).toHaveLength(1);
    expect(shipments[0]).toMatchObject({ stage: 'delivered', countryName: 'France' });
    expect(shipments[0]?.destination.city).toBe('Lyon');
    const shippedBoxId = shipments[0]?.boxes[0]?.boxId;
    const listed = (await expectStatus(
      call(app, demo, 'GET', `boxes/${customerId}/1/50/with-provider/desc/true`),
      200,
    )) as { boxes: { boxId: number }[] };
    expect(listed.boxes.length).toBeGreaterThan(0);
    expect(listed.boxes.map((box) => box.boxId)).not.toContain(shippedBoxId);
  });
});
