import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute path, or `memory://` for a throwaway embedded database. */
  dataDir: string;
  seedDemo: boolean;
  /** Where the SPA sends its calls; handed to the browser by `/config.js`. */
  apiUrl: string;
  authUrl: string;
  cmsUrl: string;
  stripePublishableKey: string | undefined;
  stripeSecretKey: string | undefined;
  addressApiKey: string | undefined;
  mapsApiKey: string | undefined;
  intercomAppId: string | undefined;
  /**
   * Mounts the development helpers `GET /identity/_outbox/latest` and
   * `POST /identity/_sessions/expire` (browser tests read reset links and end sessions with
   * them). On unless NODE_ENV is 'production'; BOXROOM_EXPOSE_OUTBOX=1 or 0 decides outright.
   */
  exposeOutbox: boolean;
  /**
   * The site's own address for links in mail, e.g. `https://boxroom.example`. Unset: the
   * address the request came in on.
   */
  publicUrl: string | undefined;
}

export const MEMORY_DATA_DIR = 'memory://';

type Env = Record<string, string | undefined>;

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readPort(env: Env): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function readFlag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

function readDataDir(env: Env): string {
  const raw = read(env, 'DATA_DIR') ?? './.data';
  return raw === MEMORY_DATA_DIR ? raw : path.resolve(raw);
}

function readPublicUrl(env: Env): string | undefined {
  const raw = read(env, 'PUBLIC_URL');
  if (raw === undefined) return undefined;
  if (!/^https?:\/\/[^/]+/i.test(raw)) {
    throw new Error(`PUBLIC_URL must be an http(s) address, got "${raw}"`);
  }
  return new URL(raw).origin;
}

export function loadConfig(env: Env = process.env): Config {
  return {
    port: readPort(env),
    host: read(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: read(env, 'DATABASE_URL'),
    dataDir: readDataDir(env),
    seedDemo: readFlag(env, 'SEED_DEMO', true),
    apiUrl: read(env, 'API_URL') ?? '/v1',
    authUrl: read(env, 'AUTH_URL') ?? '/identity',
    cmsUrl: read(env, 'CMS_URL') ?? '/cms',
    stripePublishableKey: read(env, 'STRIPE_PUBLISHABLE_KEY'),
    stripeSecretKey: read(env, 'STRIPE_SECRET_KEY'),
    addressApiKey: read(env, 'ADDRESS_API_KEY'),
    mapsApiKey: read(env, 'MAPS_API_KEY'),
    intercomAppId: read(env, 'INTERCOM_APP_ID'),
    exposeOutbox: readFlag(env, 'BOXROOM_EXPOSE_OUTBOX', read(env, 'NODE_ENV') !== 'production'),
    publicUrl: readPublicUrl(env),
  };
}
