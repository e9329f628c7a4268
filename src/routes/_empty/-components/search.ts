/*
 * The search parameters of the sign-in, sign-up and reset pages, read without a schema
 * library so these pages' first load stays small. A value that does not fit is dropped.
 */

/** A non-empty trimmed string, or nothing. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * `?redirect=` on sign-in and sign-up: where to go once signed in. Only same-site paths are
 * accepted as a return address, so a link can't send people away.
 */
export function returnToSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = search.redirect;
  return typeof redirect === 'string' && /^\/(?!\/)/.test(redirect) ? { redirect } : {};
}

/** `?token=…&email=…` from the emailed reset link; without both, the page asks for an email. */
export function resetSearch(search: Record<string, unknown>): { token?: string; email?: string } {
  const token = text(search.token);
  const email = text(search.email);
  return { ...(token ? { token } : {}), ...(email ? { email } : {}) };
}

/** `?token=…` from the link mailed to a new email address; without it, the page says so. */
export function confirmEmailSearch(search: Record<string, unknown>): { token?: string } {
  const token = text(search.token);
  return token ? { token } : {};
}
