import { sql } from 'kysely';
import type {
  AddressAutocompleteRequest,
  AddressFindRequest,
  AddressGroupRequest,
  AddressRetrieveRequest,
  AddressSuggestion,
  LookedUpAddress,
  PostcodeGeoData,
} from '../../src/domain/addresses.ts';
import type { CountryCode } from '../../src/domain/catalogue.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { Db } from '../db/database.ts';
import type { GazetteerAddress } from '../db/tables.ts';
import { HttpError } from '../http/errors.ts';
import { compactPostcode, parsePostcode } from './postcodes.ts';

/** Most suggestions one autocomplete answers. */
export const MAX_SUGGESTIONS = 10;
/** Group suggestions for a postcode are opened with `group` and this path filter. */
const POSTCODE_GROUP = 'postcode:';

/** The address lookup behind /api/address; the local gazetteer unless a provider is set up. */
export interface AddressLookup {
  autocomplete(request: AddressAutocompleteRequest): Promise<AddressSuggestion[]>;
  find(request: AddressFindRequest): Promise<LookedUpAddress[]>;
  group(request: AddressGroupRequest): Promise<AddressSuggestion[]>;
  retrieve(request: AddressRetrieveRequest): Promise<LookedUpAddress[]>;
}

function lookedUp(row: GazetteerAddress): LookedUpAddress {
  return {
    addressLine1: row.organisation ? `${row.organisation}, ${row.line1}` : row.line1,
    addressLine2: row.line2 ?? '',
    town: row.town,
    county: row.county ?? '',
    postcode: row.postcode,
    countryCode: row.countryCode === 'IE' ? 'IE' : 'GB',
  };
}

function addressSuggestion(row: GazetteerAddress): AddressSuggestion {
  return {
    id: row.gazetteerAddressId,
    type: 'Address',
    text: row.organisation ? `${row.organisation}, ${row.line1}` : row.line1,
    description: [row.line2, row.town, row.postcode].filter(Boolean).join(', '),
  };
}

