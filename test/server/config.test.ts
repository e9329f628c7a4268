import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

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
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
