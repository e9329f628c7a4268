import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { recordOrderLines } from '../../server/orders/lines.ts';
import { setupIntentSchema } from '../../src/domain/cards.ts';
import {
  type AccountApp,
  accountApp,
  call,
  expectStatus,
  insertBox,
  insertOrder,
  type Member,
  member,
  tinyPng,
} from './account-area.ts';
import { admits, type DocumentedOperation, servedOperations } from './documented.ts';
import { forEachDatabase } from './harness.ts';

/*
 * The cross-customer matrix: every customer-scoped route in the OpenAPI registry (so routes
 * added later are covered without touching this file), called by customer B with customer
 * A's ids, must answer 404 and leave every row of the database as it was.
 */

const NOW = new Date('2026-03-02T09:00:00Z');

/** Path parameters that name something a customer owns. */
const OWNED = [
  'customerId',
  'boxId',
  'boxImageId',
  'orderId',
  'basketId',
  'cardId',
  'addressId',
  'setupIntentId',
  'paymentId',
] as const;
type OwnedParam = (typeof OWNED)[number];
type Ids = Record<OwnedParam, string>;

/** Values tried, in order, for the other path parameters; the route's schema picks. */
const OTHER_PARAMS: Record<string, (ids: Ids) => string[]> = {
  page: () => ['1'],
  size: () => ['50'],
  filter: () => ['with-provider'],
  order: () => ['desc'],
  returnOnlyParentBoxes: () => ['true'],
  basketType: () => ['btb', 'return'],
  marketingReference: () => ['null'],
  partner: () => ['null'],
  sales: () => ['false'],
  // The SPA sends the id of the return address.
  destination: (ids) => [ids.addressId],
  promoCode: () => ['SAVE10'],
  orderType: () => ['BTB'],
  containsFurniture: () => ['false'],
  materialsDeliveryDate: () => ['null'],
  date: () => ['2026-03-10'],
  numberOfDays: () => ['3'],
  photoType: () => ['6'],
};

/** Bodies for the calls whose body schema does not take `{}`. */
const BODIES: Record<string, (ids: Ids) => unknown> = {
  'POST /v1/quote/storage/user/{customerId}': () => ({
    lineItems: [{ boxTypeId: 48, quantity: 1 }],
    numberOfMonths: 1,
  }),
  'POST /v1/customer/{customerId}/edit': () => ({ firstName: { value: 'Mallory' } }),
  'POST /v1/address/{customerId}': () => ({
    addressLine1: '1 Mallory Mews',
    town: 'Leeds',
    postcode: 'LS1 4AP',
  }),
  'PUT /v1/address/{addressId}': () => ({ town: 'Leeds' }),
  'PATCH /v1/card/{cardId}': () => ({ default: true }),
  'POST /v1/payments/{customerId}/clearBalance/start': (ids) => ({ cardId: Number(ids.cardId) }),
  'POST /v1/sandbox/setupIntents/{setupIntentId}/confirm': () => ({
    paymentMethodId: 'pm_mallory',
  }),
  'PATCH /v1/box/{boxId}': () => ({ customerDescription: { value: 'Mallory was here' } }),
  'POST /v1/box/{boxId}/image': () => ({
    imageData: tinyPng().toString('base64'),
    mimeType: 'image/png',
  }),
  'PUT /v1/order/{orderId}/cancel': (ids) => ({ orderId: Number(ids.orderId) }),
  'PUT /v1/order/{orderId}/timeslot': () => ({
    doorstepDate: '2026-03-11',
    startHour: 8,
    endHour: 13,
  }),
  'PUT /v1/orders/{customerId}/updatePhoneNumber': () => ({ newPhoneNumber: '07700900999' }),
  'POST /v1/customer/feedback/service/{orderId}': (ids) => ({
    orderId: Number(ids.orderId),
    rating: 1,
    comment: 'Mallory',
  }),
  'PUT /v1/basket/{basketType}/{basketId}': () => ({ returnItems: [] }),
};

/** Tables whose rows change on any signed-in call (B's session being used). */
const VOLATILE_TABLES = new Set(['sessions']);

const pathParams = (operation: DocumentedOperation) =>
  [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

function isCustomerScoped(operation: DocumentedOperation): boolean {
  return pathParams(operation).some((name) => (OWNED as readonly string[]).includes(name));
}

function pathFor(operation: DocumentedOperation, ids: Ids): string {
  const schemaOf = (name: string) =>
    operation.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)
      ?.schema;
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const candidates = (OWNED as readonly string[]).includes(name)
      ? [ids[name as OwnedParam]]
      : (OTHER_PARAMS[name]?.(ids) ?? []);
    const value = candidates.find((candidate) => admits(schemaOf(name), candidate));
    if (value === undefined) {
      throw new Error(`No valid value for {${name}} of ${operation.path}: add one to OTHER_PARAMS`);
    }
    return encodeURIComponent(value);
  });
}

function bodyFor(operation: DocumentedOperation, ids: Ids): unknown {
  if (!operation.body) return undefined;
  const key = `${operation.method.toUpperCase()} ${operation.path}`;
  return BODIES[key]?.(ids) ?? {};
}

/** The customer-scoped calls that need a session, as the served /openapi.json lists them. */
const operations = (await servedOperations({ devTools: false })).filter(
  (operation) => operation.bearer && isCustomerScoped(operation),
);

