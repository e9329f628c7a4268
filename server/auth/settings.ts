import type { ScryptParams } from './passwords.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Limits on failed sign-ins, counted in the database so they survive a restart. */
export interface SignInLimits {
  /** The sliding window the two short limits are counted over. */
  windowMs: number;
  /** Failures allowed per account (lower-cased email) within the window. */
  perAccount: number;
  /** Failures allowed per client address within the window. */
  perAddress: number;
  /** Hard cap per account per hour, whatever the window settings. */
  perAccountPerHour: number;
}

/** Everything about sign-in and sessions a test may want to change. */
export interface AuthSettings {
  /** The clock every timestamp is taken from. */
  now: () => Date;
  /** A session unused for this long has expired. */
  idleLifetimeMs: number;
  /** A session older than this has expired, however busy. */
  absoluteLifetimeMs: number;
  /** last_used_at is written at most this often per session. */
  touchIntervalMs: number;
  /** How long a password reset link works. */
  resetLinkLifetimeMs: number;
  scrypt: ScryptParams;
  limits: SignInLimits;
}

/** OWASP's scrypt parameters for password storage (2^17, 8, 1). */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/*
 * Two hours idle covers a long order funnel with a tea break; seven days absolute means a
 * stolen token is useful for a week at most, and a customer signs in about once a week.
 */
export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  now: () => new Date(),
  idleLifetimeMs: 2 * HOUR,
  absoluteLifetimeMs: 7 * DAY,
  touchIntervalMs: MINUTE,
  resetLinkLifetimeMs: HOUR,
  scrypt: OWASP_SCRYPT,
  limits: { windowMs: 15 * MINUTE, perAccount: 10, perAddress: 50, perAccountPerHour: 100 },
};

export type AuthOverrides = Partial<Omit<AuthSettings, 'limits'>> & {
  limits?: Partial<SignInLimits>;
};

export function authSettings(overrides: AuthOverrides = {}): AuthSettings {
  return {
    ...DEFAULT_AUTH_SETTINGS,
    ...overrides,
    limits: { ...DEFAULT_AUTH_SETTINGS.limits, ...overrides.limits },
  };
}
