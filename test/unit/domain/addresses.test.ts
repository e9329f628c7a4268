import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TYPE_LABELS,
  addressInputSchema,
  addressOneLine,
  addressSchema,
  toAddressUpdatePayload,
} from '../../../src/domain/addresses';
import { normalisePostcode, tidyPostcode } from '../../../src/domain/postcodes';

const address = addressSchema.parse({
  addressId: 7,
  addressType: 'Home',
  addressLine1: '1 High Street',
  town: 'Leeds',
  postcode: 'LS1 4AP',
  notificationEmail: 'sam@example.com',
  notificationPhone: '07700 900123',
});

describe('toAddressUpdatePayload', () => {
  it('keeps a postcode, drops the id, and sends the phone in international form', () => {
    const payload = toAddressUpdatePayload(address);
    expect(payload).not.toHaveProperty('addressId');
    expect(payload.postcode).toBe('LS1 4AP');
    expect(payload.notificationPhone).toBe('+447700900123');
    expect(payload.addressLine1).toBe('1 High Street');
  });

  it.each(['', '   ', undefined])('drops an empty postcode (%j)', (postcode) => {
    const payload = toAddressUpdatePayload({ ...address, postcode: postcode as string });
    expect(payload).not.toHaveProperty('postcode');
  });

  it('upper-cases and trims a postcode', () => {
    expect(toAddressUpdatePayload({ postcode: ' ls1 4ap ' }).postcode).toBe('LS1 4AP');
  });

  it.each<[string | null, string | null]>([
    ['', null],
    [null, null],
    ['+353 1 234 5678', '+35312345678'],
  ])('notification phone %j goes out as %j', (phone, expected) => {
    expect(toAddressUpdatePayload({ ...address, notificationPhone: phone }).notificationPhone).toBe(
      expected,
    );
  });

  it('leaves out a phone that was not given', () => {
    expect(toAddressUpdatePayload({ town: 'York' })).toEqual({ town: 'York' });
  });
});

describe('address schemas', () => {
  it('fills defaults and accepts an address without a postcode (Ireland)', () => {
    const parsed = addressInputSchema.parse({
      addressLine1: '2 Main St',
      town: 'Cork',
      countryCode: 'IE',
    });
    expect(parsed).toMatchObject({
      addressType: 'Home',
      postcode: '',
      countryCode: 'IE',
      notificationPhone: null,
    });
  });

  it.each([
    [{ addressLine1: '', town: 'Leeds' }],
    [{ addressLine1: '1 High St', town: '' }],
    [{ addressLine1: '1 High St', town: 'Leeds', addressType: 'Holiday' }],
    [{ addressLine1: '1 High St', town: 'Leeds', notificationEmail: 'not-an-email' }],
  ])('rejects %j', (input) => {
    expect(addressInputSchema.safeParse(input).success).toBe(false);
  });

  it('labels address types Home, Work, Other', () => {
    expect(ADDRESS_TYPE_LABELS).toEqual(['Home', 'Work', 'Other']);
  });

  it('joins the non-empty parts on one line', () => {
    expect(addressOneLine(address)).toBe('1 High Street, Leeds, LS1 4AP');
    expect(addressOneLine({})).toBe('');
  });
});

describe('tidyPostcode', () => {
  it.each([
    ['sw47ab', 'SW4 7AB'],
    [' n1  2sd ', 'N1 2SD'],
    ['d02x285', 'D02 X285'],
    // Not a postcode: tidied but left as typed, so the form can say what is wrong.
    [' sw4  7 ', 'SW4 7'],
  ])('%s → %s', (text, expected) => {
    expect(tidyPostcode(text)).toBe(expected);
  });
});

describe('normalisePostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    [' M1 1ae ', 'M1 1AE'],
    ['EH1 2NG', 'EH1 2NG'],
    ['d02x285', 'D02 X285'],
    ['D6W 1234', 'D6W 1234'],
    ['SW1A', null],
    ['12345', null],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(normalisePostcode(text)).toBe(expected);
  });
});
