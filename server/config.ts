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
   * BOXROOM_DEV_TOOLS=1 mounts the development helpers `GET /identity/_outbox/latest`,
   * `POST /identity/_sessions/expire` and `POST /_ops/run` (browser tests read reset links,
   * end sessions and move boxes with them). Off unless asked for: `npm run dev` and the test
   * harnesses ask.
   */
  devTools: boolean;
  /**
   * The site's own origin for links in mail: PUBLIC_URL, else `http://HOST:PORT`. Never the
   * request's Host header, which whoever sends the request chooses.
   */
  publicUrl: string;
  /** TRUST_PROXY=1: the left-most X-Forwarded-For address is the client's. */
  trustProxy: boolean;
  /** Unset: every mail is written to DATA_DIR/outbox/ as an .eml file. */
  smtpUrl: string | undefined;
  /**
   * PAYMENTS: `sandbox` for a demo that takes no money (on any address), `stripe` to insist on
   * Stripe; unset, the keys decide (server/payments/configured.ts, `paymentsChoice`).
   */
  payments: PaymentsSetting | undefined;
  /** Unset: every text message is written to DATA_DIR/sms-outbox/ as a file. */
  smsUrl: string | undefined;
}

export const PAYMENTS_SETTINGS = ['stripe', 'sandbox'] as const;
export type PaymentsSetting = (typeof PAYMENTS_SETTINGS)[number];

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

/** Wildcard addresses listen everywhere but cannot be visited; the machine's own name can. */
export function linkHostOf(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '[::]') return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

function readPublicUrl(env: Env, host: string, port: number): string {
  const raw = read(env, 'PUBLIC_URL');
  if (raw === undefined) return `http://${linkHostOf(host)}:${port}`;
  if (!/^https?:\/\/[^/]+/i.test(raw)) {
    throw new Error(`PUBLIC_URL must be an http(s) address, got "${raw}"`);
  }
  return new URL(raw).origin;
}

function readSmtpUrl(env: Env): string | undefined {
  const raw = read(env, 'SMTP_URL');
  if (raw !== undefined && !/^smtps?:\/\//i.test(raw)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  return raw;
}

function readPayments(env: Env): PaymentsSetting | undefined {
  const raw = read(env, 'PAYMENTS')?.toLowerCase();
  if (raw === undefined) return undefined;
  if ((PAYMENTS_SETTINGS as readonly string[]).includes(raw)) return raw as PaymentsSetting;
  throw new Error(`PAYMENTS must be stripe or sandbox, got "${raw}"`);
}

/** Loopback names and addresses: 127.0.0.0/8, localhost, ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(bare) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(bare)
  );
}

function readSmsUrl(env: Env): string | undefined {
  const raw = read(env, 'SMS_URL');
  if (raw !== undefined && !/^https?:\/\/[^/]+/i.test(raw)) {
    throw new Error(`SMS_URL must be an http(s) address, got "${raw}"`);
  }
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const port = readPort(env);
  const host = read(env, 'HOST') ?? '127.0.0.1';
  return {
    port,
    host,
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
    devTools: readFlag(env, 'BOXROOM_DEV_TOOLS', false),
    publicUrl: readPublicUrl(env, host, port),
    trustProxy: readFlag(env, 'TRUST_PROXY', false),
    smtpUrl: readSmtpUrl(env),
    payments: readPayments(env),
    smsUrl: readSmsUrl(env),
  };
}

/** Which database a configuration opens, as the server and the ops command report it. */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname} (DATABASE_URL)`;
  }
  return config.dataDir === MEMORY_DATA_DIR ? 'PGlite in memory' : `PGlite in ${config.dataDir}`;
}
