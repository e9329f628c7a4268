import { randomUUID } from 'node:crypto';
import { type BoxPhoto, boxPhotoUrls, PhotoType } from '../../src/domain/boxes.ts';
import type { ImageMimeType } from '../../src/domain/constants.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import type { Db } from '../db/database.ts';
import type { BoxImageRow, BoxRow } from '../db/tables.ts';
import { HttpError } from '../http/errors.ts';
import type { ImageStore } from './image-store.ts';

/** Photo types that `GET /itemCheckPhotos/box/{boxId}/{x}` answers for. */
export const ITEM_CHECK_PHOTO_TYPES: readonly number[] = [
  PhotoType.ItemCheckDriveUpStorage,
  PhotoType.ItemCheckByTheBox,
];

/** Enough for any box; keeps one customer from filling the disk. */
export const MAX_PHOTOS_PER_BOX = 30;

async function bytesOf(store: ImageStore, row: BoxImageRow): Promise<Uint8Array | undefined> {
  if (row.imageData) return row.imageData;
  if (row.storageKey) return store.read(row.customerId, row.storageKey);
  return undefined;
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function galleryEntry(row: Pick<BoxImageRow, 'boxImageId' | 'mimeType' | 'readonly'>): BoxPhoto {
  return {
    boxImageId: row.boxImageId,
    mimeType: row.mimeType,
    readonly: row.readonly,
    ...boxPhotoUrls(row.boxImageId),
  };
}

/**
 * The box's photos for its gallery: the customer's own and the provider's evidence photos,
 * oldest first, as metadata and URLs; the bytes are fetched one photo at a time, so a full
 * gallery costs a few hundred bytes rather than every image at once. Item checks are left
 * out: the SPA fetches those on their own and adds them.
 */
export async function listBoxImages(db: Db, box: BoxRow): Promise<BoxPhoto[]> {
  const rows = await db
    .selectFrom('boxImages')
    .select(['boxImageId', 'mimeType', 'readonly'])
    .where('boxId', '=', box.boxId)
    .where('customerId', '=', box.customerId)
    .where('photoType', 'not in', [...ITEM_CHECK_PHOTO_TYPES])
    .orderBy('boxImageId')
    .execute();
  return rows.map(galleryEntry);
}

/**
 * One gallery photo's bytes, for its owner only (another customer's, or none, is 404). A
 * file removed from disk by hand is 404 too.
 */
export async function boxImageFile(
  db: Db,
  store: ImageStore,
  boxImageId: number,
  customerId: number,
): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const row = await db
    .selectFrom('boxImages')
    .innerJoin('boxes', 'boxes.boxId', 'boxImages.boxId')
    .selectAll('boxImages')
    .where('boxImages.boxImageId', '=', boxImageId)
    .where('boxImages.customerId', '=', customerId)
    .where('boxes.customerId', '=', customerId)
    .where('boxImages.photoType', 'not in', [...ITEM_CHECK_PHOTO_TYPES])
    .executeTakeFirst();
  const bytes = row ? await bytesOf(store, row) : undefined;
  if (!row || !bytes) throw new HttpError(404, ErrorCode.NotFound);
  return { bytes, mimeType: row.mimeType };
}

/** The box's item-check photos of one type, as bare base64 jpegs (the SPA adds id 0). */
export async function itemCheckPhotos(
  db: Db,
  store: ImageStore,
  box: BoxRow,
  photoType: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('boxImages')
    .selectAll()
    .where('boxId', '=', box.boxId)
    .where('customerId', '=', box.customerId)
    .where('photoType', '=', photoType)
    .orderBy('boxImageId')
    .execute();
  const photos: string[] = [];
  for (const row of rows) {
    const bytes = await bytesOf(store, row);
    if (bytes) photos.push(base64(bytes));
  }
  return photos;
}

/**
 * Stores the customer's photo of their box: the file first, then its row, so a row never
 * points at nothing; a file whose row could not be written is removed again. The count and
 * the insert run in one transaction holding the box's row, so uploads sent all at once are
 * counted one after another and never pass the limit together.
 */
export async function addBoxImage(
  db: Db,
  store: ImageStore,
  box: BoxRow,
  image: { bytes: Uint8Array; mimeType: ImageMimeType },
  now: Date,
): Promise<BoxPhoto> {
  const key = randomUUID();
  await store.write(box.customerId, key, image.bytes);
  try {
    const boxImageId = await db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('boxes')
        .select('boxId')
        .where('boxId', '=', box.boxId)
        .forUpdate()
        .executeTakeFirst();
      const { count } = await trx
        .selectFrom('boxImages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('boxId', '=', box.boxId)
        .where('readonly', '=', false)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_PHOTOS_PER_BOX) {
        throw new HttpError(
          400,
          ErrorCode.ValidationFailed,
          `A box can have at most ${MAX_PHOTOS_PER_BOX} photos`,
        );
      }
      const row = await trx
        .insertInto('boxImages')
        .values({
          boxId: box.boxId,
          customerId: box.customerId,
          photoType: PhotoType.Unspecified,
          mimeType: image.mimeType,
          byteSize: image.bytes.length,
          readonly: false,
          storageKey: key,
          imageData: null,
          createdAt: now,
        })
        .returning('boxImageId')
        .executeTakeFirstOrThrow();
      return row.boxImageId;
    });
    return galleryEntry({ boxImageId, mimeType: image.mimeType, readonly: false });
  } catch (error) {
    await store.remove(box.customerId, key);
    throw error;
  }
}

/**
 * Deletes one of the customer's photos: another customer's, or none, is 404; the provider's
 * (read-only) photos are refused with 403.
 */
export async function deleteBoxImage(
  db: Db,
  store: ImageStore,
  boxImageId: number,
  customerId: number,
): Promise<void> {
  const row = await db
    .selectFrom('boxImages')
    .innerJoin('boxes', 'boxes.boxId', 'boxImages.boxId')
    .selectAll('boxImages')
    .where('boxImages.boxImageId', '=', boxImageId)
    .where('boxImages.customerId', '=', customerId)
    .where('boxes.customerId', '=', customerId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, ErrorCode.NotFound);
  if (row.readonly) throw new HttpError(403, ErrorCode.ImageReadOnly);
  await db
    .deleteFrom('boxImages')
    .where('boxImageId', '=', boxImageId)
    .where('readonly', '=', false)
    .execute();
  if (row.storageKey) await store.remove(customerId, row.storageKey);
}

/** Storage keys of uploads on these boxes, so their files can go when the boxes do. */
export async function uploadKeysOfBoxes(
  db: Db,
  boxIds: readonly number[],
): Promise<{ customerId: number; storageKey: string }[]> {
  if (boxIds.length === 0) return [];
  const rows = await db
    .selectFrom('boxImages')
    .select(['customerId', 'storageKey'])
    .where('boxId', 'in', [...boxIds])
    .where('storageKey', 'is not', null)
    .execute();
  return rows.flatMap((row) =>
    row.storageKey ? [{ customerId: row.customerId, storageKey: row.storageKey }] : [],
  );
}
