/* The support chat's rules that its loader needs before any panel or schema is loaded. */

/** Intercom's environment for a host: test hosts talk to UAT, everything else to Live. */
export function chatEnvironmentFor(hostname: string): string {
  return /^(localhost|127\.0\.0\.1|\[::1\])$|\.local$|\.test$/.test(hostname)
    ? 'UK UAT'
    : 'UK Live';
}
