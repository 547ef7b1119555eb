import type { EntityManager } from 'typeorm';
import { execSql } from '../../database/sql';
import type { Specialty } from './specialties';

/** Where a directory row came from: the generated sample (labelled as such wherever shown) or an import. */
export type AttorneySource = 'sample' | 'import';

/** One attorney as the directory stores it (spec §3 attorneys + reviewCount, website, location, source). */
export interface AttorneyRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  website: string | null;
  firm: string;
  state: string;
  city: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  specialties: Specialty[];
  barNumber: string;
  /** decimal(3,1) */
  yearsExperience: number;
  /** 0-5, one decimal; null = not rated yet */
  rating: number | null;
  reviewCount: number;
  /** dollars per hour; null = not published (cards show '$300-500/hour') */
  hourlyRate: number | null;
  description: string;
  isActive: boolean;
  source: AttorneySource;
}

const COLUMNS: ReadonlyArray<[column: string, type: string, value: (r: AttorneyRecord) => unknown]> = [
  ['id', 'uuid', (r) => r.id],
  ['name', 'text', (r) => r.name],
  ['email', 'text', (r) => r.email],
  ['phone', 'text', (r) => r.phone],
  ['website', 'text', (r) => r.website],
  ['firm', 'text', (r) => r.firm],
  ['state', 'text', (r) => r.state],
  ['city', 'text', (r) => r.city],
  ['zip_code', 'text', (r) => r.zipCode],
  ['latitude', 'float8', (r) => r.latitude],
  ['longitude', 'float8', (r) => r.longitude],
  // A text[][] parameter would be one 2-D array that unnest() flattens: specialties travel as one string each.
  ['specialties', 'text', (r) => r.specialties.join(',')],
  ['bar_number', 'text', (r) => r.barNumber],
  ['years_experience', 'numeric', (r) => r.yearsExperience],
  ['rating', 'numeric', (r) => r.rating],
  ['review_count', 'integer', (r) => r.reviewCount],
  ['hourly_rate', 'numeric', (r) => r.hourlyRate],
  ['description', 'text', (r) => r.description],
  ['is_active', 'boolean', (r) => r.isActive],
  ['source', 'text', (r) => r.source],
];

/**
 * Inserts or updates a batch of attorneys in one statement, keyed by (state, bar number): an attorney already in
 * the directory keeps their id (and so their referrals) and takes the new details. Returns how many rows were
 * inserted (the rest were updates).
 */
export async function upsertAttorneys(
  tx: EntityManager,
  records: readonly AttorneyRecord[],
): Promise<{ inserted: number; updated: number }> {
  if (records.length === 0) return { inserted: 0, updated: 0 };
  const names = COLUMNS.map(([c]) => c);
  const arrays = COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const select = names
    .map((c) => (c === 'specialties' ? `string_to_array(u.specialties, ',')` : `u.${c}`))
    .join(', ');
  const updates = names
    .filter((c) => c !== 'id' && c !== 'state' && c !== 'bar_number')
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ');
  const { rows } = await execSql<{ inserted: boolean }>(
    tx,
    `INSERT INTO attorneys (${names.join(', ')})
     SELECT ${select} FROM unnest(${arrays}) AS u(${names.join(', ')})
     ON CONFLICT (state, bar_number) DO UPDATE SET ${updates}, updated_at = now()
     RETURNING (xmax = 0) AS inserted`,
    COLUMNS.map(([, , value]) => records.map(value)),
  );
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted };
}
