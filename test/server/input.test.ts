import { beforeAll, expect, it } from 'vitest';
import { BoxTypeId } from '../../src/domain/box-types.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { json, registration } from './accounts.ts';
import { forEachDatabase } from './harness.ts';
import { call, expectError, expectStatus, newBasket, shopper } from './ordering.ts';
import { type PayingApp, payingApp } from './paying.ts';

/** Input that means what it says: refused as typed, never rounded, cut or guessed at. */
forEachDatabase('input', (getDatabase) => {
  let app: PayingApp;
  beforeAll(() => {
    app = payingApp(getDatabase());
  });

  it.each(['abc123', '+1 202 555 0143', '0770'])(
    'sign-up refuses the mobile number %j with a message',
    async (mobilePhone) => {
      const res = await app.request(
        '/identity/account/register',
        json(registration({ mobilePhone })),
      );
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        errorCode: number;
        issues: { path: string; message: string }[];
      };
      expect(body.errorCode).toBe(ErrorCode.ValidationFailed);
      expect(body.issues).toContainEqual({
        path: 'mobilePhone',
        message: expect.stringMatching(/UK or Irish|correct format|full phone number/),
      });
    },
  );

  it('sign-up takes an Irish mobile number typed with +353', async () => {
    const res = await app.request(
      '/identity/account/register',
      json(registration({ mobilePhone: '+353 87 123 4567' })),
    );
    expect(res.status).toBe(200);
  });

  it('the orders phone and a return contact phone are UK or Irish numbers too', async () => {
    const me = await shopper(app);
    await expectError(
      call(app, me, 'PUT', `orders/${me.customerId}/updatePhoneNumber`, {
        newPhoneNumber: '+1 202 555 0143',
      }),
      400,
      ErrorCode.ValidationFailed,
    );
    const { basketId } = await newBasket(app, me, 'return');
    await expectError(
      call(app, me, 'PUT', `basket/return/${basketId}`, { notificationPhone: 'abc123' }),
      400,
      ErrorCode.ValidationFailed,
    );
  });

  it('a quantity is a whole number from 0 to 99: 2.5 and 100 are refused, 99 is taken', async () => {
    const me = await shopper(app);
    const { basketId } = await newBasket(app, me);
    const put = (quantity: number) =>
      call(app, me, 'PUT', `basket/storage/${basketId}`, {
        lineItems: [{ boxTypeId: BoxTypeId.SmallBox, quantity }],
      });
    await expectError(put(2.5), 400, ErrorCode.ValidationFailed);
    await expectError(put(100), 400, ErrorCode.ValidationFailed);
    await expectError(put(9999), 400, ErrorCode.ValidationFailed);
    const saved = (await expectStatus(put(99), 200)) as {
      storageBasket: { lineItems: { quantity: number }[] };
    };
    expect(saved.storageBasket.lineItems[0]?.quantity).toBe(99);
  });
});
