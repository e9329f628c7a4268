import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from '../../server/auth/common-passwords.ts';
import {
  hashPassword,
  isCommonPassword,
  newPasswordRefusal,
  verifyNothing,
  verifyPassword,
} from '../../server/auth/passwords.ts';
import { OWASP_SCRYPT } from '../../server/auth/settings.ts';
import { hashToken, newToken } from '../../server/auth/tokens.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { FAST_SCRYPT } from './accounts.ts';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh 16-byte salt each time', async () => {
    const first = await hashPassword('a long passphrase', FAST_SCRYPT);
    const second = await hashPassword('a long passphrase', FAST_SCRYPT);
    const [scheme, N, r, p, salt, key] = first.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '1024', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('a long passphrase', FAST_SCRYPT);
    expect(await verifyPassword('a long passphrase', stored)).toBe(true);
    expect(await verifyPassword('a long passphrasE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('matches the same password typed in another Unicode form', async () => {
    const stored = await hashPassword('caf\u00e9 au lait', FAST_SCRYPT);
    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true);
  });

  it('uses OWASP parameters by default and can hash with them', async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword('demo-storage-2026', OWASP_SCRYPT);
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('demo-storage-2026', stored)).toBe(true);
  });

  it.each([
    'not-a-hash',
    'scrypt$1000$8$1$c2FsdA$a2V5',
    'scrypt$4194304$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U',
    'bcrypt$1024$8$1$c2FsdA$a2V5',
  ])('treats a malformed or hostile stored hash %s as a mismatch', async (stored) => {
    expect(await verifyPassword('anything at all', stored)).toBe(false);
  });

  it('spends the work of a verification on an unknown account and says no', async () => {
    expect(await verifyNothing('whatever it is', FAST_SCRYPT)).toBe(false);
  });
});

describe('common passwords', () => {
  it('ships a few hundred of them', () => {
    expect(COMMON_PASSWORDS.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(300);
  });

  it.each([
    'password',
    'PASSWORD1',
    '12345678',
    'qwertyuiop',
    'iloveyou',
    'Sunshine1',
    'boxroom123',
  ])('refuses %s whatever its case', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('refuses a password containing the account email or its local part, saying so', () => {
    const email = 'jo.bloggs@example.test';
    expect(newPasswordRefusal('Jo.Bloggs@example.test', email)).toBe(
      ErrorCode.PasswordContainsEmail,
    );
    expect(newPasswordRefusal('jo.bloggs', email)).toBe(ErrorCode.PasswordContainsEmail);
    expect(newPasswordRefusal('my jo.bloggs 2026', email)).toBe(ErrorCode.PasswordContainsEmail);
    expect(newPasswordRefusal('jo.bloggs', 'someone@example.test')).toBeNull();
    // A short local part ('jo') is not looked for inside words.
    expect(newPasswordRefusal('jogging in the park', 'jo@example.test')).toBeNull();
    expect(newPasswordRefusal('password', email)).toBe(ErrorCode.PasswordTooCommon);
  });

  it('accepts an ordinary passphrase', () => {
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});

describe('tokens', () => {
  it('makes 256-bit random tokens and stores only their SHA-256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).not.toBe(token);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(Buffer.from(hashToken(token), 'base64url')).toHaveLength(32);
  });
});
