import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffImageType } from '../../server/boxes/image-content.ts';
import { ITEM_CHECK_PHOTO_1 } from '../../server/db/seeds/demo-photos.ts';
import { boxPhotoSchema, boxSchema, PhotoType } from '../../src/domain/boxes.ts';
import { MAX_IMAGE_BYTES } from '../../src/domain/constants.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import {
  type AccountApp,
  accountApp,
  call,
  expectError,
  expectStatus,
  insertBox,
  type Member,
  member,
  TINY_WEBP,
  tempUploads,
  tinyPng,
} from './account-area.ts';
import { bearer, v1 } from './accounts.ts';
import { forEachDatabase } from './harness.ts';

const JPEG = Buffer.from(ITEM_CHECK_PHOTO_1, 'base64');

/** A photo-like picture: noise compresses poorly, so cutting the file loses real pixels. */
const noisy = () =>
  sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  });
const NOISY_PNG = await noisy().png().toBuffer();
const NOISY_JPEG = await noisy().jpeg().toBuffer();
const cut = (bytes: Buffer, share: number) => bytes.subarray(0, Math.floor(bytes.length * share));
const PNG_HEADER_AND_JUNK = Buffer.concat([
  NOISY_PNG.subarray(0, 8),
  Buffer.from('these bytes are not PNG chunks at all; '.repeat(20)),
]);
const UNREADABLE = "This file isn't a photo we can read. Choose a JPEG, PNG or WebP image.";

