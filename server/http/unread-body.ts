import type { IncomingMessage } from 'node:http';
import { MAX_BODY_BYTES } from './body.ts';

/**
 * HTTP/1.1 sends the next request on a kept-alive connection right after the body of the one
 * before, so a body the app answered without reading to its end (refused before the handler
 * read it: no session, the wrong content type, too large) still stands between the connection
 * and that next request. Left there, the connection stalls and is then cut, and the next
 * request is reset. So a body within the limit is read off the wire and thrown away once
 * the answer has gone; a larger one, or one that cannot be read any more, is not worth
 * reading, and the answer says `Connection: close` so that no client sends another request
 * on the connection, which Node ends after the answer.
 */
export function settleUnreadBody(
  request: Request,
  incoming: Pick<IncomingMessage, 'complete' | 'destroyed' | 'headers'>,
  response: Response,
): Response {
  // `complete`: the whole message has been received, whether or not anything read it.
  if (incoming.complete || incoming.destroyed) return response;
  const declared = Number(incoming.headers['content-length'] ?? Number.NaN);
  const body = request.body;
  if (body === null || body.locked || !(declared <= MAX_BODY_BYTES)) {
    response.headers.set('Connection', 'close');
    return response;
  }
  void discard(body);
  return response;
}

async function discard(body: ReadableStream<Uint8Array>): Promise<void> {
  try {
    for await (const _chunk of body) {
      // Thrown away: the request has had its answer.
    }
  } catch {
    // The client went away while sending it: nothing is left to keep apart.
  }
}
