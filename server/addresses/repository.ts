import {
  type Address,
  type AddressInput,
  type AddressUpdatePayload,
  addressSchema,
} from '../../src/domain/addresses.ts';
import type { CountryCode } from '../../src/domain/catalogue.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { toInternationalPhone } from '../../src/domain/format.ts';
import type { Db } from '../db/database.ts';
import type { AddressRow } from '../db/tables.ts';
import { HttpError } from '../http/errors.ts';
import { parsePostcode } from './postcodes.ts';

const COUNTRY_NAMES: Record<CountryCode, string> = { GB: 'UK', IE: 'Irish' };

function toAddress(row: AddressRow): Address {
  return addressSchema.parse({
    addressId: row.addressId,
    addressType: row.addressType,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    town: row.town,
    county: row.county,
    postcode: row.postcode ?? '',
    countryCode: row.countryCode,
    notificationEmail: row.notificationEmail,
    notificationPhone: row.notificationPhone,
  });
}

/**
 * The printed form of a postcode for an address in `countryCode`, or null when none was
 * given. A postcode that is not a full code of that country is refused: the courier routes
 * by it, so a typo would send the van to the wrong place.
 */
export function storedPostcode(postcode: string, countryCode: CountryCode): string | null {
  if (postcode.trim() === '') return null;
  const parsed = parsePostcode(postcode);
  if (!parsed?.full || parsed.countryCode !== countryCode) {
    throw new HttpError(
      400,
      ErrorCode.ValidationFailed,
      `Enter a real ${COUNTRY_NAMES[countryCode]} ${countryCode === 'IE' ? 'Eircode' : 'postcode'}, or leave it empty`,
    );
  }
  return parsed.postcode;
}

function storedPhone(phone: string | null): string | null {
  if (phone === null || phone.trim() === '') return null;
  return toInternationalPhone(phone);
}

/** The customer's saved addresses, oldest first. */
export async function listAddresses(db: Db, customerId: number): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('addressId')
    .execute();
  return rows.map(toAddress);
}

/** One of the customer's addresses; another customer's is 404 'Address cannot be found'. */
export async function ownAddress(db: Db, customerId: number, addressId: number): Promise<Address> {
  const row = await db
    .selectFrom('addresses')
    .selectAll()
    .where('addressId', '=', addressId)
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, ErrorCode.AddressNotFound);
  return toAddress(row);
}

export async function createAddress(
  db: Db,
  customerId: number,
  input: AddressInput,
  now: Date,
): Promise<Address> {
  const row = await db
    .insertInto('addresses')
    .values({
      customerId,
      addressType: input.addressType,
      addressLine1: input.addressLine1,
      addressLine2: input.addressLine2,
      town: input.town,
      county: input.county,
      postcode: storedPostcode(input.postcode, input.countryCode),
      countryCode: input.countryCode,
      notificationEmail: input.notificationEmail,
      notificationPhone: storedPhone(input.notificationPhone),
      createdAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAddress(row);
}

/**
 * Changes the fields given. An empty postcode is left out (SPEC.md section 5), so a blank
 * field never wipes a stored postcode; the stored one is checked again if the country moves.
 */
export async function updateAddress(
  db: Db,
  customerId: number,
  addressId: number,
  patch: AddressUpdatePayload,
): Promise<Address> {
  const current = await ownAddress(db, customerId, addressId);
  const countryCode = patch.countryCode ?? current.countryCode;
  const postcode =
    patch.postcode !== undefined && patch.postcode.trim() !== ''
      ? patch.postcode
      : current.postcode;
  const row = await db
    .updateTable('addresses')
    .set({
      ...(patch.addressType !== undefined ? { addressType: patch.addressType } : {}),
      ...(patch.addressLine1 !== undefined ? { addressLine1: patch.addressLine1 } : {}),
      ...(patch.addressLine2 !== undefined ? { addressLine2: patch.addressLine2 } : {}),
      ...(patch.town !== undefined ? { town: patch.town } : {}),
      ...(patch.county !== undefined ? { county: patch.county } : {}),
      ...(patch.notificationEmail !== undefined
        ? { notificationEmail: patch.notificationEmail }
        : {}),
      ...(patch.notificationPhone !== undefined
        ? { notificationPhone: storedPhone(patch.notificationPhone) }
        : {}),
      countryCode,
      postcode: storedPostcode(postcode, countryCode),
    })
    .where('addressId', '=', addressId)
    .where('customerId', '=', customerId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAddress(row);
}

export async function deleteAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  const result = await db
    .deleteFrom('addresses')
    .where('addressId', '=', addressId)
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new HttpError(404, ErrorCode.AddressNotFound);
}
