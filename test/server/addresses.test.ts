import { readdir, readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addressLookupFor } from '../../server/addresses/lookup.ts';
import { loqateLookup } from '../../server/addresses/loqate.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../server/db/seeds/demo.ts';
import {
  addressSchema,
  addressSuggestionsSchema,
  lookedUpAddressesSchema,
  postcodeGeoDataSchema,
  toAddressUpdatePayload,
} from '../../src/domain/addresses.ts';
import { customerSchema } from '../../src/domain/customer.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { FAST_SCRYPT, signIn } from './accounts.ts';
import { forEachDatabase } from './harness.ts';
import {
  call,
  DUBLIN_HOME,
  expectError,
  expectStatus,
  LONDON_HOME,
  newAddress,
  type OrderingApp,
  orderingApp,
  shopper,
} from './ordering.ts';

/** Every postcode and Eircode written in the app's source, the README and the docs. */
async function examplePostcodes(): Promise<string[]> {
  const pattern = /\b(?:[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|[A-Z]\d{2} [A-Z\d]{4})\b/g;
  const inside = async (dir: string, recursive: boolean, ending: RegExp) =>
    (await readdir(dir, { recursive }))
      .filter((name) => ending.test(name))
      .map((name) => `${dir}/${name}`);
  const files = [
    ...(await inside('src', true, /\.tsx?$/)),
    'README.md',
    ...(await inside('docs', false, /\.md$/)),
  ];
  const found = new Set<string>();
  for (const file of files) {
    for (const match of (await readFile(file, 'utf8')).matchAll(pattern)) found.add(match[0]);
  }
  // ZZ99 is the area of the postcodes that exist nowhere: the docs name it as the example of one.
  return [...found].filter((postcode) => !postcode.startsWith('ZZ99')).sort();
}

const COURIER_CASES: [string, boolean][] = [
  ['SW4 7AB', true],
  ['sw47ab', true],
  ['EC1A 1BB', true],
  ['WC2N 5DU', true],
  ['E8 3RL', true],
  ['N1', true],
  ['NW1 7HU', true],
  ['SE22 8JJ', true],
  ['W1A 1AA', true],
  ['D02 VX62', true],
  ['d6w', true],
  ['D24 X2Y3', true],
  ['D25 AB12', false],
  ['M20 6RL', false],
  ['GU1 4RB', false],
  ['EN1 1AA', false],
  ['NE1 4ST', false],
  ['T12 X70A', false],
  ['not a postcode', false],
];

forEachDatabase('addresses', (getDatabase) => {
  let app: OrderingApp;
  beforeAll(() => {
    app = orderingApp(getDatabase());
  });

  async function lookup(route: string, body: unknown) {
    return app.request(`/api/address/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  describe('the courier check', () => {
    it.each(COURIER_CASES)(
      'answers for %s (in-house: %s) without a session',
      async (postcode, inHouse) => {
        const body = await expectStatus(
          call(
            app,
            null,
            'GET',
            `courier/isInHouseCollectionPostcode/${encodeURIComponent(postcode)}/basketType/btb`,
          ),
          200,
        );
        expect(body).toEqual({ isInHouseCollectionPostcode: inHouse });
      },
    );
  });

  describe('saved addresses', () => {
    it('are created with normalised postcodes and phones, and listed oldest first', async () => {
      const me = await shopper(app);
      const home = await newAddress(app, me, {
        ...LONDON_HOME,
        postcode: 'sw47ab',
        notificationEmail: me.email,
        notificationPhone: '07700 900123',
      });
      expect(home).toMatchObject({
        addressType: 'Home',
        addressLine1: '3 Rectory Grove',
        postcode: 'SW4 7AB',
        countryCode: 'GB',
        notificationEmail: me.email,
        notificationPhone: '+447700900123',
      });
      const dublin = await newAddress(app, me, { ...DUBLIN_HOME, addressType: 'Work' });
      expect(dublin.postcode).toBe('D02 VX62');
      // Many Irish addresses are used without an Eircode.
      const noEircode = await newAddress(app, me, {
        ...DUBLIN_HOME,
        addressType: 'Other',
        postcode: '',
      });
      expect(noEircode.postcode).toBe('');
      const list = await expectStatus(call(app, me, 'GET', `addresses/${me.customerId}`), 200);
      expect((list as unknown[]).map((a) => addressSchema.parse(a))).toEqual([
        home,
        dublin,
        noEircode,
      ]);
    });

    it('refuse postcodes that are not of the address country', async () => {
      const me = await shopper(app);
      for (const address of [
        { ...LONDON_HOME, postcode: 'SW4' },
        { ...LONDON_HOME, postcode: 'D02 VX62' },
        { ...DUBLIN_HOME, postcode: 'SW4 7AB' },
        { ...LONDON_HOME, postcode: 'HELLO' },
      ]) {
        await expectError(
          call(app, me, 'POST', `address/${me.customerId}`, address),
          400,
          ErrorCode.ValidationFailed,
        );
      }
      await expectError(
        call(app, me, 'POST', `address/${me.customerId}`, { town: 'London' }),
        400,
        ErrorCode.ValidationFailed,
      );
    });

    it('are updated field by field, an empty postcode leaving the stored one', async () => {
      const me = await shopper(app);
      const work = await newAddress(app, me, { ...LONDON_HOME, addressType: 'Work' });
      // The SPA's own payload builder drops the empty postcode; the server ignores one too.
      const payload = toAddressUpdatePayload({ addressLine1: '5 Rectory Grove', postcode: '  ' });
      expect(payload).not.toHaveProperty('postcode');
      await expectStatus(call(app, me, 'PUT', `address/${work.addressId}`, payload), 200);
      const updated = addressSchema.parse(
        await expectStatus(
          call(app, me, 'PUT', `address/${work.addressId}`, { town: 'Clapham', postcode: '' }),
          200,
        ),
      );
      expect(updated).toEqual({
        ...work,
        addressLine1: '5 Rectory Grove',
        town: 'Clapham',
      });
      const moved = addressSchema.parse(
        await expectStatus(
          call(app, me, 'PUT', `address/${work.addressId}`, { postcode: 'n1 2sd' }),
          200,
        ),
      );
      expect(moved).toMatchObject({ addressType: 'Work', postcode: 'N1 2SD' });
      // A country change with a postcode of the old country is refused.
      await expectError(
        call(app, me, 'PUT', `address/${work.addressId}`, { countryCode: 'IE' }),
        400,
        ErrorCode.ValidationFailed,
      );
    });

    it("are deleted, and another customer's answer 404", async () => {
      const me = await shopper(app);
      const other = await shopper(app);
      const mine = await newAddress(app, me);
      const theirs = await newAddress(app, other);
      await expectError(
        call(app, me, 'PUT', `address/${theirs.addressId}`, { town: 'Nowhere' }),
        404,
        ErrorCode.AddressNotFound,
      );
      await expectError(
        call(app, me, 'DELETE', `address/${theirs.addressId}`),
        404,
        ErrorCode.AddressNotFound,
      );
      await expectError(
        call(app, me, 'GET', `addresses/${other.customerId}`),
        404,
        ErrorCode.NotFound,
      );
      await expectError(
        call(app, me, 'POST', `address/${other.customerId}`, LONDON_HOME),
        404,
        ErrorCode.NotFound,
      );
      await expectStatus(call(app, me, 'DELETE', `address/${mine.addressId}`), 200);
      expect(await expectStatus(call(app, me, 'GET', `addresses/${me.customerId}`), 200)).toEqual(
        [],
      );
      expect(
        await expectStatus(call(app, other, 'GET', `addresses/${other.customerId}`), 200),
      ).toHaveLength(1);
      await expectError(
        call(app, me, 'DELETE', `address/${mine.addressId}`),
        404,
        ErrorCode.AddressNotFound,
      );
    });

    it('answer 4xx to bad input', async () => {
      const me = await shopper(app);
      for (const [method, path, body] of [
        ['GET', 'addresses/abc', undefined],
        ['POST', `address/${me.customerId}`, { ...LONDON_HOME, addressType: 'Castle' }],
        ['POST', `address/${me.customerId}`, { ...LONDON_HOME, countryCode: 'FR' }],
        ['POST', `address/${me.customerId}`, { ...LONDON_HOME, notificationEmail: 'nope' }],
        ['POST', `address/${me.customerId}`, [LONDON_HOME]],
        ['PUT', 'address/0', { town: 'x' }],
        ['PUT', 'address/99999999999', { town: 'x' }],
        ['DELETE', 'address/-4', undefined],
        ['POST', 'postcodeGeoData', { postcode: '' }],
        ['POST', 'postcodeGeoData', { postcode: 'X'.repeat(40) }],
      ] as const) {
        const res = await call(app, me, method, path, body);
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
      }
    });

    it('include the demo customer’s Home and Work', async () => {
      await seedDemo(getDatabase().db, { scrypt: FAST_SCRYPT });
      const token = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
      const { customerId } = customerSchema.parse(
        await expectStatus(call(app, { token }, 'GET', 'customer'), 200),
      );
      const list = (await expectStatus(
        call(app, { token }, 'GET', `addresses/${customerId}`),
        200,
      )) as unknown[];
      expect(list.map((a) => addressSchema.parse(a).addressType)).toEqual(['Home', 'Work']);
    });
  });

  describe('postcode lookup (/api/address)', () => {
    it('finds every address at a postcode however it is typed', async () => {
      for (const postcode of ['N1 2SD', 'n12sd', ' n1  2sd ']) {
        const { addresses } = lookedUpAddressesSchema.parse(
          await expectStatus(lookup('find', { postcode }), 200),
        );
        expect(addresses.map((a) => a.addressLine1)).toEqual([
          '112 Essex Road',
          '114 Essex Road',
          'Flat 2, 118 Essex Road',
          '120 Essex Road',
        ]);
        expect(addresses[0]).toEqual({
          addressLine1: '112 Essex Road',
          addressLine2: 'Islington',
          town: 'London',
          county: '',
          postcode: 'N1 2SD',
          countryCode: 'GB',
        });
      }
      const { addresses: irish } = lookedUpAddressesSchema.parse(
        await expectStatus(lookup('find', { postcode: 'd02vx62' }), 200),
      );
      expect(irish).toEqual([
        {
          addressLine1: '14 Herbert Place',
          addressLine2: 'Ballsbridge',
          town: 'Dublin 2',
          county: 'Co. Dublin',
          postcode: 'D02 VX62',
          countryCode: 'IE',
        },
      ]);
      // Well formed, but no such postcode.
      expect(await expectStatus(lookup('find', { postcode: 'ZZ99 9ZZ' }), 200)).toEqual({
        addresses: [],
      });
      await expectError(lookup('find', { postcode: 'SW1A' }), 400, ErrorCode.ValidationFailed);
    });

    it('finds the postcodes the product shows as examples, in hints, pages and docs', async () => {
      const shown = await examplePostcodes();
      expect(shown).toEqual(expect.arrayContaining(['SW4 7AB', 'D02 X285']));
      for (const postcode of [...shown, 'SW11 4NJ']) {
        const { addresses } = lookedUpAddressesSchema.parse(
          await expectStatus(lookup('find', { postcode }), 200),
        );
        expect(addresses.length, postcode).toBeGreaterThan(0);
        expect(addresses.every((address) => address.postcode === postcode)).toBe(true);
      }
    });

    it('suggests a postcode group, opens it, and retrieves one address', async () => {
      const { suggestions } = addressSuggestionsSchema.parse(
        await expectStatus(lookup('autocomplete', { query: 'sw4 7ab' }), 200),
      );
      expect(suggestions).toEqual([
        {
          id: 'postcode:SW4 7AB',
          type: 'Group',
          text: 'SW4 7AB',
          description: 'London - 4 addresses',
        },
      ]);
      const group = addressSuggestionsSchema.parse(
        await expectStatus(
          lookup('group', { query: 'SW4 7AB', pathfilter: 'postcode:SW4 7AB' }),
          200,
        ),
      ).suggestions;
      expect(group.map((s) => s.text)).toEqual([
        '3 Rectory Grove',
        '5 Rectory Grove',
        '7 Rectory Grove',
        'Flat 1, 9 Rectory Grove',
      ]);
      const narrowed = addressSuggestionsSchema.parse(
        await expectStatus(lookup('group', { query: 'flat', pathfilter: 'postcode:SW4 7AB' }), 200),
      ).suggestions;
      expect(narrowed.map((s) => s.text)).toEqual(['Flat 1, 9 Rectory Grove']);
      const chosen = group[1];
      const { addresses } = lookedUpAddressesSchema.parse(
        await expectStatus(
          lookup('retrieve', { query: 'SW4 7AB', id: chosen?.id, identifier: chosen?.text }),
          200,
        ),
      );
      expect(addresses).toEqual([
        {
          addressLine1: '5 Rectory Grove',
          addressLine2: 'Clapham',
          town: 'London',
          county: '',
          postcode: 'SW4 7AB',
          countryCode: 'GB',
        },
      ]);
      await expectError(
        lookup('retrieve', { query: '', id: 'GB-NOWHERE-1', identifier: 'x' }),
        404,
        ErrorCode.AddressNotFound,
      );
      await expectError(
        lookup('group', { query: '', pathfilter: 'street:Essex Road' }),
        400,
        ErrorCode.ValidationFailed,
      );
    });

    it('suggests addresses for a street, a district or an Eircode', async () => {
      const street = addressSuggestionsSchema.parse(
        await expectStatus(lookup('autocomplete', { query: 'botanic ave' }), 200),
      ).suggestions;
      expect(street.map((s) => `${s.type} ${s.text}`)).toEqual([
        'Address 60 Botanic Avenue',
        'Address 62 Botanic Avenue',
        'Address Apartment 1, 64 Botanic Avenue',
        'Address 66 Botanic Avenue',
      ]);
      const district = addressSuggestionsSchema.parse(
        await expectStatus(lookup('autocomplete', { query: 'EH' }), 200),
      ).suggestions;
      expect(district.map((s) => s.id)).toEqual(['postcode:EH6 6QU', 'postcode:EH10 6RH']);
      const eircode = addressSuggestionsSchema.parse(
        await expectStatus(lookup('autocomplete', { query: 'D04 T2K6' }), 200),
      ).suggestions;
      expect(eircode).toEqual([
        {
          id: 'IE-D04T2K6',
          type: 'Address',
          text: '9 Shelbourne Road',
          description: 'Ballsbridge, Dublin 4, D04 T2K6',
        },
      ]);
      const irishStreet = addressSuggestionsSchema.parse(
        await expectStatus(lookup('autocomplete', { query: 'Shelbourne', countryCode: 'IE' }), 200),
      ).suggestions;
      expect(irishStreet.map((s) => s.text)).toEqual(['9 Shelbourne Road', '11 Shelbourne Road']);
      // Wildcards are taken literally.
      expect(await expectStatus(lookup('autocomplete', { query: '%_' }), 200)).toEqual({
        suggestions: [],
      });
      await expectError(lookup('autocomplete', { query: '' }), 400, ErrorCode.ValidationFailed);
    });

    it('locates a postcode, or its district, from the gazetteer', async () => {
      const me = await shopper(app);
      const geo = async (postcode: string) =>
        postcodeGeoDataSchema.parse(
          await expectStatus(call(app, me, 'POST', 'postcodeGeoData', { postcode }), 200),
        );
      expect(await geo('sw4 7ab')).toEqual({
        postcode: 'SW4 7AB',
        latitude: 51.4647,
        longitude: -0.1418,
      });
      // Not in the gazetteer, but its district is.
      expect(await geo('N1 9ZZ')).toEqual({
        postcode: 'N1 9ZZ',
        latitude: 51.5404,
        longitude: -0.0978,
      });
      const dublin4 = await geo('D04');
      expect(dublin4.postcode).toBe('D04');
      expect(dublin4.latitude).toBeCloseTo(53.33195, 4);
      await expectError(
        call(app, me, 'POST', 'postcodeGeoData', { postcode: 'ZE1 0AA' }),
        404,
        ErrorCode.AddressNotFound,
      );
      await expectError(
        call(app, me, 'POST', 'postcodeGeoData', { postcode: 'nonsense' }),
        404,
        ErrorCode.AddressNotFound,
      );
    });
  });
});

describe('the hosted address lookup (ADDRESS_API_KEY)', () => {
  function fakeProvider(items: (url: URL) => unknown[]) {
    const urls: URL[] = [];
    const fetchImpl = async (input: string) => {
      const url = new URL(input);
      urls.push(url);
      return new Response(JSON.stringify({ Items: items(url) }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    return { urls, fetchImpl };
  }

  const RECTORY_GROVE = (url: URL) => {
    if (url.pathname.endsWith('/Retrieve/v1.2/json3.ws')) {
      const n = url.searchParams.get('Id')?.slice(-1);
      return [
        {
          Language: 'ENG',
          Company: '',
          Line1: `${n === '1' ? 3 : 5} Rectory Grove`,
          Line2: '',
          City: 'London',
          ProvinceName: '',
          PostalCode: 'SW4 7AB',
          CountryIso2: 'GB',
        },
      ];
    }
    if (url.searchParams.get('Container')) {
      return [
        { Id: 'GB|RM|A|1', Type: 'Address', Text: '3 Rectory Grove', Description: 'London' },
        { Id: 'GB|RM|A|2', Type: 'Address', Text: '5 Rectory Grove', Description: 'London' },
      ];
    }
    return [
      {
        Id: 'GB|RM|ENG|7AB-SW4',
        Type: 'Postcode',
        Text: 'SW4 7AB',
        Description: 'Rectory Grove, London - 2 Addresses',
      },
    ];
  };

  it('keeps the key on the server and maps Find and Retrieve onto the four routes', async () => {
    const { urls, fetchImpl } = fakeProvider(RECTORY_GROVE);
    const lookup = loqateLookup('secret-key', fetchImpl);
    expect(await lookup.autocomplete({ query: 'SW4 7AB', countryCode: 'GB' })).toEqual([
      {
        id: 'GB|RM|ENG|7AB-SW4',
        type: 'Group',
        text: 'SW4 7AB',
        description: 'Rectory Grove, London - 2 Addresses',
      },
    ]);
    expect(urls[0]?.origin).toBe('https://api.addressy.com');
    expect(urls[0]?.searchParams.get('Key')).toBe('secret-key');
    expect(urls[0]?.searchParams.get('Countries')).toBe('GB');

    const group = await lookup.group({ query: 'SW4 7AB', pathfilter: 'GB|RM|ENG|7AB-SW4' });
    expect(group.map((s) => `${s.type} ${s.id}`)).toEqual([
      'Address GB|RM|A|1',
      'Address GB|RM|A|2',
    ]);
    expect(urls.at(-1)?.searchParams.get('Container')).toBe('GB|RM|ENG|7AB-SW4');

    expect(await lookup.retrieve({ query: '', id: 'GB|RM|A|2', identifier: 'x' })).toEqual([
      {
        addressLine1: '5 Rectory Grove',
        addressLine2: '',
        town: 'London',
        county: '',
        postcode: 'SW4 7AB',
        countryCode: 'GB',
      },
    ]);

    const found = await lookup.find({ postcode: 'sw47ab' });
    expect(found.map((a) => a.addressLine1)).toEqual(['3 Rectory Grove', '5 Rectory Grove']);
  });

  it("reports the provider's errors as faults, never as addresses", async () => {
    const { fetchImpl } = fakeProvider(() => [
      { Error: '2', Description: 'Unknown key', Cause: '', Resolution: '' },
    ]);
    const lookup = loqateLookup('wrong', fetchImpl);
    await expect(lookup.autocomplete({ query: 'SW4', countryCode: 'GB' })).rejects.toThrow(
      'Unknown key',
    );
  });

  it('is what /api/address uses once the key is configured', async () => {
    const { urls, fetchImpl } = fakeProvider(RECTORY_GROVE);
    vi.stubGlobal('fetch', fetchImpl);
    try {
      const db = {} as Parameters<typeof addressLookupFor>[0];
      const lookup = addressLookupFor(db, { addressApiKey: 'configured-key' });
      await lookup.autocomplete({ query: 'SW4 7AB', countryCode: 'GB' });
      expect(urls.map((url) => url.searchParams.get('Key'))).toEqual(['configured-key']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
