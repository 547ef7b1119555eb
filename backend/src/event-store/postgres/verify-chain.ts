import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { CANONICAL_EVENT_SQL } from './event-hash-chain.migration';
import { execSql } from '../../database/sql';
import { removalAuthentic, type RemovedStream } from './removal-receipt';

export type BrokenLinkReason =
  | 'hash does not match the row (edited)'
  | 'no hash (never chained)'
  | 'position missing (row deleted)'
  | 'stream head does not match its last event (tail removed or head edited)'
  | 'stream row lists events that are not stored'
  | 'differs from the anchored head (rewritten since the anchor)'
  | 'missing since the anchor (not removed by retention)'
  | "removed without retention's signature"
  | 'removal does not match the anchored head'
  | 'shorter than at the anchor';

export interface BrokenLink {
  streamId: string;
  /** The first position at which the chain breaks (the stream's version for head problems). */
  position: bigint;
  reason: BrokenLinkReason;
}

/** An anchor's heads as the verifier uses them (chain-anchor.ts makes and authenticates them). */
export interface AnchorCheck {
  at: string;
  heads: Map<string, { version: bigint; hash: Buffer }>;
}

export interface ChainReport {
  ok: boolean;
  streams: number;
  events: number;
  /** The first broken link in (stream id, position) order, and how many streams are broken in all. */
  firstBroken: BrokenLink | null;
  brokenStreams: number;
  /**
   * sha256 over every stream's id and head hash, in stream order: record it somewhere else (a ticket, an email)
   * and a later run that prints the same digest proves nothing before it was rewritten wholesale.
   */
  digest: string;
  /** With an anchor: when it was made, how many of its streams were checked, and how many retention removed. */
  anchor: { at: string; checked: number; removed: number } | null;
  /**
   * The events the newest anchor does not cover (all of them without one), and when the oldest was recorded:
   * only the in-database chain vouches for them (docs/adr/211). Null when there are none.
   */
  unanchored: { events: number; oldest: string } | null;
  seconds: number;
}

interface Row {
  stream_id: string;
  stream_position: string;
  hash: Buffer | null;
  canonical: string;
  created_at: Date;
  head_version: string | null;
  head_hash: Buffer | null;
}

interface OpenStream {
  id: string;
  expected: bigint;
  prev: Buffer;
  bad: boolean;
  headVersion: bigint | null;
  headHash: Buffer | null;
}

const ZERO = Buffer.alloc(32);
const EMPTIED = 'stream row lists events that are not stored' as const;

function compareLinks(a: BrokenLink, b: BrokenLink): number {
  if (a.streamId !== b.streamId) return a.streamId < b.streamId ? -1 : 1;
  return a.position === b.position ? 0 : a.position < b.position ? -1 : 1;
}

/**
 * Recomputes every stream's hash chain in Node (independent of the database's own functions) from the stored
 * rows: sha256(previous ‖ canonical row), 32 zero bytes first, and checks each stream's head (es.streams) against
 * its last event. Reads in (stream_id, stream_position) order by keyset pages, so memory stays flat on any store
 * size. Retention deletes whole streams (rows and stream row), which leaves every other chain intact.
 */
