/**
 * The sessions this process checked a moment ago, so a page of ten calls costs one session
 * query rather than ten (docs/decisions.md, "The session check, cached for seconds").
 *
 * An entry is the session row as read, keyed by the token's hash, and is trusted for `ttlMs`
 * at most; the lifetimes and the once-a-minute touch are worked out from it as from the row.
 * Ending a session forgets it here before the answer goes out (`forgetToken`,
 * `forgetCustomer`, called after the revoking transaction commits), and other processes on
 * PostgreSQL forget it when the database tells them (server/auth/session-notices.ts).
 * A process that may have missed such a notice is `suspend`ed: nothing is kept or trusted
 * until `resume`.
 */

export interface CachedSession {
  sessionId: number;
  customerId: number;
  createdAt: Date;
  lastUsedAt: Date;
}

interface Entry extends CachedSession {
  /** When the row was read, by the settings' clock. */
  readAt: number;
}

/** Seconds, not minutes: the longest another process may miss a lost notice channel. */
export const SESSION_CACHE_MS = 5_000;

/** Beyond this many tokens the oldest are dropped first: memory stays bounded under a flood. */
const MAX_ENTRIES = 10_000;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private active: boolean;
  /**
   * Counts forgets. A read that began before one may have seen the session alive just before
   * it ended, so what it read is kept only when the count has not moved meanwhile.
   */
  private forgets = 0;

  constructor(
    readonly ttlMs: number = SESSION_CACHE_MS,
    { active = true }: { active?: boolean } = {},
  ) {
    this.active = active;
  }

  /** Pass to `store` with what a read begun now returns. */
  get generation(): number {
    return this.forgets;
  }

  /** The session read for this token hash within the last `ttlMs`, if any. */
  lookup(tokenHash: string, now: number): CachedSession | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.readAt >= this.ttlMs || now < entry.readAt) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Keeps a live session read at `now`, unless something was forgotten since `generation`. */
  store(tokenHash: string, session: CachedSession, now: number, generation: number): void {
    if (!this.active || generation !== this.forgets || this.ttlMs <= 0) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { ...session, readAt: now });
  }

  /** The session behind this token hash ended (signed out). */
  forgetToken(tokenHash: string): void {
    this.forgets++;
    this.entries.delete(tokenHash);
  }

  /** Some or all of the customer's sessions ended (a new password or e-mail address). */
  forgetCustomer(customerId: number): void {
    this.forgets++;
    for (const [hash, entry] of this.entries) {
      if (entry.customerId === customerId) this.entries.delete(hash);
    }
  }

  /** Notices may be missed from now on: forget everything and keep nothing until `resume`. */
  suspend(): void {
    this.forgets++;
    this.active = false;
    this.entries.clear();
  }

  /** Notices arrive again (every session ending from now on will be heard of). */
  resume(): void {
    this.forgets++;
    this.active = true;
  }

  get size(): number {
    return this.entries.size;
  }
}
