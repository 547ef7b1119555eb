import { createSecretKey, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit, execSql, pgPool } from '../../database/sql';
import { ERASED_KEY, KeyCache, type SubjectKey } from './key-cache';
import type { MasterKey } from './master-key';

/** NOTIFY channel on which an erasure reaches every process's key cache (payload: the subject id). */
export const PRIVACY_CHANNEL = 'suego_privacy';

export class WrongMasterKeyError extends Error {
  constructor(expected: string, actual: string) {
    super(
      `PRIVACY_MASTER_KEY does not match this database: its subject keys were wrapped with master key ${expected}, ` +
        `this process has ${actual}. Start with the key the database was made with (docs/adr/120).`,
    );
    this.name = 'WrongMasterKeyError';
  }
}

interface KeyRow {
  subject_id: string;
  wrapped_key: Buffer | null;
  kek_id: string;
}

const STREAM_OWNERS_MAX = 50_000;

/**
 * The per-data-subject keys (`privacy.subject_keys`, wrapped by the master key) and which subject owns which
 * stream (`privacy.stream_subjects`), with in-memory caches for the hot paths. Erasing a subject nulls its key
 * for good: the row stays as a tombstone so that a late event of that subject is stored as "[erased]" instead
 * of under a fresh key.
 */
export class SubjectKeys {
  readonly cache: KeyCache;
  private readonly streamOwners = new Map<string, string>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly master: MasterKey,
    cache?: KeyCache,
  ) {
    this.cache = cache ?? new KeyCache();
  }

  /** A key for another purpose, derived from the master key (never stored). */
  deriveKey(label: string): Buffer {
    return this.master.derive(label);
  }

  /** Records the master key id on first use; afterwards refuses to work with another master key. */
  async checkMasterKey(): Promise<void> {
    const { rows } = await execSql<{ value: string }>(
      this.dataSource,
      `WITH ins AS (
         INSERT INTO privacy.settings (name, value) VALUES ('kek_id', $1) ON CONFLICT (name) DO NOTHING RETURNING value
       )
       SELECT value FROM ins UNION ALL SELECT value FROM privacy.settings WHERE name = 'kek_id'`,
      [this.master.id],
    );
    const recorded = rows[0]?.value ?? this.master.id;
    if (recorded !== this.master.id) throw new WrongMasterKeyError(recorded, this.master.id);
  }

  /** The keys of `subjectIds` for reading; a subject without a key (erased, or removed by retention) reads as erased. */
  async keysFor(subjectIds: readonly string[], tx?: EntityManager): Promise<Map<string, SubjectKey>> {
    const { out, missing } = await this.stored(subjectIds, tx);
    for (const id of missing) if (!out.has(id)) out.set(id, ERASED_KEY);
    return out;
  }

  /**
   * The keys to seal values of `subjectIds` with: one query for those not cached, a key created for a subject
   * that has none yet (inside `tx`), erased subjects as erased.
   */
  async keysForSealing(subjectIds: readonly string[], tx?: EntityManager): Promise<Map<string, SubjectKey>> {
    const { out, missing } = await this.stored(subjectIds, tx);
    for (const id of missing) if (!out.has(id)) out.set(id, await this.keyForSealing(id, tx));
    return out;
  }

  /** The cached and stored keys of `subjectIds` (one query for those not cached), and which ones were not cached. */
  private async stored(
    subjectIds: readonly string[],
    tx?: EntityManager,
  ): Promise<{ out: Map<string, SubjectKey>; missing: string[] }> {
    const out = new Map<string, SubjectKey>();
    const missing: string[] = [];
    for (const id of subjectIds) {
      const cached = this.cache.get(id);
      if (cached) out.set(id, cached);
      else missing.push(id);
    }
    if (missing.length === 0) return { out, missing };
    const epoch = this.cache.epoch;
    const rows = await this.query<KeyRow>(
      `SELECT subject_id, wrapped_key, kek_id FROM privacy.subject_keys WHERE subject_id = ANY($1::text[])`,
      [missing],
      tx,
    );
    for (const row of rows) {
      const value = this.unwrap(row);
      out.set(row.subject_id, value);
      this.remember(row.subject_id, value, epoch, tx);
    }
    return { out, missing };
  }

  /** The key to seal a subject's new event with, created on first use (inside `tx` when given). */
  async keyForSealing(subjectId: string, tx?: EntityManager): Promise<SubjectKey> {
    const cached = this.cache.get(subjectId);
    if (cached) return cached;
    const epoch = this.cache.epoch;
    const fresh = this.master.wrap(subjectId, randomBytes(32));
    let rows = await this.query<KeyRow>(
      `WITH ins AS (
         INSERT INTO privacy.subject_keys (subject_id, wrapped_key, kek_id) VALUES ($1, $2, $3)
         ON CONFLICT (subject_id) DO NOTHING RETURNING subject_id, wrapped_key, kek_id
       )
       SELECT * FROM ins
       UNION ALL
       SELECT subject_id, wrapped_key, kek_id FROM privacy.subject_keys
        WHERE subject_id = $1 AND NOT EXISTS (SELECT 1 FROM ins)`,
      [subjectId, fresh, this.master.id],
      tx,
    );
    // A concurrent first use committed its key while we waited on it: a new statement sees it.
    if (rows.length === 0)
      rows = await this.query<KeyRow>(
        `SELECT subject_id, wrapped_key, kek_id FROM privacy.subject_keys WHERE subject_id = $1`,
        [subjectId],
        tx,
      );
    const row = rows[0];
    if (!row) throw new Error(`No key could be made for data subject ${subjectId}`);
    const value = this.unwrap(row);
    this.remember(subjectId, value, epoch, tx);
    return value;
  }

  /** The subject that owns `streamId` (recorded by its owning event), or null. */
  async streamOwner(streamId: string, tx?: EntityManager): Promise<string | null> {
    const known = this.streamOwners.get(streamId);
    if (known) return known;
    const rows = await this.query<{ subject_id: string }>(
      `SELECT subject_id FROM privacy.stream_subjects WHERE stream_id = $1`,
      [streamId],
      tx,
    );
    const owner = rows[0]?.subject_id ?? null;
    if (owner && !tx) this.rememberStreamOwner(streamId, owner);
    return owner;
  }

  async recordStreamOwner(streamId: string, subjectId: string, tx?: EntityManager): Promise<void> {
    if (this.streamOwners.get(streamId) === subjectId) return;
    await this.query(
      `INSERT INTO privacy.stream_subjects (stream_id, subject_id) VALUES ($1, $2) ON CONFLICT (stream_id) DO NOTHING`,
      [streamId, subjectId],
      tx,
    );
    if (!tx) this.rememberStreamOwner(streamId, subjectId);
  }

  /** Learnt from a sealed event that was read: saves the lookup on the next append to that stream. */
  rememberStreamOwner(streamId: string, subjectId: string): void {
    if (this.streamOwners.size >= STREAM_OWNERS_MAX) this.streamOwners.clear();
    this.streamOwners.set(streamId, subjectId);
  }

  forgetStreams(streamIds: readonly string[]): void {
    for (const id of streamIds) this.streamOwners.delete(id);
  }

  /** The streams a subject owns (its cases, its subscriptions). */
  async streamsOf(subjectId: string, tx?: EntityManager): Promise<string[]> {
    const rows = await this.query<{ stream_id: string }>(
      `SELECT stream_id FROM privacy.stream_subjects WHERE subject_id = $1 ORDER BY created_at, stream_id`,
      [subjectId],
      tx,
    );
    return rows.map((r) => r.stream_id);
  }

  /**
   * Crypto-shredding: the key is gone for good (the row stays as a tombstone). Every process is told at commit
   * (NOTIFY), this one at once. Idempotent.
   */
  async erase(subjectId: string, tx: EntityManager): Promise<void> {
    await execSql(
      tx,
      `INSERT INTO privacy.subject_keys (subject_id, wrapped_key, kek_id, erased_at) VALUES ($1, NULL, $2, now())
       ON CONFLICT (subject_id) DO UPDATE
         SET wrapped_key = NULL, erased_at = coalesce(privacy.subject_keys.erased_at, now())`,
      [subjectId, this.master.id],
    );
    await execSql(tx, `SELECT pg_notify($1, $2)`, [PRIVACY_CHANNEL, subjectId]);
    this.cache.evict(subjectId);
    afterCommit(tx, () => this.cache.markErased(subjectId));
  }

  private unwrap(row: KeyRow): SubjectKey {
    if (!row.wrapped_key) return ERASED_KEY;
    if (row.kek_id !== this.master.id) throw new WrongMasterKeyError(row.kek_id, this.master.id);
    return { key: createSecretKey(this.master.unwrap(row.subject_id, row.wrapped_key)) };
  }

  private remember(subjectId: string, value: SubjectKey, epoch: number, tx?: EntityManager): void {
    // A key read or made inside a transaction may not be committed yet: cache it only once it is.
    if (tx) afterCommit(tx, () => this.cache.put(subjectId, value, epoch));
    else this.cache.put(subjectId, value, epoch);
  }

  private async query<T extends object>(sql: string, params: unknown[], tx?: EntityManager): Promise<T[]> {
    if (tx) return (await execSql<T>(tx, sql, params)).rows;
    return (await pgPool(this.dataSource).query<T>(sql, params)).rows;
  }
}
