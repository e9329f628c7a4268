/** Business constants and limits of SPEC.md section 9, and the UI timings the SPA shares. */

/** Orders and boxes are fetched 50 at a time, from page 1. */
export const PAGE_SIZE = 50;
export const FIRST_PAGE = 1;

export const DEFAULT_MONTHS = 1;
export const MIN_MONTHS = 1;
export const DEFAULT_VSU_CONTRACT = 1;

/** Every main API call carries `integratorId=2`. */
export const INTEGRATOR_ID = 2;
export const LOGIN_COUNTRY = 'uk';
export const LOGIN_GRANT_TYPE = 'password';
export const UK_DIAL_PREFIX = '+44';

/** The payment provider API version the SPA and server pin. */
export const STRIPE_API_VERSION = '2025-02-24.acacia';

export const ALERT_AUTO_CLOSE_MS = 3000;
export const ALERT_DEFAULT_SIZE = 'medium';
export const ALERT_DEFAULT_TYPE = 'default';

export const TOAST_DURATION_MS = 5000;
export const TOAST_POSITION = 'top-end';

export const POPOVER_SHOW_DELAY_MS = 100;
export const POPOVER_HIDE_DELAY_MS = 300;
export const POPOVER_MIN_HIDE_RECHECK_MS = 50;
export const POPOVER_OFFSET_PX = 8;
export const TOOLTIP_OFFSET_PX = 6;
export const POPOVER_TOGGLE_THROTTLE_MS = 500;

export const BREAKPOINTS = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The sticky top bar covers the top of the page, so hash targets are scrolled below it. */
export const HASH_SCROLL_OFFSET_PX = 75;
/** The faqs page has a taller sticky header (the category bar). */
export const FAQS_HASH_SCROLL_OFFSET_PX = 115;
/** Content can render late, so the target is looked for 50 times, 100 ms apart. */
export const HASH_SCROLL_MAX_TRIES = 50;
export const HASH_SCROLL_RETRY_MS = 100;

/** A reload for a new build or a failed chunk happens at most once per path in this window. */
export const RELOAD_GUARD_MS = 10_000;
export const ROUTE_PRELOAD_CONCURRENCY = 4;
/** The build manifest is first fetched about 1 s after load, off the critical path. */
export const BUILD_MANIFEST_DELAY_MS = 1000;

/** Password length limits (NCSC guidance: long passphrases allowed, no composition rules). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Box photos are kept small enough to send as base64 JSON. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** Most of one box type, or of one material, in a basket: quantities are 0 to 99. */
export const MAX_ITEM_QUANTITY = 99;
