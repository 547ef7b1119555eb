import type { AuthenticatedUser } from './authenticated-user';

export interface CachedSession {
  user: AuthenticatedUser;
  /** `sessions.last_used_at` and `expires_at` as read, in ms since the epoch. */
  lastUsedAt: number;
  expiresAt: number;
  /** When this entry was read from PostgreSQL. */
  cachedAt: number;
}

const MAX_ENTRIES = 10_000;


/**
 * The sessions one API process has recently authenticated, keyed by token hash (hex), so the hot path of every
 * signed-in request skips PostgreSQL (ADR 006). It answers only while it is `live`, that is while this process
 * receives the `auth_changed` notifications that PostgreSQL triggers send for every sign-out, expiry change,
 * role or profile change, whoever made it. Entries never outlive `ttlMs`, and an entry whose `last_used_at`
 * is due a write (or whose idle window may have run out) is a miss, so sliding expiry still goes through the
 * database.
 *
 * A generation counter closes the one race: a read that started before an invalidation must not store what it
 * read after the invalidation was applied.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /** Small answers derived from one user's read models (e.g. the subscription status), evicted with the user. */
  private readonly userData = new Map<string, Map<string, { value: unknown; cachedAt: number }>>();
  private generation = 0;
  private live = false;

  constructor(
    private readonly ttlMs: number,
    /** An entry is a miss once `last_used_at` is this old (the touch interval, or less). */
    private readonly maxLastUseAgeMs: number,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get enabled(): boolean {
    return this.configured && this.live;
  }

  /** False when `SESSION_CACHE_MS=0`. */
  get configured(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry for a token hash if it may still be trusted at `now`, else undefined (and it is dropped). */
  get(key: string, now: number): CachedSession | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (
      now - entry.cachedAt >= this.ttlMs ||
      now < entry.cachedAt || // a clock (or a test's `now`) that went backwards: ask the database
      now >= entry.expiresAt ||
      now - entry.lastUsedAt >= this.maxLastUseAgeMs
    ) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Call before reading from PostgreSQL; pass the result to {@link set}. */
  mark(): number {
    return this.generation;
  }

  /** Stores what was read, unless an invalidation arrived since `mark()` was taken. */
  set(key: string, entry: CachedSession, mark: number): void {
    if (!this.enabled || mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
  }

  /** A user's cached answer of kind `kind`, if still trusted at `now` (same TTL and liveness as sessions). */
  getUserData<T>(userId: string, kind: string, now: number): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.userData.get(userId)?.get(kind);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || now < entry.cachedAt) {
      this.userData.get(userId)?.delete(kind);
      return undefined;
    }
    return entry.value as T;
  }

  /** Stores a user's answer read after `mark()`, unless an invalidation arrived since. */
  setUserData(userId: string, kind: string, value: unknown, mark: number, now: number): void {
    if (!this.enabled || mark !== this.generation) return;
    if (this.userData.size >= this.maxEntries && !this.userData.has(userId)) {
      const oldest = this.userData.keys().next();
      if (!oldest.done) this.userData.delete(oldest.value);
    }
    let kinds = this.userData.get(userId);
    if (!kinds) this.userData.set(userId, (kinds = new Map<string, { value: unknown; cachedAt: number }>()));
    kinds.set(kind, { value, cachedAt: now });
  }

  evictSession(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  evictSessionById(sessionPk: string): void {
    this.generation++;
    for (const [key, entry] of this.entries)
      if (entry.user.session.id === sessionPk) this.entries.delete(key);
  }

  evictUser(userId: string): void {
    this.generation++;
    this.userData.delete(userId);
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  /** Notifications started (true) or stopped (false) arriving; either way nothing cached before is trusted. */
  setLive(live: boolean): void {
    this.generation++;
    this.entries.clear();
    this.userData.clear();
    this.live = live;
  }
}
