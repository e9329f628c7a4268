import { expect } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { OrderingOverrides } from '../../server/baskets/settings.ts';
import type { Database } from '../../server/db/database.ts';
import { type Address, addressSchema } from '../../src/domain/addresses.ts';
import { type Basket, type BasketType, basketSchema } from '../../src/domain/baskets.ts';
import { bearer, register, signIn, TEST_AUTH, v1 } from './accounts.ts';
import { testConfig } from './harness.ts';

/** Helpers for the order funnel's server tests (baskets, prices, timeslots, addresses). */

export function orderingApp(database: Database, ordering: OrderingOverrides = {}) {
  return createApp({
    db: database.db,
    config: testConfig(),
    distDir: 'dist',
    auth: TEST_AUTH,
    ordering,
  });
}

export type OrderingApp = ReturnType<typeof orderingApp>;

export interface Shopper {
  customerId: number;
  email: string;
  token: string;
}

/** A new customer, signed in. */
export async function shopper(app: OrderingApp): Promise<Shopper> {
  const { customerId, email } = await register(app);
  return { customerId, email, token: await signIn(app, email) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A /v1 call as the shopper, with a JSON body when given. */
export function call(
  app: OrderingApp,
  who: Pick<Shopper, 'token'> | null,
  method: Method,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = who ? bearer(who.token) : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return app.request(v1(path), {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/** The call's JSON body, after checking its status. */
export async function expectStatus(response: Response | Promise<Response>, status: number) {
  const res = await response;
  const body = (await res.json()) as unknown;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** The error code of a refused call, after checking its status. */
export async function expectError(
  response: Response | Promise<Response>,
  status: number,
  errorCode: number,
) {
  const body = (await expectStatus(response, status)) as { errorCode: number; message: string };
  expect(body.errorCode).toBe(errorCode);
  return body;
}

export async function newBasket(
  app: OrderingApp,
  who: Shopper,
  basketType: BasketType = 'btb',
): Promise<Basket> {
  return basketSchema.parse(
    await expectStatus(
      call(
        app,
        who,
        'POST',
        `basket/cid/${who.customerId}/basketType/${basketType}/marketingReference/null/partner/null/sales/false`,
      ),
      200,
    ),
  );
}

export async function getBasket(app: OrderingApp, who: Shopper, basketId: number) {
  return basketSchema.parse(await expectStatus(call(app, who, 'GET', `basket/${basketId}`), 200));
}

export const LONDON_HOME = {
  addressType: 'Home',
  addressLine1: '3 Rectory Grove',
  addressLine2: 'Clapham',
  town: 'London',
  postcode: 'SW4 7AB',
  countryCode: 'GB',
} as const;

export const MANCHESTER_HOME = {
  addressType: 'Home',
  addressLine1: '180 Burton Road',
  addressLine2: 'West Didsbury',
  town: 'Manchester',
  postcode: 'M20 6RL',
  countryCode: 'GB',
} as const;

export const DUBLIN_HOME = {
  addressType: 'Home',
  addressLine1: '14 Herbert Place',
  addressLine2: 'Ballsbridge',
  town: 'Dublin 2',
  county: 'Co. Dublin',
  postcode: 'D02 VX62',
  countryCode: 'IE',
} as const;

export async function newAddress(
  app: OrderingApp,
  who: Shopper,
  address: Record<string, unknown> = LONDON_HOME,
): Promise<Address> {
  return addressSchema.parse(
    await expectStatus(call(app, who, 'POST', `address/${who.customerId}`, address), 200),
  );
}

/** A clock the ordering settings read, moved by the test. */
export function orderingClock(start: string) {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    set(iso: string) {
      now = new Date(iso).getTime();
    },
    advance(ms: number) {
      now += ms;
    },
  };
}
