import { z } from 'zod';
import type { AddressSuggestion, LookedUpAddress } from '../../src/domain/addresses.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { HttpError } from '../http/errors.ts';
import { type AddressLookup, MAX_SUGGESTIONS } from './gazetteer.ts';
import { parsePostcode } from './postcodes.ts';

/*
 * The hosted address lookup, used when ADDRESS_API_KEY is set: Loqate's Capture Interactive
 * Find (v1.10) and Retrieve (v1.2) services, which the four /api/address routes map onto
 * one for one. The key never leaves the server.
 */

const BASE_URL = 'https://api.addressy.com/Capture/Interactive';
const TIMEOUT_MS = 5000;
/** `find` retrieves each address at a postcode; a postcode has a few dozen at most. */
const MAX_RETRIEVED = 50;

const errorItemSchema = z.object({ Error: z.string(), Description: z.string().optional() });

const findItemSchema = z.object({
  Id: z.string(),
  Type: z.string(),
  Text: z.string(),
  Description: z.string().default(''),
});

const retrieveItemSchema = z.object({
  Language: z.string().optional(),
  Company: z.string().default(''),
  Line1: z.string().default(''),
  Line2: z.string().default(''),
  Line3: z.string().default(''),
  City: z.string().default(''),
  Province: z.string().default(''),
  ProvinceName: z.string().default(''),
  PostalCode: z.string().default(''),
  CountryIso2: z.string().default('GB'),
});

type FindItem = z.infer<typeof findItemSchema>;
type RetrieveItem = z.infer<typeof retrieveItemSchema>;

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

function suggestion(item: FindItem): AddressSuggestion {
  return {
    id: item.Id,
    type: item.Type === 'Address' ? 'Address' : 'Group',
    text: item.Text,
    description: item.Description,
  };
}

function lookedUp(item: RetrieveItem): LookedUpAddress {
  const countryCode = item.CountryIso2 === 'IE' ? 'IE' : 'GB';
  const line1 = item.Company ? `${item.Company}, ${item.Line1}` : item.Line1;
  const postcode = parsePostcode(item.PostalCode)?.postcode ?? item.PostalCode.trim();
  return {
    addressLine1: line1.trim(),
    addressLine2: [item.Line2, item.Line3].filter((line) => line.trim() !== '').join(', '),
    town: item.City.trim(),
    county: (item.ProvinceName || item.Province).trim(),
    postcode: postcode.toUpperCase(),
    countryCode,
  };
}

export function loqateLookup(apiKey: string, fetchImpl: FetchLike = fetch): AddressLookup {
  async function call(service: string, params: Record<string, string>): Promise<unknown[]> {
    const url = new URL(`${BASE_URL}/${service}/json3.ws`);
    url.searchParams.set('Key', apiKey);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await fetchImpl(url.toString(), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Address lookup answered HTTP ${response.status}`);
    const body = z.object({ Items: z.array(z.unknown()) }).parse(await response.json());
    const failure = errorItemSchema.safeParse(body.Items[0]);
    if (failure.success) {
      // The provider's own codes are about our key and account, not the customer's input.
      throw new Error(
        `Address lookup error ${failure.data.Error}: ${failure.data.Description ?? ''}`,
      );
    }
    return body.Items;
  }

  async function find(params: Record<string, string>): Promise<FindItem[]> {
    return (await call('Find/v1.10', { Limit: String(MAX_SUGGESTIONS), ...params })).map((item) =>
      findItemSchema.parse(item),
    );
  }

  async function retrieve(id: string): Promise<LookedUpAddress[]> {
    const items = (await call('Retrieve/v1.2', { Id: id })).map((item) =>
      retrieveItemSchema.parse(item),
    );
    // One item per language; English first where there is a choice (Welsh addresses).
    const chosen = items.find((item) => item.Language === 'ENG') ?? items[0];
    if (!chosen) throw new HttpError(404, ErrorCode.AddressNotFound);
    return [lookedUp(chosen)];
  }

  return {
    async autocomplete({ query, countryCode }) {
      return (await find({ Text: query, Countries: countryCode })).map(suggestion);
    },

    async group({ query, pathfilter }) {
      return (await find({ Text: query, Container: pathfilter })).map(suggestion);
    },

    async retrieve({ id }) {
      return retrieve(id);
    },

    async find({ postcode }) {
      const parsed = parsePostcode(postcode);
      if (!parsed?.full) {
        throw new HttpError(400, ErrorCode.ValidationFailed, 'Enter a full postcode or Eircode');
      }
      const found = await find({ Text: parsed.postcode, Countries: parsed.countryCode });
      // A postcode usually comes back as a group to open; an Eircode as the address itself.
      const group = found.find((item) => item.Type !== 'Address');
      const items = group
        ? await find({
            Text: parsed.postcode,
            Container: group.Id,
            Limit: String(MAX_RETRIEVED),
          })
        : found;
      const addresses = items.filter((item) => item.Type === 'Address').slice(0, MAX_RETRIEVED);
      const retrieved = await Promise.all(addresses.map((item) => retrieve(item.Id)));
      return retrieved.flat();
    },
  };
}
