import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { execSql } from '../../database/sql';
import { US_STATES } from '../../law/law-table';
import type { RankableAttorney } from '../ranking/search-ranking';
import type { AttorneyRow, CandidateFilter, DirectoryStats } from './attorney-directory';
import { boundingBox } from './geo';

/** An active attorney as the index holds it: what ranking reads, and the row the answer is made of. */
export interface IndexedAttorney extends RankableAttorney {
  row: AttorneyRow;
}

interface Snapshot {
  version: string;
  /** Active attorneys of each state, by latitude (a box around a ZIP is then a binary search and a scan). */
  byState: Map<string, IndexedAttorney[]>;
  total: number;
  sample: number;
  /** Answers that depend only on this snapshot (e.g. the order of a whole state), kept until it is replaced. */
  memo: Map<string, unknown>;
}

/** How stale an API process may answer after a write from another process (an import, the sample load). */
export const INDEX_REFRESH_MS = 1_000;

function firstAtOrAbove(list: readonly IndexedAttorney[], latitude: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.latitude < latitude) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The active directory in memory, per API process (docs/adr/092): searches, the teaser, matching and referral
 * picks read it with no database round trip. It is rebuilt when `attorney_directory_version` (bumped by a
 * trigger on every write to `attorneys`) differs from the version it was built at, checked at most every
 * {@link INDEX_REFRESH_MS}; writers in this process call {@link invalidate} to be seen at once. 15,000 attorneys
 * take a few MB and ~100 ms to load.
 */
@Injectable()
export class DirectoryIndex {
  private snapshot: Snapshot | null = null;
  private checkedAt = 0;
  private refreshing: Promise<Snapshot> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /** Forget the checked version: the next read looks at the database again. */
  invalidate(): void {
    this.checkedAt = 0;
  }

  private async current(): Promise<Snapshot> {
    if (this.snapshot && Date.now() - this.checkedAt < INDEX_REFRESH_MS) return this.snapshot;
    this.refreshing ??= this.refresh().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  private async refresh(): Promise<Snapshot> {
    const started = Date.now();
    const { rows } = await execSql<{ version: string }>(
      this.dataSource,
      `SELECT version::text FROM attorney_directory_version`,
    );
    const version = rows[0]?.version ?? '0';
    if (this.snapshot?.version !== version) this.snapshot = await this.load(version);
    this.checkedAt = started;
    return this.snapshot;
  }

  private async load(version: string): Promise<Snapshot> {
    // Read in the same snapshot as the version, so a write in between is picked up by the next check.
    const rows = await this.dataSource.transaction('REPEATABLE READ', async (tx) => {
      const { rows: v } = await execSql<{ version: string }>(
        tx,
        `SELECT version::text FROM attorney_directory_version`,
      );
      const { rows: all } = await execSql<AttorneyRow>(tx, `SELECT * FROM attorneys WHERE is_active`);
      return { version: v[0]?.version ?? version, all };
    });
    const byState = new Map<string, IndexedAttorney[]>();
    let sample = 0;
    for (const row of rows.all) {
      if (row.source === 'sample') sample += 1;
      const list = byState.get(row.state) ?? [];
      list.push({
        id: row.id,
        name: row.name,
        latitude: row.latitude,
        longitude: row.longitude,
        specialties: row.specialties,
        rating: row.rating === null ? null : Number(row.rating),
        yearsExperience: Number(row.years_experience),
        reviewCount: row.review_count,
        row,
      });
      byState.set(row.state, list);
    }
    for (const list of byState.values())
      list.sort((a, b) => a.latitude - b.latitude || (a.id < b.id ? -1 : 1));
    return { version: rows.version, byState, total: rows.all.length, sample, memo: new Map() };
  }

  /**
   * `compute()` once per directory version for `key`: for results that depend only on the directory (bounded by the
   * number of distinct keys, e.g. state × specialty × city without a ZIP).
   */
  async memoized<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const memo = (await this.current()).memo;
    if (memo.has(key)) return memo.get(key) as T;
    const value = await compute();
    if (memo.size < 10_000) memo.set(key, value);
    return value;
  }

  /** Live counts (every "N attorneys" figure), per state. */
  async stats(): Promise<DirectoryStats> {
    const s = await this.current();
    return {
      total: s.total,
      sample: s.sample,
      states: US_STATES.map((st) => ({
        code: st.code,
        name: st.name,
        count: s.byState.get(st.code)?.length ?? 0,
      })),
    };
  }

  /** Active attorneys of the state passing the filter (the exact distance and the order are the ranker's). */
  async candidates(filter: CandidateFilter): Promise<IndexedAttorney[]> {
    const list = (await this.current()).byState.get(filter.state) ?? [];
    let from = 0;
    let to = list.length;
    let lng: [number, number] | null = null;
    if (filter.near) {
      const box = boundingBox(filter.near.origin, filter.near.radiusMiles);
      from = firstAtOrAbove(list, box.minLatitude);
      to = firstAtOrAbove(list, box.maxLatitude + 1e-9);
      lng = [box.minLongitude, box.maxLongitude];
    }
    const city = filter.city?.toLowerCase() ?? null;
    const out: IndexedAttorney[] = [];
    for (let i = from; i < to; i++) {
      const a = list[i]!;
      if (lng && (a.longitude < lng[0] || a.longitude > lng[1])) continue;
      if (filter.specialty && !a.specialties.includes(filter.specialty)) continue;
      if (filter.anySpecialty?.length && !a.specialties.some((s) => filter.anySpecialty!.includes(s)))
        continue;
      if (city && a.row.city.toLowerCase() !== city) continue;
      out.push(a);
    }
    return out;
  }
}
