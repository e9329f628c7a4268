import sharp from 'sharp';

/** Thumbnails fit in this square: sharp on a phone's screen in a gallery of three across. */
export const THUMBNAIL_SIZE = 320;

/**
 * A small WebP of a photo for the gallery: turned the way the camera held it, shrunk to fit
 * THUMBNAIL_SIZE (never enlarged), and without the original's metadata (such as where it
 * was taken).
 */
export async function thumbnailOf(bytes: Uint8Array): Promise<Uint8Array> {
  const output = await sharp(bytes)
    .rotate()
    .resize({
      width: THUMBNAIL_SIZE,
      height: THUMBNAIL_SIZE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 75 })
    .toBuffer();
  return new Uint8Array(output);
}
