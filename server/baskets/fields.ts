import type { Address } from '../../src/domain/addresses.ts';
import type { LineItem, StorageInsurance } from '../../src/domain/baskets.ts';
import { MAX_ITEM_QUANTITY } from '../../src/domain/constants.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { formatWholePounds } from '../../src/domain/format.ts';
import type { MaterialItem } from '../../src/domain/materials.ts';
import type { Timeslot } from '../../src/domain/timeslots.ts';
import { ownAddress } from '../addresses/repository.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

/*
 * The checks and clean-ups every basket part's fields go through: terms, quantities, what can
 * be ordered, addresses and timeslots as stored.
 */

/** Longest storage term a basket takes. */
export const MAX_MONTHS = 60;
/** Most of one box type, or of one material, in a basket. */
export const MAX_QUANTITY = MAX_ITEM_QUANTITY;

export const invalid = (message: string) => new HttpError(400, ErrorCode.ValidationFailed, message);

export async function resolveAddress(
  db: Db,
  customerId: number,
  address: Address | null,
): Promise<Address | null> {
  // The stored address is what the courier gets, whatever the body said about it.
  return address === null ? null : ownAddress(db, customerId, address.addressId);
}

export function checkMonths(months: number | undefined): void {
  if (months === undefined) return;
  if (months < 1) throw new HttpError(400, ErrorCode.MinimumOneMonthStorage);
  if (months > MAX_MONTHS) throw invalid(`Storage can be booked for up to ${MAX_MONTHS} months`);
}

/** Items with the same id merged, zero quantities dropped, each at most MAX_QUANTITY. */
export function mergeQuantities<K extends 'boxTypeId' | 'materialId'>(
  items: readonly ({ quantity: number } & Record<K, number>)[],
  key: K,
): { id: number; quantity: number }[] {
  const totals = new Map<number, number>();
  for (const item of items) totals.set(item[key], (totals.get(item[key]) ?? 0) + item.quantity);
  const merged = [...totals].filter(([, quantity]) => quantity > 0);
  for (const [, quantity] of merged) {
    if (quantity > MAX_QUANTITY) throw invalid(`At most ${MAX_QUANTITY} of each item`);
  }
  return merged.map(([id, quantity]) => ({ id, quantity }));
}

/** The first of these box types a customer cannot order (or send from home), if any. */
export async function unorderableBoxType(
  db: Db,
  boxTypeIds: readonly number[],
): Promise<number | undefined> {
  const orderable = await db
    .selectFrom('boxTypes')
    .select('boxTypeId')
    .where('orderable', '=', true)
    .where('boxTypeId', 'in', [...boxTypeIds])
    .execute();
  const known = new Set(orderable.map((row) => row.boxTypeId));
  return boxTypeIds.find((boxTypeId) => !known.has(boxTypeId));
}

export async function checkLineItems(db: Db, items: readonly LineItem[]): Promise<LineItem[]> {
  const merged = mergeQuantities(items, 'boxTypeId');
  if (merged.length === 0) return [];
  const unknown = await unorderableBoxType(
    db,
    merged.map((item) => item.id),
  );
  if (unknown !== undefined) throw invalid(`Box type ${unknown} cannot be ordered`);
  return merged.map((item) => ({ boxTypeId: item.id, quantity: item.quantity }));
}

export async function checkMaterials(
  db: Db,
  items: readonly MaterialItem[],
): Promise<MaterialItem[]> {
  const merged = mergeQuantities(items, 'materialId');
  if (merged.length === 0) return [];
  const rows = await db
    .selectFrom('materials')
    .select(['materialId', 'name', 'bookingAllowed'])
    .where(
      'materialId',
      'in',
      merged.map((item) => item.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.materialId, row]));
  for (const item of merged) {
    const material = byId.get(item.id);
    if (!material) throw invalid(`Material ${item.id} does not exist`);
    if (!material.bookingAllowed) throw invalid(`${material.name} can no longer be ordered`);
  }
  return merged.map((item) => ({ materialId: item.id, quantity: item.quantity }));
}

export async function checkInsurance(
  db: Db,
  insurance: StorageInsurance | null,
): Promise<StorageInsurance | null> {
  if (insurance === null) return null;
  const level = await db
    .selectFrom('insurancePrices')
    .select('coverageLimit')
    .where('coverageLimit', '=', insurance.coverageLimit)
    .executeTakeFirst();
  if (!level)
    throw invalid(`There is no cover level of ${formatWholePounds(insurance.coverageLimit)}`);
  return { coverageLimit: level.coverageLimit };
}

export function storedTimeslot(slot: Timeslot | null): Timeslot | null {
  return slot === null
    ? null
    : {
        doorstepDate: slot.doorstepDate,
        startHour: slot.startHour,
        endHour: slot.endHour,
        available: true,
      };
}
