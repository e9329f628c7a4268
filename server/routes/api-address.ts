import { Hono } from 'hono';
import {
  addressAutocompleteRequestSchema,
  addressFindRequestSchema,
  addressGroupRequestSchema,
  addressRetrieveRequestSchema,
} from '../../src/domain/addresses.ts';
import type { AddressLookup } from '../addresses/gazetteer.ts';
import { validate } from '../http/validate.ts';

/**
 * `/api/address/...`: the front-end server routes for address lookup. They exist so that a
 * hosted provider's private key stays on the server; the browser only ever talks to us.
 */
export function apiAddressRoutes(lookup: AddressLookup) {
  return new Hono()
    .post('/autocomplete', validate('json', addressAutocompleteRequestSchema), async (c) =>
      c.json({ suggestions: await lookup.autocomplete(c.req.valid('json')) }),
    )
    .post('/find', validate('json', addressFindRequestSchema), async (c) =>
      c.json({ addresses: await lookup.find(c.req.valid('json')) }),
    )
    .post('/group', validate('json', addressGroupRequestSchema), async (c) =>
      c.json({ suggestions: await lookup.group(c.req.valid('json')) }),
    )
    .post('/retrieve', validate('json', addressRetrieveRequestSchema), async (c) =>
      c.json({ addresses: await lookup.retrieve(c.req.valid('json')) }),
    );
}
