import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A needle to look for in files: a marker string (any letter case, UTF-8 or UTF-16) or exact bytes (a key). */
export type Needle = { label: string; text: string } | { label: string; bytes: Buffer };

/** Where a needle was found: the files (relative to the scanned directory). */
export type ScanHits = Map<string, string[]>;

const lowerAscii = (buffer: Buffer): Buffer => {
  const out = Buffer.allocUnsafe(buffer.length);
  for (let i = 0; i < buffer.length; i++) {
    const b = buffer[i]!;
    out[i] = b >= 65 && b <= 90 ? b + 32 : b;
  }
  return out;
};

function forms(needle: Needle): { bytes: Buffer; folded: boolean }[] {
  if ('bytes' in needle) return [{ bytes: needle.bytes, folded: false }];
  const lower = needle.text.toLowerCase();
  const be = Buffer.from(lower, 'utf16le').swap16();
  return [
    { bytes: Buffer.from(lower, 'utf8'), folded: true },
    { bytes: Buffer.from(lower, 'utf16le'), folded: true },
    { bytes: be, folded: true },
  ];
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    const stat = lstatSync(full);
    if (stat.isDirectory()) yield* files(full);
    else if (stat.isFile()) yield full;
  }
}

/**
 * Every regular file under `dir`, read whole, searched for every needle: the text ones in any ASCII letter case
 * and as UTF-8, UTF-16LE and UTF-16BE, the byte ones exactly. What a person with a copy of the directory could
 * find with `grep -a`, and a little more.
 */
export function scanFiles(dir: string, needles: readonly Needle[]): ScanHits {
  const prepared = needles.map((n) => ({ label: n.label, forms: forms(n) }));
  const hits: ScanHits = new Map();
  for (const file of files(dir)) {
    let raw: Buffer;
    try {
      raw = readFileSync(file);
    } catch (error) {
      // PostgreSQL may unlink a file (an old WAL segment, a dropped table) between the listing and the read.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (raw.length === 0) continue;
    const folded = lowerAscii(raw);
    for (const needle of prepared) {
      if (needle.forms.some((f) => (f.folded ? folded : raw).includes(f.bytes))) {
        const list = hits.get(needle.label) ?? [];
        list.push(path.relative(dir, file));
        hits.set(needle.label, list);
      }
    }
  }
  return hits;
}
