import { Hono } from 'hono';
import { z } from 'zod';
import {
  addressInputSchema,
  addressSchema,
  addressUpdatePayloadSchema,
  postcodeGeoDataRequestSchema,
  postcodeGeoDataSchema,
} from '../../../src/domain/addresses.ts';
import { postcodeGeoData } from '../../addresses/gazetteer.ts';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../../addresses/repository.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import type { OrderingSettings } from '../../baskets/settings.ts';
import type { Db } from '../../db/database.ts';
import { operation } from '../../http/operation.ts';
import { assertOwnCustomer, idParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';

export const customerIdParamsSchema = z.object({ customerId: idParam });
export const addressIdParamsSchema = z.object({ addressId: idParam });

/** `/v1/addresses`, `/v1/address` and `/v1/postcodeGeoData`: the customer's saved addresses. */
export function addressesApi(db: Db, settings: OrderingSettings) {
  return new Hono<SessionEnv>()
    .get(
      '/addresses/:customerId',
      operation({
        summary: "The customer's saved addresses",
        tag: 'address',
        response: z.array(addressSchema),
        bearer: true,
      }),
      validate('param', customerIdParamsSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json(await listAddresses(db, customerId));
      },
    )
    .post(
      '/address/:customerId',
      operation({
        summary: 'Save an address; the postcode is checked and normalised',
        tag: 'address',
        response: addressSchema,
        bearer: true,
      }),
      validate('param', customerIdParamsSchema),
      validate('json', addressInputSchema),
      async (c) => {
        const { customerId } = c.req.valid('param');
        assertOwnCustomer(c.get('session'), customerId);
        return c.json(await createAddress(db, customerId, c.req.valid('json'), settings.now()));
      },
    )
    .put(
      '/address/:addressId',
      operation({
        summary: 'Change an address; an empty postcode leaves the stored one',
        tag: 'address',
        response: addressSchema,
        bearer: true,
      }),
      validate('param', addressIdParamsSchema),
      validate('json', addressUpdatePayloadSchema),
      async (c) => {
        const { addressId } = c.req.valid('param');
        const { customerId } = c.get('session');
        return c.json(await updateAddress(db, customerId, addressId, c.req.valid('json')));
      },
    )
    .delete(
      '/address/:addressId',
      operation({
        summary: 'Delete an address',
        tag: 'address',
        response: z.object({}),
        bearer: true,
      }),
      validate('param', addressIdParamsSchema),
      async (c) => {
        const { addressId } = c.req.valid('param');
        await deleteAddress(db, c.get('session').customerId, addressId);
        return c.json({});
      },
    )
    .post(
      '/postcodeGeoData',
      operation({
        summary: 'Where a postcode is (gazetteer centroid of the postcode or its district)',
        tag: 'address',
        response: postcodeGeoDataSchema,
        bearer: true,
      }),
      validate('json', postcodeGeoDataRequestSchema),
      async (c) => c.json(await postcodeGeoData(db, c.req.valid('json').postcode)),
    );
}
