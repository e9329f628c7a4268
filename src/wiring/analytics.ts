declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Data-layer events for the tag manager (SPEC.md 1: sent on sign-in and sign-up). */
export function pushDataLayer(event: string, data: Record<string, unknown> = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...data });
}
