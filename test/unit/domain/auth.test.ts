import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  lostPasswordUpdateRequestSchema,
  passwordResetSentMessage,
  registerRequestSchema,
  signUpFunnelFor,
  tokenRequestSchema,
  tokenResponseSchema,
} from '../../../src/domain/auth';
import { parseRoles } from '../../../src/domain/roles';

describe('parseRoles', () => {
  it.each<[unknown, string[]]>([
    ['["Customer"]', ['Customer']],
    ['["Customer","Beta"]', ['Customer', 'Beta']],
    ['[]', []],
    ['"Customer"', ['Customer']],
    ['Customer', ['Customer']],
    ['Customer, Beta', ['Customer', 'Beta']],
    ['[1, "Customer"]', ['Customer']],
    ['{"role":"x"}', []],
    ['', []],
    [null, []],
    [undefined, []],
    [42, []],
    [['Customer'], ['Customer']],
  ])('%j → %j', (roles, expected) => {
    expect(parseRoles(roles)).toEqual(expected);
  });
});

describe('token shapes', () => {
  it('accepts the password grant for the uk country only', () => {
    const body = { username: 'a@b.test', password: 'x', grant_type: 'password', country: 'uk' };
    expect(tokenRequestSchema.safeParse(body).success).toBe(true);
    expect(tokenRequestSchema.safeParse({ ...body, country: 'ie' }).success).toBe(false);
    expect(
      tokenRequestSchema.safeParse({ ...body, grant_type: 'client_credentials' }).success,
    ).toBe(false);
  });

  it('reads roles from the token response', () => {
    const token = tokenResponseSchema.parse({ access_token: 'abc', roles: '["Customer"]' });
    expect(parseRoles(token.roles)).toEqual(['Customer']);
    expect(token.token_type).toBe('bearer');
  });
});

describe('register and password shapes', () => {
  const form = {
    email: 'sam@example.com',
    password: 'long enough',
    confirmPassword: 'long enough',
    firstName: 'Sam',
    lastName: 'Lee',
    integratorId: 2,
    signUpFunnel: 'Sign-up',
  };

  it('accepts a complete form', () => {
    expect(registerRequestSchema.safeParse(form).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['mismatched confirmation', { confirmPassword: 'different' }, 'The passwords do not match'],
    [
      'a short password',
      { password: 'short', confirmPassword: 'short' },
      'Your password must be at least 8 characters long',
    ],
    ['a wrong integrator', { integratorId: 3 }, ''],
    ['a bad email', { email: 'nope' }, ''],
  ])('rejects %s', (_name, change, message) => {
    const result = registerRequestSchema.safeParse({ ...form, ...change });
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('checks the confirmation on change and reset too', () => {
    expect(
      changePasswordRequestSchema.safeParse({
        currentPassword: 'a',
        password: 'new password',
        confirmPassword: 'other',
      }).success,
    ).toBe(false);
    expect(
      lostPasswordUpdateRequestSchema.safeParse({
        email: 'sam@example.com',
        token: 't',
        password: 'new password',
        confirmPassword: 'new password',
      }).success,
    ).toBe(true);
  });

  it('needs an email to recover a password', () => {
    expect(forgotPasswordRequestSchema.safeParse({ email: '', integratorId: 2 }).success).toBe(
      false,
    );
    expect(passwordResetSentMessage('sam@example.com')).toBe(
      'We sent an email to sam@example.com. Please follow the instructions to restore your password',
    );
  });

  it.each<[string, string]>([
    ['/apps/signup', 'Sign-up'],
    ['/apps/signup/details', 'Sign-up'],
    ['/apps/order/checkout', 'Order'],
  ])('the funnel for %s is %s', (path, funnel) => {
    expect(signUpFunnelFor(path)).toBe(funnel);
  });
});
