import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { paymentsChoice } from '../../server/payments/configured.ts';

describe('loadConfig', () => {
  it('defaults to a same-origin setup on 127.0.0.1:3000 with the embedded database', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('.data'),
      seedDemo: true,
      apiUrl: '/v1',
      authUrl: '/identity',
      cmsUrl: '/cms',
      stripePublishableKey: undefined,
      stripeSecretKey: undefined,
      addressApiKey: undefined,
      mapsApiKey: undefined,
      intercomAppId: undefined,
      devTools: false,
      publicUrl: 'http://127.0.0.1:3000',
      trustProxy: false,
      smtpUrl: undefined,
      payments: undefined,
      smsUrl: undefined,
    });
  });

  it('reads every variable, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db/boxroom',
      DATA_DIR: 'memory://',
      SEED_DEMO: '0',
      API_URL: 'https://api.example.test/v1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      INTERCOM_APP_ID: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/boxroom',
      dataDir: 'memory://',
      seedDemo: false,
      apiUrl: 'https://api.example.test/v1',
      stripePublishableKey: 'pk_test_1',
      intercomAppId: undefined,
    });
  });

  it('mounts the development helpers only with BOXROOM_DEV_TOOLS=1, whatever NODE_ENV says', () => {
    expect(loadConfig({}).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devTools).toBe(false);
    expect(loadConfig({ BOXROOM_DEV_TOOLS: '1' }).devTools).toBe(true);
    expect(loadConfig({ BOXROOM_DEV_TOOLS: '0' }).devTools).toBe(false);
  });

  it('builds links from HOST and PORT when PUBLIC_URL is unset', () => {
    expect(loadConfig({ HOST: '10.0.0.5', PORT: '8080' }).publicUrl).toBe('http://10.0.0.5:8080');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
  });

  it('reads TRUST_PROXY, SMTP_URL and SMS_URL', () => {
    const config = loadConfig({
      TRUST_PROXY: '1',
      SMTP_URL: 'smtp://mail.example:587',
      SMS_URL: 'https://sms.example/send',
    });
    expect(config).toMatchObject({
      trustProxy: true,
      smtpUrl: 'smtp://mail.example:587',
      smsUrl: 'https://sms.example/send',
    });
  });

  it('keeps only the origin of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://boxroom.example/some/path' }).publicUrl).toBe(
      'https://boxroom.example',
    );
  });

  it.each([
    ['PUBLIC_URL', 'boxroom.example'],
    ['BOXROOM_DEV_TOOLS', 'maybe'],
    ['TRUST_PROXY', 'maybe'],
    ['SMTP_URL', 'mail.example'],
    ['SMS_URL', 'sms.example/send'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SEED_DEMO', 'maybe'],
    ['PAYMENTS', 'free'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

/*
 * Payments fail closed (issue 27): the sandbox accepts 4242 4242 4242 4242 as money, so it
 * serves a public address only when asked for by name.
 */
describe('which payment provider a configuration gets', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };
  const choice = (env: Record<string, string>) => paymentsChoice(loadConfig(env));

  it('is Stripe with both keys, wherever the server runs', () => {
    expect(choice(keys)).toBe('stripe');
    expect(choice({ ...keys, PUBLIC_URL: 'https://boxroom.example', HOST: '0.0.0.0' })).toBe(
      'stripe',
    );
    expect(choice({ ...keys, PAYMENTS: 'stripe' })).toBe('stripe');
  });

  it.each([
    [{}],
    [{ HOST: 'localhost' }],
    [{ HOST: '127.0.0.2', PUBLIC_URL: 'http://localhost:8080' }],
    [{ HOST: '::1' }],
    [{ PUBLIC_URL: 'http://[::1]:3000' }],
    [{ PUBLIC_URL: 'http://127.0.0.1:5173' }],
  ])('is the sandbox without keys on this machine only (%o)', (env) => {
    expect(choice(env)).toBe('sandbox');
  });

  it('is the sandbox anywhere when PAYMENTS=sandbox says so', () => {
    expect(choice({ PAYMENTS: 'sandbox', PUBLIC_URL: 'https://demo.boxroom.example' })).toBe(
      'sandbox',
    );
    expect(choice({ PAYMENTS: 'sandbox', HOST: '0.0.0.0' })).toBe('sandbox');
    // Named, it wins over keys left in the environment.
    expect(choice({ ...keys, PAYMENTS: 'sandbox' })).toBe('sandbox');
  });

  it.each([
    [{ PUBLIC_URL: 'https://boxroom.example' }, ['STRIPE_SECRET_KEY', 'PAYMENTS=sandbox']],
    // Listening on every interface: reachable from elsewhere, whatever the links say.
    [{ HOST: '0.0.0.0' }, ['STRIPE_SECRET_KEY', 'PAYMENTS=sandbox']],
    [{ HOST: '10.0.0.5' }, ['STRIPE_SECRET_KEY', 'PAYMENTS=sandbox']],
    [{ PUBLIC_URL: 'http://127.0.0.1.nip.io' }, ['STRIPE_SECRET_KEY']],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, ['STRIPE_PUBLISHABLE_KEY']],
    [{ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, ['STRIPE_SECRET_KEY']],
    [{ PAYMENTS: 'stripe' }, ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']],
  ])('refuses to start with %o, naming what is missing', (env, missing) => {
    let message = '';
    try {
      choice(env as Record<string, string>);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of missing) expect(message).toContain(name);
  });
});

describe('the server on a public address without Stripe keys', () => {
  it('refuses to start, before opening the database, and says what to set', async () => {
    const {
      DATABASE_URL: _external,
      STRIPE_SECRET_KEY: _s,
      STRIPE_PUBLISHABLE_KEY: _p,
      ...env
    } = process.env;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'https://boxroom.example',
        DATA_DIR: '/nonexistent/boxroom-never-created',
        PAYMENTS: '',
      },
      timeout: 60_000,
    });
    const failure = await run.then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('STRIPE_SECRET_KEY');
    expect(failure.stderr).toContain('PAYMENTS=sandbox');
  }, 60_000);
});
