import type { KeyObject } from 'node:crypto';

/** A subject's key, or the fact that it was erased (permanent, so it may be remembered forever). */
export type SubjectKey = { key: KeyObject } | { erased: true };
export const ERASED_KEY: SubjectKey = Object.freeze({ erased: true as const });

/**
 * Unwrapped subject keys in memory: bounded (least recently used out first) and short-lived, so a hot append or
 * read path needs no database round trip. Every eviction bumps `epoch`: a load that started before an erasure
 * notice cannot put the old key back afterwards (see `put`). Off (every lookup misses) while `live` is false,
 * i.e. while this process cannot hear erasures from other processes.
 */
export class KeyCache {
  private readonly entries = new Map<string, { value: SubjectKey; until: number }>();
  private currentEpoch = 0;
  private isLive = true;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly ttlMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get epoch(): number {
    return this.currentEpoch;
  }

  get live(): boolean {
    return this.isLive;
  }

  get size(): number {
    return this.entries.size;
  }

  setLive(live: boolean): void {
    this.isLive = live;
    this.clear();
  }

  get(subjectId: string): SubjectKey | undefined {
    if (!this.isLive) return undefined;
    const entry = this.entries.get(subjectId);
    if (!entry) return undefined;
    if (entry.until < this.now()) {
      this.entries.delete(subjectId);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks it most recently used.
    this.entries.delete(subjectId);
    this.entries.set(subjectId, entry);
    return entry.value;
  }

  /** Stores a loaded key unless an eviction happened since `loadedAtEpoch` (the load may predate an erasure). */
  put(subjectId: string, value: SubjectKey, loadedAtEpoch: number): void {
    if (!this.isLive || loadedAtEpoch !== this.currentEpoch) return;
    this.entries.delete(subjectId);
    this.entries.set(subjectId, { value, until: 'erased' in value ? Infinity : this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** The subject was erased (here or in another process): forget its key, and remember that it is gone. */
  markErased(subjectId: string): void {
    this.currentEpoch++;
    this.entries.delete(subjectId);
    if (this.isLive) this.entries.set(subjectId, { value: ERASED_KEY, until: Infinity });
  }

  evict(subjectId: string): void {
    this.currentEpoch++;
    this.entries.delete(subjectId);
  }

  clear(): void {
    this.currentEpoch++;
    this.entries.clear();
  }
}
