import { isEmail } from 'class-validator';
import { deterministicUuid } from '../../common/deterministic-uuid';
import { isStateCode } from '../../law/law-table';
import type { AttorneyRecord } from '../directory/attorney';
import { lookupZip } from '../directory/geo';
import { SPECIALTIES, SPECIALTY_LABELS, type Specialty } from '../directory/specialties';
import { parseCsv } from './csv';

/**
 * The columns of `npm run attorneys:import -- file.csv` (docs/adr/090, README). Required ones must be in the
 * header; the others may be left out or empty. `specialties` lists codes or labels separated by `;` or `|`.
 */
export const IMPORT_COLUMNS = {
  required: [
    'name',
    'email',
    'phone',
    'firm',
    'state',
    'zip_code',
    'specialties',
    'bar_number',
    'years_experience',
  ],
  optional: ['city', 'website', 'rating', 'review_count', 'hourly_rate', 'description', 'active'],
} as const;

export interface RejectedRow {
  line: number;
  barNumber: string | null;
  state: string | null;
  problems: string[];
}

export interface ParsedDirectory {
  records: AttorneyRecord[];
  rejected: RejectedRow[];
  /** (state, bar number) of every row that named one, accepted or not: a full import keeps them all active. */
  keys: Array<{ state: string; barNumber: string }>;
}

/** The header problems that stop an import before any row (missing required columns). */
export class ImportFileError extends Error {}

/** Control characters (tab and line breaks allowed) and bidirectional overrides never belong in a listing. */
const CONTROL = /[^\P{Cc}\t\n\r]|[\u202a-\u202e\u2066-\u2069]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BY_LABEL = new Map<string, Specialty>([
  ...SPECIALTIES.map((s) => [s, s] as [string, Specialty]),
  ...Object.entries(SPECIALTY_LABELS).map(
    ([code, label]) => [label.toLowerCase(), code as Specialty] as [string, Specialty],
  ),
]);

function decimal(text: string, digits: number): number | null {
  if (!new RegExp(`^\\d{1,4}(\\.\\d{1,${digits}})?$`).test(text)) return null;
  return Number(text);
}

