import { Hono } from 'hono';
import {
  addressAutocompleteRequestSchema,
  addressFindRequestSchema,
  addressGroupRequestSchema,
  addressRetrieveRequestSchema,
  addressSuggestionsSchema,
  lookedUpAddressesSchema,
} from '../../src/domain/addresses.ts';
import type { AddressLookup } from '../addresses/gazetteer.ts';
import { operation } from '../http/operation.ts';
import { validate } from '../http/validate.ts';

/**
 * `/api/address/...`: the front-end server routes for address lookup. They exist so that a
 * hosted provider's private key stays on the server; the browser only ever talks to us.
 */
export function apiAddressRoutes(lookup: AddressLookup) {
  return new Hono()
    .post(
      '/autocomplete',
      operation({
        summary: 'Address suggestions for what has been typed (front-end server route)',
        tag: 'address',
        response: addressSuggestionsSchema,
      }),
      validate('json', addressAutocompleteRequestSchema),
      async (c) => c.json({ suggestions: await lookup.autocomplete(c.req.valid('json')) }),
    )
    .post(
      '/find',
      operation({
        summary: 'Every address at a postcode (front-end server route)',
        tag: 'address',
        response: lookedUpAddressesSchema,
      }),
      validate('json', addressFindRequestSchema),
      async (c) => c.json({ addresses: await lookup.find(c.req.valid('json')) }),
    )
    .post(
      '/group',
      operation({
        summary: 'The addresses of a group suggestion (front-end server route)',
        tag: 'address',
        response: addressSuggestionsSchema,
      }),
      validate('json', addressGroupRequestSchema),
      async (c) => c.json({ suggestions: await lookup.group(c.req.valid('json')) }),
    )
    .post(
      '/retrieve',
      operation({
        summary: 'The full address of an address suggestion (front-end server route)',
        tag: 'address',
        response: lookedUpAddressesSchema,
      }),
      validate('json', addressRetrieveRequestSchema),
      async (c) => c.json({ addresses: await lookup.retrieve(c.req.valid('json')) }),
    );
}
