import { Hono } from 'hono';
import { z } from 'zod';
import {
  boxesPageSchema,
  boxFilterSchema,
  boxPhotoSchema,
  boxSchema,
  boxUpdatePayloadSchema,
} from '../../../src/domain/boxes.ts';
import { sortDirectionSchema } from '../../../src/domain/catalogue.ts';
import { ErrorCode } from '../../../src/domain/errors.ts';
import type { SessionEnv } from '../../auth/bearer.ts';
import { checkedImage, UNREADABLE_IMAGE_MESSAGE } from '../../boxes/image-content.ts';
import type { ImageStore } from '../../boxes/image-store.ts';
import {
  addBoxImage,
  boxImageFile,
  deleteBoxImage,
  ITEM_CHECK_PHOTO_TYPES,
  itemCheckPhotos,
  listBoxImages,
} from '../../boxes/images.ts';
import { boxLabels } from '../../boxes/labels.ts';
import { ownBox, updateBoxDescription } from '../../boxes/repository.ts';
import { thumbnailOf } from '../../boxes/thumbnails.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { emptyResponseSchema, operation } from '../../http/operation.ts';
import { assertOwnCustomer, idParam, pageParam, sizeParam } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { boxLabelsPdf } from '../../pdf/labels.ts';
import { listBoxes } from '../../repositories/boxes.ts';
import { afterQuerySchema } from '../../repositories/keyset.ts';

/**
 * `?ids=1,2`: only these boxes of the list (a return or collection fetches the boxes chosen in
 * My stuff, not every box the customer has). At most a page of them.
 */
const boxIdsQuerySchema = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'ids must be up to 100 box numbers separated by commas')
  .transform((ids) => [...new Set(ids.split(',').map(Number))]);

const boxesQuerySchema = afterQuerySchema.extend({ ids: boxIdsQuerySchema.optional() });

export const boxesParamsSchema = z.object({
  customerId: idParam,
  page: pageParam,
  size: sizeParam,
  filter: boxFilterSchema,
  order: sortDirectionSchema,
  returnOnlyParentBoxes: z.enum(['true', 'false']),
});

export const boxIdParamsSchema = z.object({ boxId: idParam });
export const boxImageIdParamsSchema = z.object({ boxImageId: idParam });
export const itemCheckParamsSchema = z.object({
  boxId: idParam,
  photoType: z.coerce
    .number()
    .int()
    .refine((type) => ITEM_CHECK_PHOTO_TYPES.includes(type), {
      message: `Item-check photo types are ${ITEM_CHECK_PHOTO_TYPES.join(' and ')}`,
    }),
});

/**
 * `POST /box/{boxId}/image`. The declared type is taken as a hint only: what the bytes are
 * decides (JPEG, PNG or WebP, else 212), so any declared text is accepted here.
 */
export const boxImageUploadBodySchema = z.object({
  imageData: z.string().min(1),
  mimeType: z.string().max(100),
});

/** The answer of a call whose success carries nothing. */
export const emptyAnswer = {} as const;

export interface BoxesApiOptions {
  db: Db;
  images: ImageStore;
  now: () => Date;
}

export function pdfResponseHeaders(filename: string): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${filename}"`,
  };
}

/**
 * A stored photo never changes (a new one gets a new id), so the owner's browser may keep it:
 * privately, since it needs the owner's token, and for a year.
 */
function photoCacheHeaders(etag: string): Record<string, string> {
  return {
    'Cache-Control': 'private, max-age=31536000, immutable',
    ETag: etag,
    Vary: 'Authorization',
  };
}