/** One CSV row → an attorney, or the list of what is wrong with it (every problem, each naming its column). */
export function validateRow(
  row: Record<string, string>,
): { record: AttorneyRecord } | { problems: string[] } {
  const problems: string[] = [];
  const get = (column: string) => (row[column] ?? '').trim();
  for (const [column, value] of Object.entries(row)) {
    if (CONTROL.test(value) || LONE_SURROGATE.test(value))
      problems.push(`${column} must not contain control characters`);
  }
  const text = (column: string, max: number, required: boolean) => {
    const value = get(column);
    if (!value) {
      if (required) problems.push(`${column} is required`);
      return '';
    }
    if ([...value].length > max) problems.push(`${column} must be at most ${max} characters`);
    return value;
  };
  const name = text('name', 120, true);
  const firm = text('firm', 160, true);
  const email = text('email', 254, true).toLowerCase();
  if (email && !isEmail(email)) problems.push('email must be a valid email address');
  const phone = text('phone', 40, true);
  if (phone && !/^[0-9+().\-\s]{7,40}$/.test(phone)) problems.push('phone must be a phone number');
  const website = text('website', 300, false);
  if (website && !/^https?:\/\/[^\s]+$/i.test(website))
    problems.push('website must start with http:// or https://');
  const barNumber = text('bar_number', 40, true);
  const state = get('state').toUpperCase();
  if (!state) problems.push('state is required');
  else if (!isStateCode(state)) problems.push('state must be the two letters of one of the 50 states or DC');
  const zip = get('zip_code');
  const place = /^\d{5}$/.test(zip) ? lookupZip(zip) : null;
  if (!zip) problems.push('zip_code is required');
  else if (!/^\d{5}$/.test(zip)) problems.push('zip_code must be 5 digits');
  else if (!place) problems.push(`zip_code ${zip} is not a known US ZIP code`);
  const specialties: Specialty[] = [];
  const listed = get('specialties')
    .split(/[;|]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (listed.length === 0) problems.push('specialties is required');
  for (const item of listed) {
    const code = BY_LABEL.get(item.toLowerCase());
    if (!code) problems.push(`specialties: unknown specialty "${item}" (use ${SPECIALTIES.join(', ')})`);
    else if (!specialties.includes(code)) specialties.push(code);
  }
  const years = decimal(get('years_experience'), 1);
  if (!get('years_experience')) problems.push('years_experience is required');
  else if (years === null || years > 99.9)
    problems.push('years_experience must be a number of years from 0 to 99.9');
  const ratingText = get('rating');
  const rating = ratingText ? decimal(ratingText, 1) : null;
  if (ratingText && (rating === null || rating > 5)) problems.push('rating must be a number from 0 to 5');
  const reviewsText = get('review_count');
  const reviewCount = reviewsText ? Number(reviewsText) : 0;
  if (reviewsText && !/^\d{1,7}$/.test(reviewsText)) problems.push('review_count must be a whole number');
  const rateText = get('hourly_rate').replace(/^\$/, '');
  const hourlyRate = rateText ? decimal(rateText, 2) : null;
  if (rateText && hourlyRate === null)
    problems.push('hourly_rate must be dollars per hour, e.g. 250 or 250.00');
  const description = text('description', 2_000, false);
  const activeText = get('active').toLowerCase();
  if (activeText && !['true', 'false', 'yes', 'no', '1', '0'].includes(activeText))
    problems.push('active must be true or false');

  if (problems.length > 0) return { problems };
  return {
    record: {
      id: deterministicUuid(`attorney:${state}:${barNumber}`),
      name,
      email,
      phone,
      website: website || null,
      firm,
      state,
      city: get('city') || place!.city,
      zipCode: zip,
      latitude: place!.latitude,
      longitude: place!.longitude,
      specialties,
      barNumber,
      yearsExperience: years!,
      rating,
      reviewCount,
      hourlyRate,
      description,
      isActive: !['false', 'no', '0'].includes(activeText),
      source: 'import',
    },
  };
}

/** The whole file: header checked, every row validated, duplicates of (state, bar number) refused after the first. */
export function parseDirectoryCsv(text: string): ParsedDirectory {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new ImportFileError('The file is empty: it needs a header line with the column names.');
  const columns = header.fields.map((c) => c.trim().toLowerCase());
  const missing = IMPORT_COLUMNS.required.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    throw new ImportFileError(
      `The header lacks required column(s): ${missing.join(', ')}. Columns: ${[...IMPORT_COLUMNS.required, ...IMPORT_COLUMNS.optional].join(', ')}.`,
    );
  }
  const records: AttorneyRecord[] = [];
  const rejected: RejectedRow[] = [];
  const keys: ParsedDirectory['keys'] = [];
  const seen = new Set<string>();
  for (const { line, fields } of rows) {
    const row: Record<string, string> = {};
    columns.forEach((column, i) => {
      if (
        (IMPORT_COLUMNS.required as readonly string[]).includes(column) ||
        (IMPORT_COLUMNS.optional as readonly string[]).includes(column)
      ) {
        row[column] = fields[i] ?? '';
      }
    });
    const state = (row.state ?? '').trim().toUpperCase() || null;
    const barNumber = (row.bar_number ?? '').trim() || null;
    if (state && barNumber) keys.push({ state, barNumber });
    const problems: string[] = [];
    if (fields.length !== columns.length)
      problems.push(`has ${fields.length} fields, the header has ${columns.length}`);
    const key = `${state}|${barNumber}`;
    if (state && barNumber && seen.has(key))
      problems.push(`bar_number ${barNumber} (${state}) appears on an earlier line`);
    const result = validateRow(row);
    if ('problems' in result) problems.push(...result.problems);
    if (problems.length > 0) {
      rejected.push({ line, barNumber, state, problems });
      continue;
    }
    seen.add(key);
    records.push((result as { record: AttorneyRecord }).record);
  }
  return { records, rejected, keys };
}
