import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { execSql } from '../../database/sql';
import { CANONICAL_EVENT_SQL } from '../../event-store/postgres/event-hash-chain.migration';

/**
 * The forgery issue 26 describes: an edit behind the append-only trigger, then the stream's hashes and head
 * recomputed, so the in-database chain holds. Needs a superuser (the test cluster's user is one).
 */
export async function forgeStream(
  ds: DataSource,
  streamId: string,
  edit: { sql: string; params: unknown[] },
): Promise<void> {
  await execSql(ds, `ALTER TABLE es.events DISABLE TRIGGER events_append_only`);
  try {
    await execSql(ds, edit.sql, edit.params);
    const { rows } = await execSql<{ p: string; c: string }>(
      ds,
      `SELECT e.stream_position::text AS p, ${CANONICAL_EVENT_SQL('e')} AS c FROM es.events e
        WHERE e.stream_id = $1 ORDER BY e.stream_position`,
      [streamId],
    );
    let prev = Buffer.alloc(32);
    for (const row of rows) {
      prev = createHash('sha256').update(prev).update(row.c, 'utf8').digest();
      await execSql(ds, `UPDATE es.events SET hash = $3 WHERE stream_id = $1 AND stream_position = $2`, [
        streamId,
        row.p,
        prev,
      ]);
    }
    await execSql(ds, `UPDATE es.streams SET last_hash = $2 WHERE stream_id = $1`, [streamId, prev]);
  } finally {
    await execSql(ds, `ALTER TABLE es.events ENABLE TRIGGER events_append_only`);
  }
}