/** `/v1/boxes/...`, `/v1/box/...` and `/v1/itemCheckPhotos/...`: My stuff. */
export function boxesApi({ db, images, now }: BoxesApiOptions) {
  return new Hono<SessionEnv>()
    .get(
      '/boxes/:customerId/:page/:size/:filter/:order/:returnOnlyParentBoxes',
      operation({
        summary: "One page of the customer's boxes with the provider or with the customer",
        tag: 'boxes',
        response: boxesPageSchema,
        bearer: true,
      }),
      validate('param', boxesParamsSchema),
      validate('query', boxesQuerySchema),
      async (c) => {
        const params = c.req.valid('param');
        const query = c.req.valid('query');
        assertOwnCustomer(c.get('session'), params.customerId);
        return c.json(
          await listBoxes(db, {
            customerId: params.customerId,
            filter: params.filter,
            page: params.page,
            size: params.size,
            order: params.order,
            onlyParents: params.returnOnlyParentBoxes === 'true',
            after: query.after,
            ids: query.ids,
          }),
        );
      },
    )
    .patch(
      '/box/:boxId',
      operation({
        summary: "Change the customer's description of a box, wrapped as {value} (max 200)",
        tag: 'boxes',
        response: boxSchema,
        bearer: true,
      }),
      validate('param', boxIdParamsSchema),
      validate('json', boxUpdatePayloadSchema),
      async (c) => {
        const { boxId } = c.req.valid('param');
        const { customerDescription } = c.req.valid('json');
        const customerId = c.get('session').customerId;
        return c.json(await updateBoxDescription(db, boxId, customerId, customerDescription.value));
      },
    )
    .get(
      '/box/:boxId/images',
      operation({
        summary: "The box's photos: the customer's own and the provider's read-only evidence",
        tag: 'boxes',
        response: z.array(boxPhotoSchema),
        bearer: true,
      }),
      validate('param', boxIdParamsSchema),
      async (c) => {
        const box = await ownBox(db, c.req.valid('param').boxId, c.get('session').customerId);
        return c.json(await listBoxImages(db, box));
      },
    )
    .post(
      '/box/:boxId/image',
      operation({
        summary:
          'Add a photo (base64): JPEG, PNG or WebP by content, whatever mimeType says, up to 5 MB (413 code 210; other content, or a file that is not a whole image, 400 code 212)',
        tag: 'boxes',
        response: boxPhotoSchema,
        bearer: true,
      }),
      validate('param', boxIdParamsSchema),
      validate('json', boxImageUploadBodySchema),
      async (c) => {
        const box = await ownBox(db, c.req.valid('param').boxId, c.get('session').customerId);
        const image = await checkedImage(c.req.valid('json').imageData);
        return c.json(await addBoxImage(db, images, box, image, now()));
      },
    )
    .get(
      '/box/image/:boxImageId',
      operation({
        summary:
          "One of the box's gallery photos, as stored; private, cacheable for a year (ETag, 304)",
        tag: 'boxes',
        binary: 'image/*',
        bearer: true,
      }),
      validate('param', boxImageIdParamsSchema),
      async (c) => {
        const { boxImageId } = c.req.valid('param');
        const etag = `"photo-${boxImageId}"`;
        if (c.req.header('if-none-match') === etag)
          return c.body(null, 304, photoCacheHeaders(etag));
        const file = await boxImageFile(db, images, boxImageId, c.get('session').customerId);
        return c.body(file.bytes.slice(), 200, {
          ...photoCacheHeaders(etag),
          'Content-Type': file.mimeType,
        });
      },
    )
    .get(
      '/box/image/:boxImageId/thumbnail',
      operation({
        summary:
          'A WebP thumbnail of a gallery photo, at most 320 px square, without its metadata (422 code 212 when the stored photo cannot be read)',
        tag: 'boxes',
        binary: 'image/*',
        bearer: true,
      }),
      validate('param', boxImageIdParamsSchema),
      async (c) => {
        const { boxImageId } = c.req.valid('param');
        const etag = `"thumbnail-${boxImageId}"`;
        if (c.req.header('if-none-match') === etag) {
          return c.body(null, 304, photoCacheHeaders(etag));
        }
        const file = await boxImageFile(db, images, boxImageId, c.get('session').customerId);
        const thumbnail = await thumbnailOf(file.bytes);
        // Only a photo stored before uploads were decoded, or a provider's, can be unreadable.
        if (!thumbnail) {
          throw new HttpError(422, ErrorCode.UnsupportedFileType, UNREADABLE_IMAGE_MESSAGE);
        }
        return c.body(thumbnail.slice(), 200, {
          ...photoCacheHeaders(etag),
          'Content-Type': 'image/webp',
        });
      },
    )
    .delete(
      '/box/image/:boxImageId',
      operation({
        summary:
          "Delete one of the customer's photos; the provider's read-only photos are 403 code 188",
        tag: 'boxes',
        response: emptyResponseSchema,
        bearer: true,
      }),
      validate('param', boxImageIdParamsSchema),
      async (c) => {
        const { boxImageId } = c.req.valid('param');
        await deleteBoxImage(db, images, boxImageId, c.get('session').customerId);
        return c.json(emptyAnswer);
      },
    )
    .get(
      '/box/:boxId/label',
      operation({
        summary: "The box's label as a PDF, with a Code 128 barcode of the box id",
        tag: 'boxes',
        binary: 'application/pdf',
        bearer: true,
      }),
      validate('param', boxIdParamsSchema),
      async (c) => {
        const customerId = c.get('session').customerId;
        const box = await ownBox(db, c.req.valid('param').boxId, customerId);
        const labels = await boxLabels(db, customerId, [box.boxId]);
        if (labels.length === 0) throw new HttpError(404, ErrorCode.NotFound);
        const pdf = await boxLabelsPdf(`Boxroom label for box ${box.boxId}`, labels);
        return c.body(pdf, 200, pdfResponseHeaders(`box-${box.boxId}-label.pdf`));
      },
    )
    .get(
      '/itemCheckPhotos/box/:boxId/:photoType',
      operation({
        summary: 'Item-check photos of a box (photo type 5 or 6) as bare base64 jpegs',
        tag: 'boxes',
        response: z.array(z.string()),
        bearer: true,
      }),
      validate('param', itemCheckParamsSchema),
      async (c) => {
        const { boxId, photoType } = c.req.valid('param');
        const box = await ownBox(db, boxId, c.get('session').customerId);
        return c.json(await itemCheckPhotos(db, images, box, photoType));
      },
    );
}
