import { afterEach, describe, expect, it } from 'vitest';
import { createConfig, DEFAULT_CONFIG, readConfig } from '../../../src/api/config';

afterEach(() => {
  delete window.__BOXROOM_CONFIG__;
});

describe('createConfig', () => {
  it('falls back to same-origin paths and no keys', () => {
    expect(createConfig()).toEqual({
      apiUrl: '/v1',
      authUrl: '/identity',
      cmsUrl: '/cms',
      appUrl: '',
      stripePublishableKey: null,
      intercomAppId: null,
      buildId: null,
    });
    expect(createConfig()).toEqual(DEFAULT_CONFIG);
  });

  it('keeps what is given', () => {
    expect(
      createConfig({
        apiUrl: 'https://api.example.test/v1',
        stripePublishableKey: 'pk_test_1',
        intercomAppId: 'abc',
        buildId: 'b42',
      }),
    ).toMatchObject({
      apiUrl: 'https://api.example.test/v1',
      authUrl: '/identity',
      stripePublishableKey: 'pk_test_1',
      intercomAppId: 'abc',
      buildId: 'b42',
    });
  });

  it.each([
    ['blank', '  '],
    ['null', null],
    ['a number', 5],
  ])('treats a %s value as missing', (_, value) => {
    const config = createConfig({ apiUrl: value, stripePublishableKey: value });
    expect(config.apiUrl).toBe('/v1');
    expect(config.stripePublishableKey).toBeNull();
  });
});

describe('readConfig', () => {
  it('reads what /config.js put on the window', () => {
    window.__BOXROOM_CONFIG__ = { cmsUrl: 'https://cms.example.test', buildId: 'b7' };
    expect(readConfig()).toMatchObject({ cmsUrl: 'https://cms.example.test', buildId: 'b7' });
  });

  it('uses the defaults when /config.js did not load', () => {
    expect(readConfig()).toEqual(DEFAULT_CONFIG);
  });
});
