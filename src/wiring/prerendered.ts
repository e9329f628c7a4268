/*
 * The data a public page was rendered with at build time. The build embeds it in the page as
 * JSON, so the page hydrates from the same data without waiting for a call; the client then
 * refreshes it. During the build the same store is filled before rendering.
 */

/** The id of the JSON script element the build writes into a prerendered page. */
export const PRERENDERED_DATA_ID = 'boxroom-prerendered';

export interface PrerenderedData {
  /** The path the page was rendered for; its data serves only that page's first load. */
  path: string;
  data: Record<string, unknown>;
}

let store: PrerenderedData | null | undefined;
/** The keys components read with `peekPrerendered`: the build embeds only those. */
const peeked = new Set<string>();

function read(): PrerenderedData | null {
  if (store !== undefined) return store;
  store = null;
  if (typeof document === 'undefined') return store;
  const element = document.getElementById(PRERENDERED_DATA_ID);
  if (!element?.textContent) return store;
  try {
    const parsed = JSON.parse(element.textContent) as PrerenderedData;
    if (parsed && typeof parsed.path === 'string' && parsed.data && typeof parsed.data === 'object')
      store = parsed;
  } catch {
    // A page whose data cannot be read loads it like any other page.
  }
  return store;
}

/** The build's render of one page: its data, before the page is rendered. */
export function providePrerendered(value: PrerenderedData | null): void {
  store = value;
  peeked.clear();
}

/** The keys read by `peekPrerendered` since the data was provided. */
export function peekedKeys(): ReadonlySet<string> {
  return peeked;
}

/** Whether this document was rendered by the build (and is hydrated, not rendered afresh). */
export function isPrerenderedDocument(): boolean {
  return read() !== null;
}

/** The embedded data under `key`, once: a later load of the page asks the server again. */
export function takePrerendered<T>(key: string): T | undefined {
  const current = read();
  if (!current || !(key in current.data)) return undefined;
  const value = current.data[key] as T;
  delete current.data[key];
  return value;
}

/** The embedded data under `key`, left in place (a component's first state, rendered twice). */
export function peekPrerendered<T>(key: string): T | undefined {
  const current = read();
  peeked.add(key);
  return current && key in current.data ? (current.data[key] as T) : undefined;
}

/**
 * A route loader's data: what the build embedded for this route on the page's first load,
 * otherwise `load()`. The build records each route's loader data under its route id.
 */
export async function prerenderedOr<T>(routeId: string, load: () => Promise<T>): Promise<T> {
  const embedded = takePrerendered<T>(routeId);
  return embedded !== undefined ? embedded : load();
}
