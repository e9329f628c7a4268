import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

// Only allowed when INTERCOM_APP_ID is set; otherwise the built-in chat needs no third party.
const INTERCOM = {
  script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: [
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://*.intercomcdn.com',
    'https://*.intercomusercontent.com',
  ],
  img: [
    'https://*.intercomcdn.com',
    'https://*.intercomassets.com',
    'https://*.intercomusercontent.com',
  ],
  font: ['https://*.intercomcdn.com'],
  frame: ['https://intercom-sheets.com'],
  media: ['https://*.intercomcdn.com'],
};

/** Origins of API_URL, AUTH_URL and CMS_URL when they point away from this server. */
function serviceOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of [config.apiUrl, config.authUrl, config.cmsUrl]) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * Security headers for every response. Scripts only from this origin and Stripe, so no inline
 * script can run (the SPA's run-time configuration arrives as /config.js for that reason).
 * Inline styles stay allowed: radix-ui's scroll lock injects a <style> element, and a nonce
 * cannot reach it through a static index.html.
 */
export function securityHeaders(config: Config) {
  const intercom = config.intercomAppId ? INTERCOM : undefined;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'", ...STRIPE.script, ...(intercom?.script ?? [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...STRIPE.img, ...(intercom?.img ?? [])],
      fontSrc: ["'self'", 'data:', ...(intercom?.font ?? [])],
      connectSrc: [
        "'self'",
        ...STRIPE.connect,
        ...serviceOrigins(config),
        ...(intercom?.connect ?? []),
      ],
      frameSrc: [...STRIPE.frame, ...(intercom?.frame ?? [])],
      mediaSrc: ["'self'", ...(intercom?.media ?? [])],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Card authentication can open the bank's page in a pop-up that must reach back to us.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    // Powerful features nothing here uses are off for this page and every frame in it, so
    // an injected script or a third-party frame cannot ask for them either. Payment stays
    // open to Stripe's frames, which offer wallet payments.
    permissionsPolicy: {
      camera: false,
      microphone: false,
      geolocation: false,
      usb: false,
      serial: false,
      hid: false,
      midi: false,
      displayCapture: false,
      browsingTopics: false,
      payment: ['self', 'https://js.stripe.com'],
    },
  });
}
