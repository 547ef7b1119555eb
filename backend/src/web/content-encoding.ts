/** The encodings the web build writes beside each file (brotli `.br`, gzip `.gz`), best first. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip', 'identity'];

/** `Accept-Encoding` as token → q (RFC 9110 §12.5.3); tokens lower-cased, a missing or bad q counts as 1. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!token) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(token, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 1);
  }
  return accepted;
}

/**
 * The best of `available` for this `Accept-Encoding`: the highest q, ties going to the smaller encoding (br, then
 * gzip), because browsers list `gzip, deflate, br, zstd` all at q=1. No header means identity only. Identity is
 * acceptable unless refused (`identity;q=0`, or `*;q=0` without naming it) but, unless named, comes after any
 * encoding the client lists; it is answered even when refused if nothing else fits: a readable answer beats a 406
 * for a static file.
 */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding {
  if (!header) return 'identity';
  const accepted = parseAcceptEncoding(header);
  const wildcard = accepted.get('*');
  const quality = (encoding: ContentEncoding): number => {
    const named = accepted.get(encoding) ?? (encoding === 'gzip' ? accepted.get('x-gzip') : undefined);
    if (named !== undefined) return named;
    if (wildcard !== undefined) return wildcard;
    // acceptable, but the last choice of a client that names encodings it prefers
    return encoding === 'identity' ? Number.MIN_VALUE : 0;
  };
  let best: ContentEncoding = 'identity';
  let bestQuality = 0;
  for (const encoding of PREFERENCE) {
    if (encoding !== 'identity' && !available.includes(encoding)) continue;
    const q = quality(encoding);
    if (q > bestQuality) {
      best = encoding;
      bestQuality = q;
    }
  }
  return best;
}

/** The file beside `file` that holds `encoding` (what the web build writes). */
export const encodedPath = (file: string, encoding: ContentEncoding): string =>
  encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
