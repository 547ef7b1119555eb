import type { DataSource } from 'typeorm';
import { execSql } from '../../database/sql';
import { upsertAttorneys } from '../directory/attorney';
import type { ParsedDirectory, RejectedRow } from './attorney-csv';

const CHUNK = 2_000;

export interface ImportReport {
  rows: number;
  inserted: number;
  updated: number;
  rejected: RejectedRow[];
  /** Attorneys a full import found missing from the file (sample attorneys included), now inactive. */
  deactivated: number;
}

/**
 * Applies a parsed file in one transaction: the valid rows are upserted by (state, bar number), so importing the
 * same file again changes nothing but `updated_at`; with `full`, every active attorney the file does not name
 * (sample attorneys too) is deactivated. A rejected row that names a state and bar number still counts as named:
 * a typo in one line never takes that attorney out of the directory.
 */
export async function importAttorneys(
  dataSource: DataSource,
  parsed: ParsedDirectory,
  options: { full: boolean },
): Promise<ImportReport> {
  return dataSource.transaction(async (tx) => {
    let inserted = 0;
    let updated = 0;
    for (let i = 0; i < parsed.records.length; i += CHUNK) {
      const result = await upsertAttorneys(tx, parsed.records.slice(i, i + CHUNK));
      inserted += result.inserted;
      updated += result.updated;
    }
    let deactivated = 0;
    if (options.full) {
      ({ rowCount: deactivated } = await execSql(
        tx,
        `UPDATE attorneys a SET is_active = false, updated_at = now()
          WHERE a.is_active
            AND NOT EXISTS (SELECT 1 FROM unnest($1::text[], $2::text[]) AS k(state, bar_number)
                             WHERE k.state = a.state AND k.bar_number = a.bar_number)`,
        [parsed.keys.map((k) => k.state), parsed.keys.map((k) => k.barNumber)],
      ));
    }
    await execSql(tx, 'ANALYZE attorneys');
    return {
      rows: parsed.records.length + parsed.rejected.length,
      inserted,
      updated,
      rejected: parsed.rejected,
      deactivated,
    };
  });
}
