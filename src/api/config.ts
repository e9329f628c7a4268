/**
 * Run-time configuration. The server writes it into `/config.js` as `window.__BOXROOM_CONFIG__`
 * so one build can be pointed at any environment's hosts without rebuilding.
 */
export interface BoxroomConfig {
  /** Base of the main API (`/v1` on our own server). */
  apiUrl: string;
  /** Base of the auth host (`/identity` on our own server). */
  authUrl: string;
  /** Base of the content service (`/cms`); calls to it never carry the bearer token. */
  cmsUrl: string;
  /**
   * Origin of the server that serves the SPA, its front-end routes (`/api/...`) and build
   * descriptors (`/builds/...`). Empty means the page's own origin; it only needs a value
   * where there is no page, such as tests running in Node.
   */
  appUrl: string;
  stripePublishableKey: string | null;
  intercomAppId: string | null;
  /** The build the page was loaded from, compared against the latest build descriptor. */
  buildId: string | null;
}

/** What `/config.js` may set; anything missing or of the wrong type falls back to the default. */
export type BoxroomConfigInput = Partial<Record<keyof BoxroomConfig, unknown>>;

declare global {
  interface Window {
    __BOXROOM_CONFIG__?: BoxroomConfigInput;
  }
}

export const DEFAULT_CONFIG: Readonly<BoxroomConfig> = Object.freeze({
  apiUrl: '/v1',
  authUrl: '/identity',
  cmsUrl: '/cms',
  appUrl: '',
  stripePublishableKey: null,
  intercomAppId: null,
  buildId: null,
});

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Builds a complete configuration from a partial one. Used for tests and for whatever
 * `/config.js` delivered: a missing or blank value must not leave the app calling `undefined/...`.
 */
export function createConfig(input: BoxroomConfigInput = {}): BoxroomConfig {
  return {
    apiUrl: text(input.apiUrl, DEFAULT_CONFIG.apiUrl),
    authUrl: text(input.authUrl, DEFAULT_CONFIG.authUrl),
    cmsUrl: text(input.cmsUrl, DEFAULT_CONFIG.cmsUrl),
    appUrl: text(input.appUrl, DEFAULT_CONFIG.appUrl),
    stripePublishableKey: optionalText(input.stripePublishableKey),
    intercomAppId: optionalText(input.intercomAppId),
    buildId: optionalText(input.buildId),
  };
}

/**
 * Reads the configuration the page was served with. Outside a browser, or when `/config.js`
 * failed to load, the defaults (same-origin paths) still let the app talk to its own server.
 */
export function readConfig(): BoxroomConfig {
  const source = typeof window === 'undefined' ? undefined : window.__BOXROOM_CONFIG__;
  return createConfig(source && typeof source === 'object' ? source : {});
}
