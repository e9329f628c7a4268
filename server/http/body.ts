import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../../src/domain/errors.ts';
import { errorBody, HttpError } from './errors.ts';

/** Box photos arrive as base64 JSON: 5 MB of image is about 6.7 MB of text. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json(errorBody(ErrorCode.FileTooLarge), 413),
});

/**
 * Parses a JSON body up front so that a malformed one is a 400 wherever it is sent, whether
 * or not the handler validates it. Hono caches the text, so handlers can still read it.
 */
export const rejectMalformedJson = createMiddleware(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        throw new HttpError(400, ErrorCode.ValidationFailed, 'Malformed JSON in request body');
      }
    }
  }
  await next();
});
