/** How long an auto-closing alert stays on screen (SPEC section 9). */
export const ALERT_AUTO_CLOSE_MS = 3000;
