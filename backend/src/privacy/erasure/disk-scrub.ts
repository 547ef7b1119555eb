import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { describeError } from '../../common/describe-error';
import { execSql } from '../../database/sql';

export interface DiskScrubReport {
  /** The key table was rewritten: the erased key's old row versions are gone from its files. */
  keysRewritten: boolean;
  /** The WAL that held the erased key was closed and checkpointed past (removed, with `wal_recycle = off`). */
  walCheckpointed: boolean;
}

/**
 * After an erasure, makes the erased key leave PostgreSQL's files (docs/adr/127):
 * - `VACUUM FULL privacy.subject_keys` rewrites the small key table into new files, so the old row versions that
 *   still held the wrapped key are not in any live file (never on the big read tables: their personal columns are
 *   sealed with that key, so their dead tuples hold only ciphertext);
 * - `pg_switch_wal()` closes the WAL segment that recorded the key (and the plaintext answers of the request that
 *   deleted it), and `CHECKPOINT` moves the redo point past it, so PostgreSQL removes it (the embedded cluster runs
 *   with `wal_recycle = off`: removed, not renamed into a future segment with its old bytes).
 * A server where the product's role may not do this (DATABASE_URL to a managed PostgreSQL) logs why and goes on:
 * the key is deleted either way, and the server's own checkpoints remove the segment later.
 */
export async function scrubErasedKeys(dataSource: DataSource, logger: Logger): Promise<DiskScrubReport> {
  const report: DiskScrubReport = { keysRewritten: false, walCheckpointed: false };
  try {
    await execSql(dataSource, 'VACUUM FULL privacy.subject_keys');
    report.keysRewritten = true;
  } catch (error) {
    logger.warn(
      { error: describeError(error) },
      'Erasure: the key table could not be rewritten (VACUUM FULL)',
    );
  }
  try {
    await execSql(dataSource, 'SELECT pg_switch_wal()');
    await execSql(dataSource, 'CHECKPOINT');
    report.walCheckpointed = true;
  } catch (error) {
    logger.warn(
      { error: describeError(error) },
      "Erasure: no WAL switch and checkpoint (the role may not); the server's next checkpoints remove the segment",
    );
  }
  return report;
}
