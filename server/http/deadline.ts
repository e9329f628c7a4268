import { createMiddleware } from 'hono/factory';
import { RequestDeadlineExceeded } from './errors.ts';

/**
 * Longer than any single database statement may take (DATABASE_TIMEOUTS), so a slow query
 * answers first with its own 503; this catches a request held up by many slow steps in turn.
 */
export const REQUEST_DEADLINE_MS = 15_000;

/**
 * Answers 503 (through onError) when a request has not finished by its deadline. The handler
 * is not killed, but its answer is no longer awaited, so a client never waits without end.
 */
export function requestDeadline(ms: number = REQUEST_DEADLINE_MS) {
  return createMiddleware(async (_c, next) => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RequestDeadlineExceeded(ms)), ms);
    });
    try {
      await Promise.race([next(), expired]);
    } finally {
      clearTimeout(timer);
    }
  });
}
