import pg from 'pg';
import { SessionCache } from './session-cache.ts';

/**
 * On PostgreSQL several processes check sessions; each keeps its own cache. The database
 * tells every one of them when a session ends: a trigger on `sessions` (migration
 * 2026_11_27_0121_session_notices) sends the customer's id on the channel below when a
 * session is revoked or deleted, at the commit, and each process listening forgets that
 * customer's cached sessions. While this process is not listening (starting, or the
 * connection lost) its cache is suspended, so a notice it missed can never leave a session
 * trusted.
 */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';

export interface SessionNotices {
  /** Settles once the first LISTEN is in place (or the first attempt failed). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export interface SessionNoticeOptions {
  /** Wait before listening again after the connection is lost. */
  retryMs?: number;
  /** Told of a lost connection; by default it is logged. */
  onLost?: (error: Error) => void;
}

export function listenForEndedSessions(
  databaseUrl: string,
  cache: SessionCache,
  {
    retryMs = 1_000,
    onLost = (error) =>
      console.error('PostgreSQL: the session notices stopped, listening again:', error.message),
  }: SessionNoticeOptions = {},
): SessionNotices {
  cache.suspend();
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  /** Told once per outage, not at every retry while the database is away. */
  let told = false;

  function lost(from: pg.Client, error: Error) {
    if (client !== from) return;
    client = undefined;
    cache.suspend();
    from.end().catch(() => {});
    if (stopped) return;
    if (!told) onLost(error);
    told = true;
    retry = setTimeout(() => void listen(), retryMs);
  }

  async function listen(): Promise<void> {
    retry = undefined;
    if (stopped) return;
    const next = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 3_000,
    });
    client = next;
    next.on('notification', (message) => {
      const customerId = Number(message.payload);
      if (Number.isSafeInteger(customerId)) cache.forgetCustomer(customerId);
      else {
        // A notice this process cannot read: forget everything rather than guess.
        cache.suspend();
        cache.resume();
      }
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSIONS_ENDED_CHANNEL}`);
      if (client === next && !stopped) {
        told = false;
        cache.resume();
      }
    } catch (error) {
      lost(next, error as Error);
    }
  }

  const ready = listen();
  return {
    ready,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      cache.suspend();
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

/**
 * The session cache a server process uses: on the embedded database the only process hears of
 * every ending itself; on PostgreSQL the cache is trusted only while listening for the others.
 */
export function processSessionCache(
  kind: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
): { cache: SessionCache; stop(): Promise<void> } {
  const cache = new SessionCache();
  if (kind === 'pglite' || !databaseUrl) return { cache, stop: async () => {} };
  const notices = listenForEndedSessions(databaseUrl, cache);
  return { cache, stop: () => notices.stop() };
}