export async function verifyEventChain(
  dataSource: DataSource,
  options: {
    batchSize?: number;
    onProgress?: (events: number) => void;
    /** The latest anchor's heads: each anchored stream must still pass through its anchored hash (ADR 155). */
    anchor?: AnchorCheck;
    /**
     * Streams removed by retention: an anchored stream that is gone counts as removed only when its row is signed
     * under `removalKey` and holds the anchored event count and last hash (docs/adr/211).
     */
    removed?: ReadonlyMap<string, RemovedStream>;
    removalKey?: Buffer;
  } = {},
): Promise<ChainReport> {
  const started = process.hrtime.bigint();
  const batchSize = options.batchSize ?? 5_000;
  const links: BrokenLink[] = [];
  const broken = new Set<string>();
  const digest = createHash('sha256');
  let streams = 0;
  let events = 0;
  let current = null as OpenStream | null;
  const anchored = options.anchor?.heads;
  const seen = new Set<string>();
  let checked = 0;
  let unanchored = 0;
  let oldestUnanchored: Date | null = null;

  const fail = (link: BrokenLink) => {
    if (!broken.has(link.streamId)) links.push(link);
    broken.add(link.streamId);
  };
  const close = (stream: OpenStream) => {
    const last = stream.expected - 1n;
    const head = anchored?.get(stream.id);
    if (head) {
      seen.add(stream.id);
      checked++;
      if (!stream.bad && last < head.version)
        fail({ streamId: stream.id, position: last + 1n, reason: 'shorter than at the anchor' });
    }
    const headOk =
      stream.headVersion === last && stream.headHash !== null && stream.headHash.equals(stream.prev);
    if (!stream.bad && !headOk)
      fail({
        streamId: stream.id,
        position: stream.headVersion ?? last,
        reason: 'stream head does not match its last event (tail removed or head edited)',
      });
    digest.update(`${stream.id}\n${(stream.headHash ?? ZERO).toString('hex')}\n`);
    streams++;
  };

  let after: [string, string] | null = null;
  for (;;) {
    const page: Row[] = (
      await execSql<Row>(
        dataSource,
        `SELECT e.stream_id, e.stream_position, e.hash, ${CANONICAL_EVENT_SQL('e')} AS canonical,
                e.created_at, s.version AS head_version, s.last_hash AS head_hash
           FROM es.events e LEFT JOIN es.streams s ON s.stream_id = e.stream_id
          WHERE ($1::text IS NULL OR (e.stream_id, e.stream_position) > ($1::text, $2::bigint))
          ORDER BY e.stream_id, e.stream_position
          LIMIT $3`,
        [after?.[0] ?? null, after?.[1] ?? '0', batchSize],
      )
    ).rows;
    if (page.length === 0) break;
    for (const row of page) {
      if (current?.id !== row.stream_id) {
        if (current) close(current);
        current = {
          id: row.stream_id,
          expected: 1n,
          prev: ZERO,
          bad: false,
          headVersion: row.head_version === null ? null : BigInt(row.head_version),
          headHash: row.head_hash,
        };
      }
      const stream: OpenStream = current;
      events++;
      const position = BigInt(row.stream_position);
      const anchoredHead = anchored?.get(stream.id);
      if (!anchoredHead || position > anchoredHead.version) {
        unanchored++;
        if (!oldestUnanchored || row.created_at < oldestUnanchored) oldestUnanchored = row.created_at;
      }
      if (stream.bad) continue;
      if (position !== stream.expected) {
        fail({ streamId: stream.id, position: stream.expected, reason: 'position missing (row deleted)' });
        stream.bad = true;
        continue;
      }
      const hash = createHash('sha256').update(stream.prev).update(row.canonical, 'utf8').digest();
      if (!row.hash || !row.hash.equals(hash)) {
        fail({
          streamId: stream.id,
          position,
          reason: row.hash ? 'hash does not match the row (edited)' : 'no hash (never chained)',
        });
        stream.bad = true;
      }
      stream.prev = hash;
      stream.expected = position + 1n;
      const head = anchoredHead;
      if (head && head.version === position && !head.hash.equals(hash)) {
        // The chain holds in itself (recomputed behind the trigger) but not through the signed head.
        fail({
          streamId: stream.id,
          position,
          reason: 'differs from the anchored head (rewritten since the anchor)',
        });
        stream.bad = true;
      }
    }
    const last = page[page.length - 1]!;
    after = [last.stream_id, last.stream_position];
    options.onProgress?.(events);
  }
  if (current) close(current);

  const { rows: emptied } = await execSql<{ stream_id: string }>(
    dataSource,
    `SELECT s.stream_id FROM es.streams s
      WHERE s.version > 0 AND NOT EXISTS (SELECT 1 FROM es.events e WHERE e.stream_id = s.stream_id)`,
  );
  for (const s of emptied) fail({ streamId: s.stream_id, position: 1n, reason: EMPTIED });
  let removedSinceAnchor = 0;
  for (const [id, head] of anchored ?? []) {
    if (seen.has(id) || broken.has(id)) continue;
    const removed = options.removed?.get(id);
    const reason: BrokenLinkReason | null = !removed
      ? 'missing since the anchor (not removed by retention)'
      : !removalAuthentic(options.removalKey, id, removed)
        ? "removed without retention's signature"
        : removed.events !== head.version || !removed.lastHash?.equals(head.hash)
          ? 'removal does not match the anchored head'
          : null;
    if (reason) fail({ streamId: id, position: head.version, reason });
    else removedSinceAnchor++;
  }

  return {
    ok: broken.size === 0,
    streams,
    events,
    firstBroken: links.sort(compareLinks)[0] ?? null,
    brokenStreams: broken.size,
    digest: digest.digest('hex'),
    anchor: options.anchor ? { at: options.anchor.at, checked, removed: removedSinceAnchor } : null,
    unanchored: oldestUnanchored ? { events: unanchored, oldest: oldestUnanchored.toISOString() } : null,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
  };
}

