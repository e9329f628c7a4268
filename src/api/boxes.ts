import {
  type BoxesPage,
  type BoxFilter,
  type BoxImage,
  type BoxImageUpload,
  type BoxPhoto,
  boxesPageSchema,
  boxPhotoSchema,
  itemCheckImage,
} from '../domain/boxes';
import type { SortDirection } from '../domain/catalogue';
import { DEFAULT_SORT_DIRECTION } from '../domain/catalogue';
import { FIRST_PAGE, PAGE_SIZE } from '../domain/constants';
import { z } from '../domain/zod';
import { apiClient, emptyBody, type Result, urlPath } from './client';

export interface ListBoxesParams {
  customerId: number;
  /** The My stuff tab: boxes at home, or boxes the provider holds. */
  filter: BoxFilter;
  page?: number;
  size?: number;
  order?: SortDirection;
  /** Leave out boxes packed inside another box. */
  returnOnlyParentBoxes?: boolean;
  /** The `nextCursor` of the page before: the server continues from there (keyset). */
  after?: string | null;
  /** Only these boxes of the list (up to a page of them). */
  ids?: readonly number[];
}

/** `GET /boxes/{customerId}/{page}/{size}/{filter}/{order}/{returnOnlyParentBoxes}`. */
export function listBoxes({
  customerId,
  filter,
  page = FIRST_PAGE,
  size = PAGE_SIZE,
  order = DEFAULT_SORT_DIRECTION,
  returnOnlyParentBoxes = true,
  after = null,
  ids,
}: ListBoxesParams): Promise<Result<BoxesPage>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`boxes/${customerId}/${page}/${size}/${filter}/${order}/${returnOnlyParentBoxes}`,
      query: { after: after ?? undefined, ids: ids?.join(',') },
    },
    boxesPageSchema,
  );
}

/** `PATCH box/{id}`: the customer's description, wrapped as `{ value }`. */
export function updateBoxDescription(
  boxId: number,
  customerDescription: string,
): Promise<Result<undefined>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`box/${boxId}`,
      method: 'PATCH',
      json: { customerDescription: { value: customerDescription } },
    },
    emptyBody,
  );
}

/** `GET /box/{id}/images`: the customer's photos and the provider's evidence photos. */
export function getBoxImages(boxId: number): Promise<Result<BoxPhoto[]>> {
  return apiClient().json(
    { service: 'api', path: urlPath`box/${boxId}/images` },
    z.array(boxPhotoSchema),
  );
}

/**
 * A gallery photo or its thumbnail, by the `url` or `thumbnailUrl` the gallery gave (relative
 * to the API's base). The browser's cache keeps it: a photo never changes.
 */
export function getBoxPhotoFile(url: string): Promise<Result<Blob>> {
  return apiClient().blob({ service: 'api', path: url });
}

/**
 * The item-check call answers with bare base64 jpegs (not stored as the customer's own
 * images), so they are turned into read-only images with id 0 to sit in the same gallery.
 */
const itemCheckPhotosSchema = z
  .array(z.string().min(1))
  .transform((photos) => photos.map(itemCheckImage));

/** `GET /itemCheckPhotos/box/{boxId}/{photoType}` (photo types 5 and 6 are the item checks). */
export function getItemCheckPhotos(boxId: number, photoType: number): Promise<Result<BoxImage[]>> {
  return apiClient().json(
    { service: 'api', path: urlPath`itemCheckPhotos/box/${boxId}/${photoType}` },
    itemCheckPhotosSchema,
  );
}

/** `POST /box/{boxId}/image`: base64 image data and its type. Reload the images afterwards. */
export function uploadBoxImage(boxId: number, image: BoxImageUpload): Promise<Result<undefined>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`box/${boxId}/image`,
      method: 'POST',
      json: { imageData: image.imageData, mimeType: image.mimeType },
    },
    emptyBody,
  );
}

/** `DELETE box/image/{id}`. */
export function deleteBoxImage(boxImageId: number): Promise<Result<undefined>> {
  return apiClient().json(
    { service: 'api', path: urlPath`box/image/${boxImageId}`, method: 'DELETE' },
    emptyBody,
  );
}

/** `GET box/{id}/label`: the box's shipping label as a PDF. */
export function getBoxLabel(boxId: number): Promise<Result<Blob>> {
  return apiClient().blob({ service: 'api', path: urlPath`box/${boxId}/label` });
}
