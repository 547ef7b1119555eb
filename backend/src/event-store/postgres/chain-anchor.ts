import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { execSql } from '../../database/sql';
import { removedStreams } from './removal-receipt';
import { verifyEventChain, type AnchorCheck, type ChainReport } from './verify-chain';

export type { AnchorCheck };

export const ANCHOR_FORMAT = 'suego-chain-anchor/1';

/** One stream's head when anchored: its version and the hash of its last event (hex). */
export type AnchoredHead = [streamId: string, version: string, hash: string];

/**
 * A signed record of every stream's head at one moment (docs/adr/155). `root` is sha256 over the heads (and the
 * streams removed by retention so far); `mac` is HMAC-SHA256(AUDIT_ANCHOR_KEY, format ‖ at ‖ root).
 */
export interface ChainAnchor {
  format: typeof ANCHOR_FORMAT;
  at: string;
  heads: AnchoredHead[];
  /** Streams removed by retention before this anchor (ids): a later verify skips them. */
  removed: string[];
  root: string;
  mac: string;
}

const rootOf = (heads: readonly AnchoredHead[], removed: readonly string[]) => {
  const hash = createHash('sha256');
  for (const [id, version, head] of heads) hash.update(`h\n${id}\n${version}\n${head}\n`);
  for (const id of removed) hash.update(`r\n${id}\n`);
  return hash.digest('hex');
};

const macOf = (key: Buffer, at: string, root: string) =>
  createHmac('sha256', key).update(`${ANCHOR_FORMAT}\n${at}\n${root}`).digest('hex');

/** Whether the anchor is what the key signed: its heads give its root, and the root its MAC. */
export function anchorAuthentic(anchor: ChainAnchor, key: Buffer): boolean {
  if (anchor.format !== ANCHOR_FORMAT) return false;
  const root = rootOf(anchor.heads, anchor.removed);
  if (root !== anchor.root) return false;
  const expected = Buffer.from(macOf(key, anchor.at, root), 'hex');
  const given = Buffer.from(anchor.mac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function anchorCheckOf(anchor: ChainAnchor): AnchorCheck {
  return {
    at: anchor.at,
    heads: new Map(
      anchor.heads.map(([id, version, hash]) => [
        id,
        { version: BigInt(version), hash: Buffer.from(hash, 'hex') },
      ]),
    ),
  };
}

export interface AnchorResult {
  anchor: ChainAnchor | null;
  /** The chain did not verify: nothing was anchored (anchoring a forged history would bless it). */
  report: ChainReport;
  file: string | null;
  /** With `skipUnchanged`: the heads are those of the previous anchor, which still holds (nothing was written). */
  unchanged?: boolean;
}

/**
 * `npm run audit:anchor` and the scheduled jobs (hourly, at the first start, after retention): verifies every chain
 * (against the previous anchor, when there is one; a removal counts only when retention signed it, ADR 211), then
 * signs the current heads into a file in `dir` (written whole, then renamed) and a row of es.audit_anchors.
 * `skipUnchanged` (the hourly job) writes nothing when the heads and removals are those of the previous anchor.
 */
export async function createAnchor(
  dataSource: DataSource,
  options: { key: Buffer; dir: string; now?: Date; skipUnchanged?: boolean },
): Promise<AnchorResult> {
  const previous = latestAnchorFile(options.dir, options.key);
  const removedNow = await removedStreams(dataSource);
  const report = await verifyEventChain(dataSource, {
    anchor: previous ? anchorCheckOf(previous) : undefined,
    removed: removedNow,
    removalKey: options.key,
  });
  if (!report.ok) return { anchor: null, report, file: null };
  const { rows } = await execSql<{ stream_id: string; version: string; last_hash: Buffer | null }>(
    dataSource,
    `SELECT stream_id, version::text AS version, last_hash FROM es.streams WHERE version > 0 ORDER BY stream_id`,
  );
  const heads: AnchoredHead[] = rows.map((r) => [
    r.stream_id,
    r.version,
    (r.last_hash ?? Buffer.alloc(32)).toString('hex'),
  ]);
  const removed = [...removedNow.keys()].sort();
  const at = (options.now ?? new Date()).toISOString();
  const root = rootOf(heads, removed);
  if (options.skipUnchanged && previous?.root === root)
    return { anchor: previous, report, file: null, unchanged: true };
  const anchor: ChainAnchor = {
    format: ANCHOR_FORMAT,
    at,
    heads,
    removed,
    root,
    mac: macOf(options.key, at, root),
  };

  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dir, `anchor-${at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(anchor)}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
  chmodSync(file, 0o600);
  await execSql(
    dataSource,
    `INSERT INTO es.audit_anchors (created_at, root, mac, streams, document) VALUES ($1, $2, $3, $4, $5)`,
    [at, Buffer.from(root, 'hex'), Buffer.from(anchor.mac, 'hex'), heads.length, JSON.stringify(anchor)],
  );
  return { anchor, report, file };
}

/** The newest anchor file in `dir` (by name: anchor-<time>), or null when there is none. Throws when it is forged. */
export function latestAnchorFile(dir: string, key: Buffer): ChainAnchor | null {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => /^anchor-.*\.json$/.test(n));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const newest = names.sort().at(-1);
  if (!newest) return null;
  const anchor = JSON.parse(readFileSync(path.join(dir, newest), 'utf8')) as ChainAnchor;
  if (!anchorAuthentic(anchor, key))
    throw new Error(`${newest} does not authenticate under AUDIT_ANCHOR_KEY`);
  return anchor;
}

/** The id of the newest row of es.audit_anchors, or null (one small query: callers cache the document by it). */
export async function latestAnchorId(db: DataSource | EntityManager): Promise<string | null> {
  const { rows } = await execSql<{ id: string }>(
    db,
    `SELECT id::text AS id FROM es.audit_anchors ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}

/** An anchor row as signed, or 'forged' when it does not authenticate under `key` (written without the key). */
export async function tableAnchor(
  db: DataSource | EntityManager,
  id: string,
  key: Buffer,
): Promise<ChainAnchor | 'forged' | null> {
  const { rows } = await execSql<{ document: ChainAnchor }>(
    db,
    `SELECT document FROM es.audit_anchors WHERE id = $1`,
    [id],
  );
  const anchor = rows[0]?.document;
  if (!anchor) return null;
  return anchorAuthentic(anchor, key) ? anchor : 'forged';
}