/** One line for people: where the chain first breaks, or that it holds. */
export function describeChainReport(report: ChainReport): string {
  const anchor = report.anchor
    ? `; against the anchor of ${report.anchor.at}: ${report.anchor.checked} streams checked, ${report.anchor.removed} removed by retention skipped`
    : '; no anchor yet (npm run audit:anchor)';
  if (report.ok)
    return `OK: ${report.events} events in ${report.streams} streams verified; store digest ${report.digest}${anchor}`;
  const b = report.firstBroken!;
  return (
    `BROKEN: first broken link at ${b.streamId} position ${b.position}: ${b.reason}` +
    ` (${report.brokenStreams} of ${report.streams} streams broken, ${report.events} events read)`
  );
}

/** One stream's chain, recomputed (the auditor's case page): null when it holds, else why not. */
export async function verifyStreamChain(
  db: DataSource,
  streamId: string,
  anchored?: { version: bigint; hash: Buffer },
): Promise<BrokenLinkReason | null> {
  const { rows } = await execSql<{ stream_position: string; hash: Buffer | null; canonical: string }>(
    db,
    `SELECT e.stream_position, e.hash, ${CANONICAL_EVENT_SQL('e')} AS canonical FROM es.events e
      WHERE e.stream_id = $1 ORDER BY e.stream_position`,
    [streamId],
  );
  const { rows: heads } = await execSql<{ version: string; last_hash: Buffer | null }>(
    db,
    `SELECT version, last_hash FROM es.streams WHERE stream_id = $1`,
    [streamId],
  );
  let prev = ZERO;
  let expected = 1n;
  for (const row of rows) {
    if (BigInt(row.stream_position) !== expected) return 'position missing (row deleted)';
    const hash = createHash('sha256').update(prev).update(row.canonical, 'utf8').digest();
    if (!row.hash) return 'no hash (never chained)';
    if (!row.hash.equals(hash)) return 'hash does not match the row (edited)';
    if (anchored && anchored.version === expected && !anchored.hash.equals(hash))
      return 'differs from the anchored head (rewritten since the anchor)';
    prev = hash;
    expected++;
  }
  const head = heads[0];
  if (rows.length === 0) return head && BigInt(head.version) > 0n ? EMPTIED : null;
  if (!head || BigInt(head.version) !== expected - 1n || !head.last_hash?.equals(prev))
    return 'stream head does not match its last event (tail removed or head edited)';
  if (anchored && expected - 1n < anchored.version) return 'shorter than at the anchor';
  return null;
}