describe('sniffing image types', () => {
  it.each([
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a PNG', tinyPng(), 'image/png'],
    ['a WebP', TINY_WEBP, 'image/webp'],
    ['text', Buffer.from('just some words, not a picture'), undefined],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'), undefined],
    ['a RIFF that is not WebP', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'), undefined],
    ['nothing', Buffer.alloc(0), undefined],
  ])('%s', (_, bytes, type) => {
    expect(sniffImageType(new Uint8Array(bytes))).toBe(type);
  });
});

forEachDatabase('box details and photos', (getDatabase) => {
  let app: AccountApp;
  let uploads: Awaited<ReturnType<typeof tempUploads>>;
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    uploads = await tempUploads();
    app = accountApp(getDatabase().db, { images: uploads.store });
    owner = await member(app);
    other = await member(app);
  });
  afterAll(async () => {
    await uploads.remove();
  });

  const upload = (who: Member, boxId: number, bytes: Uint8Array, mimeType = 'image/jpeg') =>
    call(app, who, 'POST', `box/${boxId}/image`, {
      imageData: Buffer.from(bytes).toString('base64'),
      mimeType,
    });
  const photoBytes = async (who: Member, url: string) => {
    const res = await call(app, who, 'GET', url);
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };
  const images = async (who: Member, boxId: number) =>
    boxPhotoSchema
      .array()
      .parse(await expectStatus(call(app, who, 'GET', `box/${boxId}/images`), 200));

  describe('the description', () => {
    it('is saved from {value} and cleared by an empty one', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      const patch = (value: string) =>
        call(app, owner, 'PATCH', `box/${boxId}`, { customerDescription: { value } });
      const box = boxSchema.parse(await expectStatus(patch('  Winter coats  '), 200));
      expect(box).toMatchObject({ boxId, boxDescription: 'Winter coats' });
      const stored = await getDatabase()
        .db.selectFrom('boxes')
        .select('boxDescription')
        .where('boxId', '=', boxId)
        .executeTakeFirstOrThrow();
      expect(stored.boxDescription).toBe('Winter coats');

      expect(boxSchema.parse(await expectStatus(patch(''), 200)).boxDescription).toBeNull();
    });

    it('is at most 200 characters and must be wrapped', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId, {
        boxDescription: 'Books',
      });
      await expectError(
        call(app, owner, 'PATCH', `box/${boxId}`, {
          customerDescription: { value: 'x'.repeat(201) },
        }),
        400,
        ErrorCode.ValidationFailed,
      );
      await expectError(
        call(app, owner, 'PATCH', `box/${boxId}`, { customerDescription: 'Books' }),
        400,
        ErrorCode.ValidationFailed,
      );
      await expectStatus(
        call(app, owner, 'PATCH', `box/${boxId}`, {
          customerDescription: { value: 'y'.repeat(200) },
        }),
        200,
      );
    });

    it("is 404 on another customer's box, which keeps its description", async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId, { boxDescription: 'Mine' });
      await expectError(
        call(app, other, 'PATCH', `box/${boxId}`, { customerDescription: { value: 'Yours' } }),
        404,
        ErrorCode.NotFound,
      );
      const row = await getDatabase()
        .db.selectFrom('boxes')
        .select('boxDescription')
        .where('boxId', '=', boxId)
        .executeTakeFirstOrThrow();
      expect(row.boxDescription).toBe('Mine');
    });
  });

  describe('uploads', () => {
    it('keep JPEG, PNG and WebP photos as files under uploads/<customerId>/', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      for (const bytes of [JPEG, tinyPng(), TINY_WEBP]) {
        await expectStatus(upload(owner, boxId, bytes), 200);
      }
      const gallery = await images(owner, boxId);
      expect(gallery.map((image) => image.mimeType)).toEqual([
        'image/jpeg',
        'image/png',
        'image/webp',
      ]);
      expect(gallery.every((image) => !image.readonly && image.boxImageId > 0)).toBe(true);
      expect(await photoBytes(owner, gallery[1]?.url ?? '')).toEqual(tinyPng());

      const rows = await getDatabase()
        .db.selectFrom('boxImages')
        .select(['storageKey', 'byteSize'])
        .where('boxId', '=', boxId)
        .orderBy('boxImageId')
        .execute();
      const files = await readdir(path.join(uploads.dir, String(owner.customerId)));
      for (const row of rows) {
        expect(row.storageKey).toMatch(/^[0-9a-f-]{36}$/);
        expect(files).toContain(row.storageKey);
        const file = await readFile(
          path.join(uploads.dir, String(owner.customerId), row.storageKey ?? ''),
        );
        expect(file.length).toBe(row.byteSize);
      }
    });

    it('trust the content over the declared type', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      const added = boxPhotoSchema.parse(
        await expectStatus(upload(owner, boxId, tinyPng(), 'image/jpeg'), 200),
      );
      expect(added.mimeType).toBe('image/png');
      expect((await images(owner, boxId)).map((image) => image.mimeType)).toEqual(['image/png']);
    });

    it('refuse a file over 5 MB with 413 and code 210', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      const big = Buffer.alloc(MAX_IMAGE_BYTES + 3);
      JPEG.copy(big);
      await expectError(upload(owner, boxId, big), 413, ErrorCode.FileTooLarge);
      expect(await images(owner, boxId)).toEqual([]);
    });

    it('refuse what is not an image with code 212, whatever it claims to be', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      const text = Buffer.from('Dear diary, today I stored my coats.\n');
      await expectError(
        upload(owner, boxId, text, 'image/jpeg'),
        400,
        ErrorCode.UnsupportedFileType,
      );
      await expectError(
        upload(owner, boxId, text, 'text/plain'),
        400,
        ErrorCode.UnsupportedFileType,
      );
      await expectError(
        call(app, owner, 'POST', `box/${boxId}/image`, {
          imageData: 'not base64!',
          mimeType: 'image/png',
        }),
        400,
        ErrorCode.ValidationFailed,
      );
      expect(await images(owner, boxId)).toEqual([]);
    });

    it.each([
      ['a PNG cut in half', cut(NOISY_PNG, 0.5)],
      ['a PNG header followed by junk', PNG_HEADER_AND_JUNK],
      ['a JPEG cut short', cut(NOISY_JPEG, 0.6)],
      ['a WebP cut short', cut(TINY_WEBP, 0.7)],
    ])('refuse %s with code 212, storing nothing', async (_, bytes) => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      const files = async () =>
        readdir(path.join(uploads.dir, String(owner.customerId))).catch(() => [] as string[]);
      const before = await files();
      const body = await expectError(
        upload(owner, boxId, bytes),
        400,
        ErrorCode.UnsupportedFileType,
      );
      expect(body.message).toBe(UNREADABLE);
      expect(await images(owner, boxId)).toEqual([]);
      expect(await files()).toEqual(before);
    });

    it('keep a whole photo, whose thumbnail is served', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      for (const bytes of [NOISY_PNG, NOISY_JPEG]) {
        const added = boxPhotoSchema.parse(await expectStatus(upload(owner, boxId, bytes), 200));
        expect(await photoBytes(owner, added.url)).toEqual(bytes);
        const thumbnail = await sharp(await photoBytes(owner, added.thumbnailUrl)).metadata();
        expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 320, 240]);
      }
    });

    it("are 404 on another customer's box, and need a session", async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      await expectError(upload(other, boxId, JPEG), 404, ErrorCode.NotFound);
      await expectError(call(app, other, 'GET', `box/${boxId}/images`), 404, ErrorCode.NotFound);
      await expectError(
        call(app, null, 'GET', `box/${boxId}/images`),
        401,
        ErrorCode.SignInRequired,
      );
      expect(await images(owner, boxId)).toEqual([]);
    });
  });

  describe('the limit of 30 photos', () => {
    it('holds when 40 uploads arrive at once, leaving no stray files', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      const files = async () =>
        readdir(path.join(uploads.dir, String(owner.customerId))).catch(() => [] as string[]);
      const before = await files();
      const statuses = await Promise.all(
        Array.from({ length: 40 }, async () => (await upload(owner, boxId, tinyPng())).status),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses.filter((status) => status === 400)).toHaveLength(10);
      expect(await images(owner, boxId)).toHaveLength(30);
      // Refused uploads leave nothing behind on disk.
      expect((await files()).length - before.length).toBe(30);
      await expectError(upload(owner, boxId, tinyPng()), 400, ErrorCode.ValidationFailed);
    });
  });

  describe('the gallery', () => {
    it('lists metadata and URLs; each photo and its thumbnail are served on their own, cached', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      const added = boxPhotoSchema.parse(await expectStatus(upload(owner, boxId, JPEG), 200));
      expect(added).toEqual({
        boxImageId: added.boxImageId,
        mimeType: 'image/jpeg',
        readonly: false,
        url: `box/image/${added.boxImageId}`,
        thumbnailUrl: `box/image/${added.boxImageId}/thumbnail`,
      });
      expect(await images(owner, boxId)).toEqual([added]);

      const photo = await call(app, owner, 'GET', added.url);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
      expect(photo.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(Buffer.from(await photo.arrayBuffer())).toEqual(JPEG);
      const etag = photo.headers.get('etag') ?? '';
      const again = await app.request(v1(added.url), {
        headers: { ...bearer(owner.token), 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);

      const thumbnail = await call(app, owner, 'GET', added.thumbnailUrl);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
      expect(thumbnail.headers.get('cache-control')).toContain('immutable');
      const small = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
      expect(small.format).toBe('webp');
      expect(Math.max(small.width ?? 0, small.height ?? 0)).toBeLessThanOrEqual(320);
    });

    it('shrinks a large photo to a 320 px thumbnail, keeping its shape', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      const large = await sharp({
        create: { width: 1200, height: 800, channels: 3, background: '#c08040' },
      })
        .jpeg()
        .toBuffer();
      const added = boxPhotoSchema.parse(await expectStatus(upload(owner, boxId, large), 200));
      const thumbnail = await call(app, owner, 'GET', added.thumbnailUrl);
      const size = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
      expect([size.width, size.height]).toEqual([320, 213]);
    });

    it('answers 422 with code 212, not an error, for the thumbnail of a stored unreadable file', async () => {
      const db = getDatabase().db;
      const boxId = await insertBox(db, owner.customerId);
      // A provider's photo kept in the row, and an upload stored before uploads were decoded.
      const storageKey = randomUUID();
      await uploads.store.write(owner.customerId, storageKey, cut(NOISY_JPEG, 0.6));
      const rows = await db
        .insertInto('boxImages')
        .values(
          [
            { imageData: new Uint8Array(PNG_HEADER_AND_JUNK), storageKey: null, readonly: true },
            { imageData: null, storageKey, readonly: false },
          ].map((stored) => ({
            boxId,
            customerId: owner.customerId,
            photoType: PhotoType.Unspecified,
            mimeType: stored.imageData ? 'image/png' : 'image/jpeg',
            byteSize: 1,
            createdAt: new Date(),
            ...stored,
          })),
        )
        .returning('boxImageId')
        .execute();
      for (const { boxImageId } of rows) {
        const body = await expectError(
          call(app, owner, 'GET', `box/image/${boxImageId}/thumbnail`),
          422,
          ErrorCode.UnsupportedFileType,
        );
        expect(body.message).toBe(UNREADABLE);
        // The file itself is still the customer's to download or delete.
        expect((await call(app, owner, 'GET', `box/image/${boxImageId}`)).status).toBe(200);
      }
    });

    it('serves no photo to another customer, nor without a session', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      const added = boxPhotoSchema.parse(await expectStatus(upload(owner, boxId, JPEG), 200));
      await expectError(call(app, other, 'GET', added.url), 404, ErrorCode.NotFound);
      await expectError(call(app, other, 'GET', added.thumbnailUrl), 404, ErrorCode.NotFound);
      await expectError(call(app, null, 'GET', added.url), 401, ErrorCode.SignInRequired);
    });
  });

  describe('deleting', () => {
    it('removes the photo and its file', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      const added = boxPhotoSchema.parse(await expectStatus(upload(owner, boxId, JPEG), 200));
      const { storageKey } = await getDatabase()
        .db.selectFrom('boxImages')
        .select('storageKey')
        .where('boxImageId', '=', added.boxImageId)
        .executeTakeFirstOrThrow();
      const file = path.join(uploads.dir, String(owner.customerId), storageKey ?? '');
      await readFile(file);

      await expectStatus(call(app, owner, 'DELETE', `box/image/${added.boxImageId}`), 200);
      expect(await images(owner, boxId)).toEqual([]);
      await expect(readFile(file)).rejects.toThrow(/ENOENT/);
      await expectError(
        call(app, owner, 'DELETE', `box/image/${added.boxImageId}`),
        404,
        ErrorCode.NotFound,
      );
    });

    it("is 404 for another customer's photo, which stays", async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      const added = boxPhotoSchema.parse(await expectStatus(upload(owner, boxId, JPEG), 200));
      await expectError(
        call(app, other, 'DELETE', `box/image/${added.boxImageId}`),
        404,
        ErrorCode.NotFound,
      );
      expect((await images(owner, boxId)).map((image) => image.boxImageId)).toEqual([
        added.boxImageId,
      ]);
    });

    it("refuses the provider's read-only photos with 403 and code 188", async () => {
      const db = getDatabase().db;
      const boxId = await insertBox(db, owner.customerId);
      const { boxImageId } = await db
        .insertInto('boxImages')
        .values({
          boxId,
          customerId: owner.customerId,
          photoType: PhotoType.LabelEvidence,
          mimeType: 'image/jpeg',
          byteSize: JPEG.length,
          readonly: true,
          storageKey: null,
          imageData: new Uint8Array(JPEG),
          createdAt: new Date(),
        })
        .returning('boxImageId')
        .executeTakeFirstOrThrow();
      const body = await expectError(
        call(app, owner, 'DELETE', `box/image/${boxImageId}`),
        403,
        ErrorCode.ImageReadOnly,
      );
      expect(body.message).toMatch(/cannot be deleted/);
      expect(await images(owner, boxId)).toEqual([
        {
          boxImageId,
          mimeType: 'image/jpeg',
          readonly: true,
          url: `box/image/${boxImageId}`,
          thumbnailUrl: `box/image/${boxImageId}/thumbnail`,
        },
      ]);
      expect(await photoBytes(owner, `box/image/${boxImageId}`)).toEqual(JPEG);
    });

    it('answers 404 for a photo whose file has gone missing, and still deletes it', async () => {
      const boxId = await insertBox(getDatabase().db, owner.customerId);
      const added = boxPhotoSchema.parse(await expectStatus(upload(owner, boxId, JPEG), 200));
      const { storageKey } = await getDatabase()
        .db.selectFrom('boxImages')
        .select('storageKey')
        .where('boxImageId', '=', added.boxImageId)
        .executeTakeFirstOrThrow();
      await rm(path.join(uploads.dir, String(owner.customerId), storageKey ?? ''));
      await expectError(call(app, owner, 'GET', added.url), 404, ErrorCode.NotFound);
      await expectStatus(call(app, owner, 'DELETE', `box/image/${added.boxImageId}`), 200);
    });
  });

  describe('item-check photos', () => {
    it('are bare base64 jpegs of type 5 or 6, kept out of the gallery', async () => {
      const db = getDatabase().db;
      const boxId = await insertBox(db, owner.customerId);
      await db
        .insertInto('boxImages')
        .values({
          boxId,
          customerId: owner.customerId,
          photoType: PhotoType.ItemCheckByTheBox,
          mimeType: 'image/jpeg',
          byteSize: JPEG.length,
          readonly: true,
          storageKey: null,
          imageData: new Uint8Array(JPEG),
          createdAt: new Date(),
        })
        .execute();
      expect(
        await expectStatus(call(app, owner, 'GET', `itemCheckPhotos/box/${boxId}/6`), 200),
      ).toEqual([ITEM_CHECK_PHOTO_1]);
      expect(
        await expectStatus(call(app, owner, 'GET', `itemCheckPhotos/box/${boxId}/5`), 200),
      ).toEqual([]);
      expect(await images(owner, boxId)).toEqual([]);
      await expectError(
        call(app, owner, 'GET', `itemCheckPhotos/box/${boxId}/3`),
        400,
        ErrorCode.ValidationFailed,
      );
      await expectError(
        call(app, other, 'GET', `itemCheckPhotos/box/${boxId}/6`),
        404,
        ErrorCode.NotFound,
      );
    });
  });
});
