import type { ScryptParams } from './passwords.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Limits on abuse, counted in the database so they survive a restart and two server
 * processes share them.
 */
export interface SignInLimits {
  /** The sliding window the two short sign-in limits are counted over. */
  windowMs: number;
  /**
   * Failed sign-ins allowed per account (lower-cased email) from one client address within
   * the window. Counted per pair, so guesses from elsewhere never lock the owner out.
   */
  perAccountAndAddress: number;
  /** Failed sign-ins allowed per client address within the window, whatever the account. */
  perAddress: number;
  /** Hard cap per account and address per hour, whatever the window settings. */
  perAccountAndAddressPerHour: number;
  /**
   * Password checks allowed per client address within the window, successful ones included:
   * each costs a slow derivation, whoever's password it is and however it turns out.
   */
  checksPerAddress: number;
  /** Registrations and password-reset requests are counted over this window. */
  requestWindowMs: number;
  /** Registrations, and reset requests, allowed per client address within that window. */
  requestsPerAddress: number;
  /** Registrations, and reset requests, allowed per email address within that window. */
  requestsPerEmail: number;
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
  limits: {
    windowMs: 15 * MINUTE,
    perAccountAndAddress: 10,
    perAddress: 50,
    perAccountAndAddressPerHour: 100,
    // Some hundred customers sharing one address (an office, a campus) sign in now and then;
    // one client signing in twice a second in a loop reaches it within a minute.
    checksPerAddress: 100,
    requestWindowMs: HOUR,
    requestsPerAddress: 10,
    requestsPerEmail: 3,
  },
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
