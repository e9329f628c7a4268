import sharp from 'sharp';
import type { ImageMimeType } from '../../src/domain/constants.ts';

/** Thumbnails fit in this square: sharp on a phone's screen in a gallery of three across. */
export const THUMBNAIL_SIZE = 320;

/*
 * A file cut short or with junk where its pixels should be fails to decode; a whole photo with
 * a camera's minor quirks (a warning from the decoder) does not. The upload check and the
 * thumbnail decode alike, so every photo accepted has a thumbnail.
 */
const DECODING = { failOn: 'truncated' } as const;

/**
 * A small WebP of a photo for the gallery: turned the way the camera held it, shrunk to fit
 * THUMBNAIL_SIZE (never enlarged), and without the original's metadata (such as where it
 * was taken). Undefined when the bytes are not a whole image.
 */
export async function thumbnailOf(bytes: Uint8Array): Promise<Uint8Array | undefined> {
  try {
    const output = await sharp(bytes, DECODING)
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
  } catch {
    return undefined;
  }
}

/**
 * Whether the bytes are one whole image of this type: its header says so and every pixel
 * decodes, as the thumbnail will need them to.
 */
export async function isWholeImage(bytes: Uint8Array, mimeType: ImageMimeType): Promise<boolean> {
  try {
    const { format } = await sharp(bytes, DECODING).metadata();
    if (`image/${format}` !== mimeType) return false;
  } catch {
    return false;
  }
  return (await thumbnailOf(bytes)) !== undefined;
}
