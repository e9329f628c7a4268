import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  ORDERS_ONLY_EMAIL,
  seedDemo,
} from '../../server/db/seeds/demo.ts';
import { boxesPageSchema, hasBoxesWithProvider } from '../../src/domain/boxes.ts';
import { customerSchema } from '../../src/domain/customer.ts';
import { ERROR_MESSAGES, ErrorCode } from '../../src/domain/errors.ts';
import { landingPath } from '../../src/domain/landing.ts';
import { ordersPageSchema, visibleOrders } from '../../src/domain/orders.ts';
import {
  type AccountsApp,
  accountsApp,
  bearer,
  FAST_SCRYPT,
  GOOD_PASSWORD,
  json,
  register,
  signIn,
  uniqueEmail,
  v1,
} from './accounts.ts';
import { forEachDatabase } from './harness.ts';

const NOT_FOUND = { errorCode: ErrorCode.NotFound, message: ERROR_MESSAGES[ErrorCode.NotFound] };

forEachDatabase('the customer, boxes and orders', (getDatabase) => {
  let app: AccountsApp;
  beforeAll(async () => {
    app = accountsApp(getDatabase());
    await seedDemo(getDatabase().db, { scrypt: FAST_SCRYPT });
  });

  async function get(path: string, token: string) {
    return app.request(v1(path), { headers: bearer(token) });
  }

  describe('the customer record', () => {
    it('edits fields wrapped as {value}, with phones in international form', async () => {
      const { email, customerId } = await register(app);
      const token = await signIn(app, email);
      const newEmail = uniqueEmail('moved').toUpperCase();
      const res = await app.request(
        v1(`customer/${customerId}/edit`),
        json(
          {
            firstName: { value: 'Joanna' },
            dayTimePhone: { value: '020 7946 0999' },
            eveningPhone: { value: '0044 20 7946 0998' },
            email: { value: newEmail },
            currentPassword: GOOD_PASSWORD,
            // Typed without its space: stored as written on an envelope.
            postcode: { value: 'ec1a1bb' },
            smsCommsEnabled: { value: true },
            // Not the customer's to change: dropped.
            debtStatus: { value: 5 },
            tieredPricing: { value: true },
          },
          bearer(token),
        ),
      );
      expect(res.status).toBe(200);
      const updated = customerSchema.parse(await res.json());
      expect(updated).toMatchObject({
        customerId,
        firstName: 'Joanna',
        lastName: 'Bloggs',
        dayTimePhone: '+442079460999',
        eveningPhone: '+442079460998',
        // The email waits for the link mailed to the new address.
        email,
        pendingEmail: newEmail.toLowerCase(),
        postcode: 'EC1A 1BB',
        smsCommsEnabled: true,
        debtStatus: 0,
        tieredPricing: false,
      });
      expect(customerSchema.parse(await (await get('customer', token)).json())).toEqual(updated);
      expect(await signIn(app, email)).toBeTruthy();
    });

    it("answers 404 for another customer's record", async () => {
      const mine = await register(app);
      const theirs = await register(app);
      const token = await signIn(app, mine.email);
      const res = await app.request(
        v1(`customer/${theirs.customerId}/edit`),
        json({ firstName: { value: 'Mallory' } }, bearer(token)),
      );
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
      const huge = await app.request(
        v1('customer/99999999999/edit'),
        json({ firstName: { value: 'Mallory' } }, bearer(token)),
      );
      expect(huge.status).toBe(400);
    });

    it('refuses an invalid email', async () => {
      const mine = await register(app);
      const token = await signIn(app, mine.email);
      const edit = (email: string) =>
        app.request(
          v1(`customer/${mine.customerId}/edit`),
          json({ email: { value: email }, currentPassword: GOOD_PASSWORD }, bearer(token)),
        );
      const invalid = await edit('not an email');
      expect(await invalid.json()).toMatchObject({ errorCode: ErrorCode.InvalidEmailAddress });
      // Keeping one's own email is no conflict.
      expect((await edit(mine.email)).status).toBe(200);
    });
  });

  describe('changing the email', () => {
    it('needs the current password; other fields do not', async () => {
      const { email, customerId } = await register(app);
      const token = await signIn(app, email);
      const edit = (body: Record<string, unknown>) =>
        app.request(v1(`customer/${customerId}/edit`), json(body, bearer(token)));
      const newEmail = uniqueEmail('taken-over');

      const without = await edit({ email: { value: newEmail } });
      expect(without.status).toBe(400);
      expect(await without.json()).toEqual({
        errorCode: ErrorCode.CurrentPasswordIncorrect,
        message: 'Enter your current password to change your email address',
      });
      const wrong = await edit({ email: { value: newEmail }, currentPassword: 'not my password' });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ errorCode: ErrorCode.CurrentPasswordIncorrect });
      expect(await (await get('customer', token)).json()).toMatchObject({ email });

      expect((await edit({ firstName: { value: 'Jolene' } })).status).toBe(200);
      // The same address in another case is no change.
      expect((await edit({ email: { value: email.toUpperCase() } })).status).toBe(200);
      const right = await edit({ email: { value: newEmail }, currentPassword: GOOD_PASSWORD });
      expect(right.status).toBe(200);
      expect(await right.json()).toMatchObject({ email, pendingEmail: newEmail });
    });
  });

  /*
   * Who has an account must not be learnt by trying to move one's own onto their address
   * (issue 27): a taken address is answered like any change, the account keeps its email, and
   * the owner of the address is told by mail. Changes are limited like sign-in.
   */
  describe('changing the email to a taken address', () => {
    async function editor(target: AccountsApp = app) {
      const mine = await register(target);
      const token = await signIn(target, mine.email);
      const edit = (email: string, extra: Record<string, unknown> = {}) =>
        target.request(
          v1(`customer/${mine.customerId}/edit`),
          json(
            { email: { value: email }, currentPassword: GOOD_PASSWORD, ...extra },
            bearer(token),
          ),
        );
      return { mine, token, edit };
    }

    it('answers as a change does, keeps the email, and mails the address its owner', async () => {
      const { mine, token, edit } = await editor();
      const theirs = await register(app);
      const taken = await edit(theirs.email.toUpperCase(), { firstName: { value: 'Jolene' } });
      expect(taken.status).toBe(200);
      const body = customerSchema.parse(await taken.json());
      // The other fields change; the email stays the account's own.
      expect(body).toMatchObject({ email: mine.email, firstName: 'Jolene' });
      expect(await (await get('customer', token)).json()).toMatchObject({ email: mine.email });
      expect(await signIn(app, theirs.email)).toBeTruthy();
      expect(await signIn(app, mine.email)).toBeTruthy();

      const notice = await app.request(`/identity/_outbox/latest?email=${theirs.email}`);
      expect(notice.status).toBe(200);
      const mail = (await notice.json()) as { subject: string; body: string; links: string[] };
      expect(mail.subject).toBe('Someone tried to use your email address at Boxroom');
      expect(mail.links).toEqual([
        'http://127.0.0.1:3000/apps/signin',
        'http://127.0.0.1:3000/apps/reset',
      ]);
      // Nothing in it names the other account.
      expect(mail.body).not.toContain(mine.email);
    });

    it('limits email changes like sign-in, taken address or not', async () => {
      const limited = accountsApp(getDatabase(), { limits: { requestsPerEmail: 3 } });
      const { edit } = await editor(limited);
      const theirs = await register(limited);
      const answers = [
        await edit(theirs.email),
        await edit(uniqueEmail('free')),
        await edit(theirs.email),
      ];
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      for (const email of [theirs.email, uniqueEmail('free')]) {
        const refused = await edit(email);
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ errorCode: ErrorCode.RateLimited });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });
  });

  describe('the demo accounts', () => {
    it('are seeded once', async () => {
      expect(await seedDemo(getDatabase().db, { scrypt: FAST_SCRYPT })).toEqual([]);
      const rows = await getDatabase()
        .db.selectFrom('customers')
        .select('email')
        .where('email', 'in', [DEMO_EMAIL, ORDERS_ONLY_EMAIL])
        .execute();
      expect(rows).toHaveLength(2);
    });

    it('land the demo customer on my-stuff and the orders-only one on orders', async () => {
      for (const [email, landing] of [
        [DEMO_EMAIL, '/apps/my-stuff'],
        [ORDERS_ONLY_EMAIL, '/apps/orders'],
      ] as const) {
        const token = await signIn(app, email, DEMO_PASSWORD);
        const { customerId } = customerSchema.parse(await (await get('customer', token)).json());
        const boxes = boxesPageSchema.parse(
          await (await get(`boxes/${customerId}/1/50/with-provider/desc/true`, token)).json(),
        );
        const orders = ordersPageSchema.parse(
          await (await get(`orders/${customerId}/1/50/desc`, token)).json(),
        );
        const facts = {
          hasBoxesWithProvider: hasBoxesWithProvider(boxes.boxes),
          hasOrders: visibleOrders(orders.orders).length > 0,
          isLocalDevHost: false,
        };
        expect(landingPath(facts), email).toBe(landing);
      }
    });
  });

  describe('boxes', () => {
    let token: string;
    let customerId: number;
    beforeAll(async () => {
      token = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
      customerId = customerSchema.parse(await (await get('customer', token)).json()).customerId;
    });

    async function boxes(path: string) {
      const res = await get(`boxes/${customerId}/${path}`, token);
      expect(res.status, path).toBe(200);
      return boxesPageSchema.parse(await res.json());
    }

    it('lists the boxes with the provider and with the customer', async () => {
      const withProvider = await boxes('1/50/with-provider/desc/true');
      expect(withProvider.total).toBe(3);
      expect(withProvider.boxes.map((box) => box.boxDescription)).toEqual([
        'Ski gear',
        'Books',
        'Winter coats',
      ]);
      expect(withProvider.boxes.every((box) => box.status === 'WithLoveSpace')).toBe(true);

      const withCustomer = await boxes('1/50/with-customer/asc/true');
      expect(withCustomer.boxes.map((box) => box.boxDescription)).toEqual([
        'Kitchen things',
        'Summer clothes',
      ]);
      expect(withCustomer).toMatchObject({ page: 1, size: 50, total: 2 });
    });

    it('leaves shipping boxes out of the provider tab and child boxes out on request', async () => {
      const { db } = getDatabase();
      const now = new Date();
      const [parent] = (await boxes('1/50/with-provider/asc/true')).boxes;
      await db
        .insertInto('boxes')
        .values([
          {
            customerId,
            boxTypeId: 14,
            status: 'WithLoveSpaceHoldOut',
            serviceType: 'ShippingService',
            boxDescription: 'Going abroad',
            ownerType: 'lovespace',
            createdAt: now,
          },
          {
            customerId,
            boxTypeId: 16,
            status: 'WithLoveSpace',
            serviceType: 'PackingService',
            boxDescription: 'Inside the suitcase box',
            parentBoxId: parent!.boxId,
            ownerType: 'customer',
            createdAt: now,
          },
        ])
        .execute();

      const parents = await boxes('1/50/with-provider/desc/true');
      expect(parents.boxes.map((box) => box.boxDescription)).not.toContain('Going abroad');
      expect(parents.boxes.map((box) => box.boxDescription)).not.toContain(
        'Inside the suitcase box',
      );
      const all = await boxes('1/50/with-provider/desc/false');
      expect(all.total).toBe(4);
      expect(all.boxes[0]).toMatchObject({
        boxDescription: 'Inside the suitcase box',
        parentBoxId: parent!.boxId,
        serviceType: 'PackingService',
      });
    });

    it('pages', async () => {
      const first = await boxes('1/2/with-provider/asc/true');
      const second = await boxes('2/2/with-provider/asc/true');
      expect(first.boxes).toHaveLength(2);
      expect(second.boxes).toHaveLength(1);
      expect(first.total).toBe(3);
      expect(new Set([...first.boxes, ...second.boxes].map((box) => box.boxId)).size).toBe(3);
      expect((await boxes('3/2/with-provider/asc/true')).boxes).toEqual([]);
    });

    it("answers 404 for another customer's boxes and 400 for a bad path", async () => {
      const someone = await register(app);
      const res = await get(`boxes/${someone.customerId}/1/50/with-provider/desc/true`, token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
      for (const path of [
        `${customerId}/1/50/at-home/desc/true`,
        `${customerId}/0/50/with-provider/desc/true`,
        `${customerId}/1/500/with-provider/desc/true`,
        `${customerId}/1/50/with-provider/sideways/true`,
        `${customerId}/1/50/with-provider/desc/maybe`,
        `abc/1/50/with-provider/desc/true`,
      ]) {
        expect((await get(`boxes/${path}`, token)).status, path).toBe(400);
      }
    });
  });

  describe('orders', () => {
    it('lists the orders newest first, totals in pounds', async () => {
      const token = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
      const { customerId } = customerSchema.parse(await (await get('customer', token)).json());
      const res = await get(`orders/${customerId}/1/50/desc`, token);
      const page = ordersPageSchema.parse(await res.json());
      expect(page.total).toBe(4);
      expect(page.orders.map((order) => [order.orderType, order.total])).toEqual([
        ['SHIPPING', 45],
        ['BTB_RETURN', 25],
        ['VSU', 88.3],
        ['BTB', 64.5],
      ]);
      const ascending = ordersPageSchema.parse(
        await (await get(`orders/${customerId}/1/50/asc`, token)).json(),
      );
      expect(ascending.orders.map((order) => order.orderId)).toEqual(
        page.orders.map((order) => order.orderId).reverse(),
      );
    });

    it("answers 404 for another customer's orders", async () => {
      const token = await signIn(app, ORDERS_ONLY_EMAIL, DEMO_PASSWORD);
      const demo = await getDatabase()
        .db.selectFrom('customers')
        .select('customerId')
        .where('email', '=', DEMO_EMAIL)
        .executeTakeFirstOrThrow();
      const res = await get(`orders/${demo.customerId}/1/50/desc`, token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    });

    it('gives the orders-only customer one open order and no boxes', async () => {
      const token = await signIn(app, ORDERS_ONLY_EMAIL, DEMO_PASSWORD);
      const { customerId } = customerSchema.parse(await (await get('customer', token)).json());
      const orders = ordersPageSchema.parse(
        await (await get(`orders/${customerId}/1/50/desc`, token)).json(),
      );
      expect(orders.orders).toHaveLength(1);
      expect(orders.orders[0]).toMatchObject({ isOrderCancellable: true, isOrderCancelled: false });
      for (const filter of ['with-provider', 'with-customer']) {
        const boxes = boxesPageSchema.parse(
          await (await get(`boxes/${customerId}/1/50/${filter}/desc/true`, token)).json(),
        );
        expect(boxes.total).toBe(0);
      }
    });
  });
});
