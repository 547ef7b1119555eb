import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { execSql } from '../../database/sql';

export const REMOVAL_FORMAT = 'suego-removal/1';

/** A row of privacy.removed_streams as the verifier reads it: what retention says it deleted, and its signature. */
export interface RemovedStream {
  events: bigint;
  lastHash: Buffer | null;
  /** HMAC-SHA256(AUDIT_ANCHOR_KEY, format ‖ stream id ‖ event count ‖ last hash), null when written without it. */
  mac: Buffer | null;
}

/** The retention job's signature of one removal (docs/adr/211), under the anchor key the database never sees. */
export function removalMac(key: Buffer, streamId: string, events: bigint, lastHash: Buffer | null): Buffer {
  return createHmac('sha256', key)
    .update(`${REMOVAL_FORMAT}\n${streamId}\n${events}\n${(lastHash ?? Buffer.alloc(32)).toString('hex')}`)
    .digest();
}

/** Whether `removed` is what retention signed under `key`. */
export function removalAuthentic(key: Buffer | undefined, streamId: string, removed: RemovedStream): boolean {
  if (!key || !removed.mac) return false;
  const expected = removalMac(key, streamId, removed.events, removed.lastHash);
  return removed.mac.length === expected.length && timingSafeEqual(removed.mac, expected);
}

/** Streams retention removed (privacy.removed_streams, when that schema exists), by id. */
export async function removedStreams(db: DataSource | EntityManager): Promise<Map<string, RemovedStream>> {
  const { rows: exists } = await execSql<{ ok: boolean }>(
    db,
    `SELECT to_regclass('privacy.removed_streams') IS NOT NULL AS ok`,
  );
  if (!exists[0]?.ok) return new Map();
  const { rows } = await execSql<{
    stream_id: string;
    events: string;
    last_hash: Buffer | null;
    mac: Buffer | null;
  }>(db, `SELECT stream_id, events::text AS events, last_hash, mac FROM privacy.removed_streams`);
  return new Map(
    rows.map((r) => [r.stream_id, { events: BigInt(r.events), lastHash: r.last_hash, mac: r.mac }]),
  );
}