/** Every row of every table, as sorted JSON per table. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const tables = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name
  `.execute(db);
  const rows: Record<string, string[]> = {};
  for (const { tableName } of tables.rows) {
    if (VOLATILE_TABLES.has(tableName) || tableName.startsWith('kysely_')) continue;
    const result = await sql<{ row: string }>`
      select to_jsonb(t)::text as row from ${sql.table(tableName)} t
    `.execute(db);
    rows[tableName] = result.rows.map((row) => row.row).sort();
  }
  return rows;
}

forEachDatabase('the cross-customer matrix', (getDatabase) => {
  let app: AccountApp;
  let owner: Member;
  let intruder: Member;
  const ids = {} as Ids;

  beforeAll(async () => {
    const db = getDatabase().db;
    app = accountApp(db, { ordering: { now: () => NOW } });
    owner = await member(app);
    intruder = await member(app);
    ids.customerId = String(owner.customerId);

    const address = (await expectStatus(
      call(app, owner, 'POST', `address/${owner.customerId}`, {
        addressType: 'Home',
        addressLine1: '3 Rectory Grove',
        town: 'London',
        postcode: 'SW4 7AB',
        countryCode: 'GB',
      }),
      200,
    )) as { addressId: number };
    ids.addressId = String(address.addressId);

    const basket = (await expectStatus(
      call(
        app,
        owner,
        'POST',
        `basket/cid/${owner.customerId}/basketType/btb/marketingReference/null/partner/null/sales/false`,
      ),
      200,
    )) as { basketId: number };
    ids.basketId = String(basket.basketId);

    const boxId = await insertBox(db, owner.customerId, { status: 'WithCustomer' });
    ids.boxId = String(boxId);
    const image = (await expectStatus(
      call(app, owner, 'POST', `box/${boxId}/image`, {
        imageData: tinyPng().toString('base64'),
        mimeType: 'image/png',
      }),
      200,
    )) as { boxImageId: number };
    ids.boxImageId = String(image.boxImageId);

    const orderId = await insertOrder(db, owner.customerId, {
      status: 'Completed',
      basketId: basket.basketId,
      serviceDate: '2026-03-20',
    });
    await db.insertInto('orderBoxes').values({ orderId, boxId }).execute();
    await recordOrderLines(db, orderId, [
      { description: 'Medium box storage', quantity: 2, unitPricePence: 2000 },
    ]);
    // The order shipped the box abroad, so its labels and commercial invoice exist for A.
    await db
      .insertInto('shipments')
      .values({
        orderId,
        customerId: owner.customerId,
        destination: JSON.stringify({
          fullName: 'Ada Owner',
          addressLine1: '12 rue de Rivoli',
          addressLine2: '',
          city: 'Paris',
          region: '',
          postalCode: '75001',
          countryCode: 'FR',
          phone: '+33 1 23 45 67 89',
        }),
        zone: 'EU',
        dispatchDate: '2026-03-20',
        deliveryFrom: '2026-03-25',
        deliveredBy: '2026-03-27',
        createdAt: NOW,
      })
      .execute();
    await db
      .insertInto('shipmentBoxes')
      .values({
        orderId,
        boxId,
        category: 'books',
        description: 'Novels',
        valuePence: 5000,
        pricePence: 4500,
      })
      .execute();
    // A second, open order: a cancel or phone change aimed at A's orders would show on it.
    await insertOrder(db, owner.customerId, { basketId: basket.basketId });
    ids.orderId = String(orderId);

    const { cardId } = await db
      .insertInto('cards')
      .values({
        customerId: owner.customerId,
        provider: 'sandbox',
        providerRef: `pm_owner_${owner.customerId}`,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        isDefault: true,
        createdAt: NOW,
      })
      .returning('cardId')
      .executeTakeFirstOrThrow();
    ids.cardId = String(cardId);

    const intent = setupIntentSchema.parse(
      await expectStatus(call(app, owner, 'POST', `setupIntent/addCard/${owner.customerId}`), 200),
    );
    ids.setupIntentId = intent.setupIntentId;

    const { balancePaymentId } = await db
      .insertInto('balancePayments')
      .values({
        customerId: owner.customerId,
        cardId,
        provider: 'sandbox',
        amountPence: 1250,
        status: 'processing',
        idempotencyKey: `balance-${owner.customerId}`,
        paymentIntentId: null,
        clientSecret: null,
        errorCode: null,
        message: null,
        createdAt: NOW,
        updatedAt: NOW,
      })
      .returning('balancePaymentId')
      .executeTakeFirstOrThrow();
    ids.paymentId = String(balancePaymentId);
  });

  it('covers the account area and the routes of the other topics', () => {
    const paths = operations.map((operation) => operation.path);
    expect(paths).toContain('/v1/box/{boxId}/images');
    expect(paths).toContain('/v1/order/{orderId}/cancel');
    expect(paths).toContain('/v1/customer/feedback/service/{orderId}');
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(
    operations.map(
      (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
    ),
  )("%s: B using A's ids gets 404, and nothing changes", async (_, operation) => {
    const db = getDatabase().db;
    const path = pathFor(operation, ids).replace(/^\/v1\//, '');
    const body = bodyFor(operation, ids);
    const before = await snapshot(db);

    const method = operation.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const res = await call(app, intruder, method, path, body);
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBe(404);
    expect(text).not.toContain(owner.email);
    expect(await snapshot(db)).toEqual(before);

    if (method === 'GET') {
      // The owner's same call gets past the ownership check: an answer, or at least a
      // different refusal (A's basket has no checkout to report on, say).
      const own = await call(app, owner, 'GET', path);
      const ownText = await own.text();
      expect(own.status === 404 && ownText === text, ownText.slice(0, 300)).toBe(false);
    }
  });
});
