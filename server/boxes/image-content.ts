import { type ImageMimeType, MAX_IMAGE_BYTES } from '../../src/domain/constants.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { HttpError } from '../http/errors.ts';
import { isWholeImage } from './thumbnails.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL = /^data:[\w.+/-]*;base64,/i;

/**
 * The bytes of a base64 image. A `data:` URL prefix is tolerated, since that is what a
 * browser's FileReader gives; anything that is not base64 is refused.
 */
export function decodeBase64Image(imageData: string): Uint8Array {
  const text = imageData.replace(DATA_URL, '').replace(/\s+/g, '');
  if (text.length === 0 || text.length % 4 !== 0 || !BASE64.test(text)) {
    throw new HttpError(400, ErrorCode.ValidationFailed, 'imageData must be base64');
  }
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  // Checked before decoding, so an oversized upload costs no second copy in memory.
  if ((text.length / 4) * 3 - padding > MAX_IMAGE_BYTES) {
    throw new HttpError(413, ErrorCode.FileTooLarge);
  }
  return new Uint8Array(Buffer.from(text, 'base64'));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type the bytes themselves say, whatever name or type the client gave them:
 * JPEG (SOI marker), PNG (its 8-byte signature) or WebP (a RIFF container of WEBP).
 */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | undefined {
  if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (
    bytes.length >= 16 &&
    startsWith(bytes, ascii('RIFF')) &&
    startsWith(bytes, ascii('WEBP'), 8)
  ) {
    return 'image/webp';
  }
  return undefined;
}

/** What the customer is told when a file starts like a photo but cannot be read as one. */
export const UNREADABLE_IMAGE_MESSAGE =
  "This file isn't a photo we can read. Choose a JPEG, PNG or WebP image.";

/**
 * The decoded upload and its real type: 413/210 when too large, 400/212 when not an image or
 * not a whole one (a file cut short, or one that only starts like a photo), so nothing stored
 * fails to show later.
 */
export async function checkedImage(
  imageData: string,
): Promise<{ bytes: Uint8Array; mimeType: ImageMimeType }> {
  const bytes = decodeBase64Image(imageData);
  if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, ErrorCode.FileTooLarge);
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw new HttpError(400, ErrorCode.UnsupportedFileType);
  if (!(await isWholeImage(bytes, mimeType))) {
    throw new HttpError(400, ErrorCode.UnsupportedFileType, UNREADABLE_IMAGE_MESSAGE);
  }
  return { bytes, mimeType };
}
