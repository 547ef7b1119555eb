import type { DataSource } from 'typeorm';
import type { OutgoingEvent } from '../../event-store/event-privacy';
import type { EventMetadata } from '../../event-store/event-store';
import { RETENTION_ROLE } from '../../event-store/postgres/event-hash-chain.migration';
import { execSql } from '../../database/sql';
import { envelopeOf, type PersonalDataCodec } from './personal-data-codec';

interface LegacyRow {
  stream_position: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  hash: Buffer | null;
}

export interface BackfillResult {
  streams: number;
  sealed: number;
}

/**
 * The one-time migration of events stored before crypto-shredding and the hash chain (docs/adr/121): stream by
 * stream, in one transaction each, seal the personal fields of plaintext rows (same registry, key and event id
 * as a new append would use) and chain the stream's hashes. Only rows without a hash may be rewritten (the
 * trigger enforces it), so this can never touch an event stored by today's code. Runs at start-up before
 * anything appends, idempotent, resumable; concurrent starts serialise on the stream row.
 */
export async function backfillLegacyEvents(
  dataSource: DataSource,
  codec: PersonalDataCodec,
  log: (message: string) => void = () => undefined,
): Promise<BackfillResult> {
  const result: BackfillResult = { streams: 0, sealed: 0 };
  const skipped = new Set<string>();
  for (;;) {
    const { rows } = await execSql<{ stream_id: string }>(
      dataSource,
      `SELECT DISTINCT stream_id FROM es.events WHERE hash IS NULL AND NOT (stream_id = ANY($1::text[])) LIMIT 200`,
      [[...skipped]],
    );
    if (rows.length === 0) break;
    for (const { stream_id: streamId } of rows) {
      const sealed = await dataSource.transaction(async (tx) => {
        const locked = await execSql(tx, `SELECT 1 FROM es.streams WHERE stream_id = $1 FOR UPDATE`, [streamId]);
        const { rows: events } = await execSql<LegacyRow>(
          tx,
          `SELECT stream_position, event_id, event_type, schema_version, data, metadata, hash
             FROM es.events WHERE stream_id = $1 ORDER BY stream_position`,
          [streamId],
        );
        if (locked.rows.length === 0 || events.every((e) => e.hash !== null)) return null; // done by another process
        const plain = events.filter((e) => !envelopeOf(e.metadata));
        const outgoing = plain.map(
          (e): OutgoingEvent => ({
            eventId: e.event_id,
            type: e.event_type,
            schemaVersion: e.schema_version,
            data: e.data,
            metadata: e.metadata,
          }),
        );
        const sealedEvents = await codec.seal(streamId, outgoing, tx);
        await execSql(tx, `SET LOCAL ROLE ${RETENTION_ROLE}`);
        let changed = 0;
        for (const [i, event] of sealedEvents.entries()) {
          if (event === outgoing[i]) continue;
          changed++;
          await execSql(
            tx,
            `UPDATE es.events SET data = $3::jsonb, metadata = $4::jsonb WHERE stream_id = $1 AND stream_position = $2`,
            [streamId, plain[i]!.stream_position, JSON.stringify(event.data), JSON.stringify(event.metadata)],
          );
        }
        await execSql(tx, `SELECT es.chain_stream($1)`, [streamId]);
        await execSql(tx, `RESET ROLE`);
        return changed;
      });
      if (sealed === null) {
        skipped.add(streamId);
        continue;
      }
      result.streams++;
      result.sealed += sealed;
    }
  }
  if (result.streams > 0)
    log(`Sealed ${result.sealed} legacy events and hash-chained ${result.streams} streams (docs/adr/121)`);
  return result;
}
