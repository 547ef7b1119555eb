import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { execSql, pgPool } from '../../event-store/postgres/sql';
import { US_STATES } from '../../law/law-table';
import type { RankableAttorney } from '../ranking/search-ranking';
import type { AttorneySource } from './attorney';
import { boundingBox, type LatLng } from './geo';
import type { Specialty } from './specialties';

/** A directory row as stored (numeric columns arrive as strings from `pg`). */
export interface AttorneyRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  website: string | null;
  firm: string;
  state: string;
  city: string;
  zip_code: string;
  latitude: number;
  longitude: number;
  specialties: Specialty[];
  bar_number: string;
  years_experience: string;
  rating: string | null;
  review_count: number;
  hourly_rate: string | null;
  description: string;
  is_active: boolean;
  source: AttorneySource;
  created_at: Date;
}

export interface CandidateFilter {
  state: string;
  /** Only attorneys practising this area. */
  specialty?: Specialty | null;
  /** Only attorneys practising at least one of these (matching). */
  anySpecialty?: readonly Specialty[];
  /** Only attorneys within `radiusMiles` of `origin` (a box prefilter; the exact distance is the ranker's). */
  near?: { origin: LatLng; radiusMiles: number } | null;
  /** Only attorneys in this city (case-insensitive). */
  city?: string | null;
}

export interface DirectoryStats {
  /** Active attorneys. */
  total: number;
  /** Active attorneys from the generated sample. */
  sample: number;
  states: Array<{ code: string; name: string; count: number }>;
}

const STATE_NAMES = new Map(US_STATES.map((s) => [s.code as string, s.name]));

/** Reads of the `attorneys` table (DESIGN §7a: state-stored, written only by the sample loader and the import). */
@Injectable()
export class AttorneyDirectory {
  constructor(private readonly dataSource: DataSource) {}

  /** Live counts: every "N attorneys" figure the pages show comes from here, never a constant. */
  async stats(): Promise<DirectoryStats> {
    const { rows } = await execSql<{ state: string; total: string; sample: string }>(
      this.dataSource,
      `SELECT state, count(*) AS total, count(*) FILTER (WHERE source = 'sample') AS sample
         FROM attorneys WHERE is_active GROUP BY state`,
    );
    const byState = new Map(rows.map((r) => [r.state, Number(r.total)]));
    return {
      total: rows.reduce((sum, r) => sum + Number(r.total), 0),
      sample: rows.reduce((sum, r) => sum + Number(r.sample), 0),
      states: US_STATES.map((s) => ({ code: s.code, name: s.name, count: byState.get(s.code) ?? 0 })),
    };
  }

  /**
   * The cheap columns of every active attorney passing the filter, for ranking. Prepared statements on the pool
   * (the search's hot path): state narrows through the (state, latitude, longitude) index, the ZIP radius through
   * the same index's latitude range, the specialty through `specialties @> …`.
   */
  async candidates(filter: CandidateFilter): Promise<RankableAttorney[]> {
    const where = ['is_active', 'state = $1'];
    const params: unknown[] = [filter.state];
    const add = (clause: (n: number) => string, ...values: unknown[]) => {
      where.push(clause(params.length + 1));
      params.push(...values);
    };
    if (filter.specialty) add((n) => `specialties @> ARRAY[$${n}::text]`, filter.specialty);
    if (filter.anySpecialty?.length) add((n) => `specialties && $${n}::text[]`, filter.anySpecialty);
    if (filter.near) {
      const box = boundingBox(filter.near.origin, filter.near.radiusMiles);
      add(
        (n) => `latitude BETWEEN $${n} AND $${n + 1} AND longitude BETWEEN $${n + 2} AND $${n + 3}`,
        box.minLatitude,
        box.maxLatitude,
        box.minLongitude,
        box.maxLongitude,
      );
    }
    if (filter.city) add((n) => `lower(city) = lower($${n})`, filter.city);
    const text = `SELECT id, name, latitude, longitude, specialties, rating::float8 AS rating,
                         years_experience::float8 AS years, review_count
                    FROM attorneys WHERE ${where.join(' AND ')}`;
    const name = `attorney-candidates-${where.length}-${filter.specialty ? 's' : ''}${filter.anySpecialty?.length ? 'a' : ''}${filter.near ? 'n' : ''}${filter.city ? 'c' : ''}`;
    const result = await pgPool(this.dataSource).query<{
      id: string;
      name: string;
      latitude: number;
      longitude: number;
      specialties: Specialty[];
      rating: number | null;
      years: number;
      review_count: number;
    }>({ name, text, values: params });
    return result.rows.map((r) => ({
      id: r.id,
      name: r.name,
      latitude: r.latitude,
      longitude: r.longitude,
      specialties: r.specialties,
      rating: r.rating,
      yearsExperience: r.years,
      reviewCount: r.review_count,
    }));
  }

  /** Full rows for these ids, in the given order (missing ids are left out). */
  async byIds(ids: readonly string[]): Promise<AttorneyRow[]> {
    if (ids.length === 0) return [];
    const result = await pgPool(this.dataSource).query<AttorneyRow>({
      name: 'attorneys-by-ids',
      text: `SELECT * FROM attorneys WHERE id = ANY($1::uuid[])`,
      values: [ids],
    });
    const byId = new Map(result.rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is AttorneyRow => r !== undefined);
  }

  /** An active attorney, or null (unknown, inactive, or not an id at all). */
  async findActive(id: string): Promise<AttorneyRow | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
    const [row] = await this.byIds([id]);
    return row?.is_active ? row : null;
  }
}

export const stateName = (code: string) => STATE_NAMES.get(code) ?? code;
