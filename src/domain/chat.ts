/* The support chat's rules that its loader needs before any panel or schema is loaded. */

/** Intercom's environment for a host: test hosts talk to UAT, everything else to Live. */
export function chatEnvironmentFor(hostname: string): string {
  return /^(localhost|127\.0\.0\.1|\[::1\])$|\.local$|\.test$/.test(hostname)
    ? 'UK UAT'
    : 'UK Live';
}

/**
 * What the chat panel says about where messages go: on a test host, that this is a test site
 * and why the label reads 'UK UAT'; on the live site nothing (customers need no label).
 */
export function chatEnvironmentNote(environment: string): string | null {
  return environment === 'UK Live'
    ? null
    : `${environment}: this is a test site (not boxroom's live one), so messages reach the test support desk.`;
}
