/** How long a toast stays before it dismisses itself (SPEC section 9). */
export const TOAST_DURATION_MS = 5000;
