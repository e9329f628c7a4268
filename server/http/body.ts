import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../../src/domain/errors.ts';
import { HttpError } from './errors.ts';

/** Box photos arrive as base64 JSON: 5 MB of image is about 6.7 MB of text. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  // Thrown rather than answered here, so the one error handler gives each service its form.
  onError: () => {
    throw new HttpError(413, ErrorCode.FileTooLarge);
  },
});

const NUL = '\u0000';

/** No request of ours nests deeper than a few levels; far deeper is an attack on the stack. */
const MAX_JSON_DEPTH = 32;

/**
 * Walks a parsed JSON value without recursion: 'nul' when a NUL character is anywhere in it,
 * keys included, 'deep' when it nests beyond MAX_JSON_DEPTH.
 */
function inspectJson(root: unknown): 'ok' | 'nul' | 'deep' {
  const pending: [unknown, number][] = [[root, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (value.includes(NUL)) return 'nul';
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_JSON_DEPTH) return 'deep';
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) return 'nul';
        pending.push([item, depth + 1]);
      }
    }
  }
  return 'ok';
}

const nulRefused = () =>
  new HttpError(400, ErrorCode.ValidationFailed, 'The request must not contain NUL characters');

/**
 * Parses a JSON body up front so that a malformed one is a 400 wherever it is sent, whether
 * or not the handler validates it. Hono caches the text, so handlers can still read it.
 * NUL characters, in the address, a form or JSON, are refused here for every route at once:
 * PostgreSQL cannot store them in text, and no customer ever types one.
 */
export const rejectMalformedInput = createMiddleware(async (c, next) => {
  if (/%00/.test(c.req.url) || c.req.url.includes(NUL)) throw nulRefused();
  const type = c.req.header('content-type') ?? '';
  if (/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    const text = await c.req.text();
    if (text.trim() !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new HttpError(400, ErrorCode.ValidationFailed, 'Malformed JSON in request body');
      }
      const found = inspectJson(parsed);
      if (found === 'nul') throw nulRefused();
      if (found === 'deep') {
        throw new HttpError(400, ErrorCode.ValidationFailed, 'The JSON body is nested too deeply');
      }
    }
  } else if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    const text = await c.req.text();
    if (/%00/.test(text) || text.includes(NUL)) throw nulRefused();
  }
  await next();
});
