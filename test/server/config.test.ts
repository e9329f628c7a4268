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
      exposeOutbox: true,
      publicUrl: undefined,
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

  it('exposes the development helpers unless NODE_ENV is production or the flag says no', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).exposeOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', BOXROOM_EXPOSE_OUTBOX: '1' }).exposeOutbox).toBe(
      true,
    );
    expect(loadConfig({ BOXROOM_EXPOSE_OUTBOX: '0' }).exposeOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).exposeOutbox).toBe(true);
  });

  it('keeps only the origin of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://boxroom.example/some/path' }).publicUrl).toBe(
      'https://boxroom.example',
    );
  });

  it.each([
    ['PUBLIC_URL', 'boxroom.example'],
    ['BOXROOM_EXPOSE_OUTBOX', 'maybe'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SEED_DEMO', 'maybe'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