/** One suggestion per postcode: a group when several addresses share it. */
function byPostcode(rows: GazetteerAddress[]): AddressSuggestion[] {
  const groups = new Map<string, GazetteerAddress[]>();
  for (const row of rows) groups.set(row.postcode, [...(groups.get(row.postcode) ?? []), row]);
  return [...groups].map(([postcode, members]) =>
    members.length === 1
      ? addressSuggestion(members[0] as GazetteerAddress)
      : {
          id: `${POSTCODE_GROUP}${postcode}`,
          type: 'Group',
          text: postcode,
          description: `${members[0]?.town ?? ''} - ${members.length} addresses`,
        },
  );
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function words(query: string): string[] {
  return query
    .split(/[\s,]+/)
    .map((word) => word.trim())
    .filter((word) => word !== '')
    .slice(0, 6);
}

/** The building and street of a first line: 'Flat 2, 118 Essex Road' → '118 Essex Road'. */
function buildingOf(line1: string): string {
  return line1.slice(line1.lastIndexOf(',') + 1).trim();
}

/** The street of a first line, without the building number: 'Essex Road'. */
function streetOf(line1: string): string {
  return buildingOf(line1).replace(/^\d+[A-Z]?\s+/i, '');
}

/**
 * In the order a postman walks: by town and street, then building number along the street,
 * then flat: '114 Essex Road', 'Flat 2, 118 Essex Road', '120 Essex Road'.
 */
function naturalOrder(a: GazetteerAddress, b: GazetteerAddress): number {
  const compare = (x: string, y: string) => x.localeCompare(y, 'en', { numeric: true });
  return (
    compare(a.town, b.town) ||
    compare(streetOf(a.line1), streetOf(b.line1)) ||
    compare(buildingOf(a.line1), buildingOf(b.line1)) ||
    compare(a.line1, b.line1) ||
    a.postcode.localeCompare(b.postcode) ||
    a.gazetteerAddressId.localeCompare(b.gazetteerAddressId)
  );
}

export function gazetteerLookup(db: Db): AddressLookup {
  const atPostcode = async (postcode: string) =>
    (
      await db
        .selectFrom('gazetteerAddresses')
        .selectAll()
        .where('postcode', '=', postcode)
        .execute()
    ).sort(naturalOrder);

  async function matchingText(query: string, countryCode: CountryCode, postcode?: string) {
    let select = db.selectFrom('gazetteerAddresses').selectAll();
    select = postcode
      ? select.where('postcode', '=', postcode)
      : select.where('countryCode', '=', countryCode);
    for (const word of words(query)) {
      select = select.where(
        sql<string>`concat_ws(' ', organisation, line1, line2, town, county, postcode)`,
        'ilike',
        containing(word),
      );
    }
    const rows = await select.limit(MAX_SUGGESTIONS * 4).execute();
    return rows.sort(naturalOrder);
  }

  return {
    async autocomplete({ query, countryCode }) {
      const parsed = parsePostcode(query);
      if (parsed?.full) return byPostcode(await atPostcode(parsed.postcode));
      const compact = compactPostcode(query);
      if (/^[A-Z]{1,2}([0-9][A-Z0-9]{0,4})?$/.test(compact)) {
        const rows = await db
          .selectFrom('gazetteerAddresses')
          .selectAll()
          .where(sql<string>`replace(postcode, ' ', '')`, 'like', `${compact}%`)
          .execute();
        const suggestions = byPostcode(
          rows.sort(
            (a, b) =>
              a.postcode.localeCompare(b.postcode, 'en', { numeric: true }) || naturalOrder(a, b),
          ),
        );
        if (suggestions.length > 0) return suggestions.slice(0, MAX_SUGGESTIONS);
      }
      const rows = await matchingText(query, countryCode);
      return rows.slice(0, MAX_SUGGESTIONS).map(addressSuggestion);
    },

    async find({ postcode }) {
      const parsed = parsePostcode(postcode);
      if (!parsed?.full) {
        throw new HttpError(400, ErrorCode.ValidationFailed, 'Enter a full postcode or Eircode');
      }
      return (await atPostcode(parsed.postcode)).map(lookedUp);
    },

    async group({ query, pathfilter }) {
      if (!pathfilter.startsWith(POSTCODE_GROUP)) {
        throw new HttpError(400, ErrorCode.ValidationFailed, 'Unknown address group');
      }
      const parsed = parsePostcode(pathfilter.slice(POSTCODE_GROUP.length));
      if (!parsed?.full) {
        throw new HttpError(400, ErrorCode.ValidationFailed, 'Unknown address group');
      }
      // The query is usually the postcode that opened the group; it narrows nothing then.
      const narrowing = parsePostcode(query)?.postcode === parsed.postcode ? '' : query;
      const rows = await matchingText(narrowing, parsed.countryCode, parsed.postcode);
      return rows.map(addressSuggestion);
    },

    async retrieve({ id, identifier }) {
      for (const key of [id, identifier]) {
        const row = await db
          .selectFrom('gazetteerAddresses')
          .selectAll()
          .where('gazetteerAddressId', '=', key)
          .executeTakeFirst();
        if (row) return [lookedUp(row)];
      }
      throw new HttpError(404, ErrorCode.AddressNotFound);
    },
  };
}

/**
 * Where a postcode is: the centroid of the gazetteer's addresses at it, or failing that of
 * its outward code (district) or Eircode routing key. 404 'Address cannot be found' when the
 * gazetteer knows nothing near it.
 */
export async function postcodeGeoData(db: Db, postcode: string): Promise<PostcodeGeoData> {
  const parsed = parsePostcode(postcode);
  if (!parsed) throw new HttpError(404, ErrorCode.AddressNotFound);
  const centroid = (exact: boolean) =>
    db
      .selectFrom('gazetteerAddresses')
      .select((eb) => [
        eb.fn.avg<number>('latitude').as('latitude'),
        eb.fn.avg<number>('longitude').as('longitude'),
        eb.fn.countAll<number>().as('count'),
      ])
      .where('countryCode', '=', parsed.countryCode)
      .where((eb) =>
        exact
          ? eb('postcode', '=', parsed.postcode)
          : eb('postcode', 'like', `${parsed.outward} %`),
      )
      .executeTakeFirstOrThrow();
  let found = parsed.full ? await centroid(true) : undefined;
  if (!found || Number(found.count) === 0) found = await centroid(false);
  if (Number(found.count) === 0) throw new HttpError(404, ErrorCode.AddressNotFound);
  const round = (value: number) => Math.round(Number(value) * 1e6) / 1e6;
  return {
    postcode: parsed.postcode,
    latitude: round(found.latitude),
    longitude: round(found.longitude),
  };
}
