import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { pgPool } from '../../database/sql';
import { US_STATES } from '../../law/law-table';
import type { AttorneySource } from './attorney';
import type { LatLng } from './geo';
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

/**
 * Reads of the `attorneys` table itself (DESIGN §7a: state-stored, written only by the sample loader and the
 * import), for the writes that must see it as it is now (a referral's attorney). Searches read the
 * {@link DirectoryIndex}.
 */
@Injectable()
export class AttorneyDirectory {
  constructor(private readonly dataSource: DataSource) {}

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
