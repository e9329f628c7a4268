import { randomBytes, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { passwordContainsEmail } from '../../src/domain/auth.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { HttpError } from '../http/errors.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { HashingLimited, PASSWORD_HASHING } from './hashingPool.ts';

/** scrypt's cost (N, a power of two), block size (r) and parallelism (p). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const SCHEME = 'scrypt';

/*
 * Stored parameters are read back from the hash, so a corrupt or hostile row must not make
 * verification allocate gigabytes: anything beyond these bounds is treated as a mismatch.
 */
const MAX_LOG2_N = 20;
const MAX_R = 32;
const MAX_P = 16;

/**
 * This client has more password checks under way than its share of the hashing pool
 * (server/auth/hashingPool.ts): 429 with code 213, for this client alone.
 */
export class TooManyPasswordChecks extends HttpError {
  constructor() {
    super(429, ErrorCode.RateLimited);
  }
}

/**
 * Whose work a derivation is: the client's address (server/http/client-address.ts), so the
 * hashing pool can share itself fairly; undefined for the server's own (seeding).
 */
export type HashingSource = string | undefined;

async function derive(
  password: string,
  salt: Buffer,
  params: ScryptParams,
  source: HashingSource,
): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs 128·N·r bytes; Node's 32 MiB default is too small for OWASP's N = 2^17.
    maxmem: 256 * params.N * params.r,
  };
  try {
    // NFKC, so the same password typed on another keyboard or OS still matches.
    return await PASSWORD_HASHING.scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      options,
      source,
    );
  } catch (error) {
    if (error instanceof HashingLimited) throw new TooManyPasswordChecks();
    throw error;
  }
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(
  password: string,
  params: ScryptParams,
  source?: HashingSource,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, source);
  const encoded = [salt, key].map((bytes) => bytes.toString('base64url'));
  return [SCHEME, params.N, params.r, params.p, ...encoded].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== SCHEME) return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (!isPowerOfTwo(N) || N > 2 ** MAX_LOG2_N) return undefined;
  if (!Number.isInteger(r) || r < 1 || r > MAX_R) return undefined;
  if (!Number.isInteger(p) || p < 1 || p > MAX_P) return undefined;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || key.length !== KEY_BYTES) return undefined;
  return { params: { N, r, p }, salt, key };
}

/** True when `password` is the one `stored` was made from; compares in constant time. */
export async function verifyPassword(
  password: string,
  stored: string,
  source?: HashingSource,
): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, source);
  return timingSafeEqual(key, parsed.key);
}

/**
 * Does the work of a verification against a hash no password matches, so that sign-in with
 * an unknown email takes as long as with a wrong password and does not give accounts away.
 * The stand-in hash is random bytes in the stored format: nothing needs deriving up front, so
 * even the first unknown email costs exactly one derivation.
 */
export async function verifyNothing(
  password: string,
  params: ScryptParams,
  source?: HashingSource,
): Promise<false> {
  const [salt, key] = [SALT_BYTES, KEY_BYTES].map((size) =>
    randomBytes(size).toString('base64url'),
  );
  const stored = [SCHEME, params.N, params.r, params.p, salt, key].join('$');
  await verifyPassword(password, stored, source);
  return false;
}

const common = new Set(
  COMMON_PASSWORDS.split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase()),
);

/** True for passwords on the list of the most common ones, whatever their letter case. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.normalize('NFKC').trim().toLowerCase());
}

/**
 * Why a new password for the account with this email is refused, or null: one containing the
 * email (186), then one on the common list (207).
 */
export function newPasswordRefusal(password: string, email: string): number | null {
  if (passwordContainsEmail(password, email)) return ErrorCode.PasswordContainsEmail;
  if (isCommonPassword(password)) return ErrorCode.PasswordTooCommon;
  return null;
}
