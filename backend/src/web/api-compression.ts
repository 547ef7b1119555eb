import { constants } from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Smaller answers gain less than the compression costs (and fit one TCP packet anyway). */
export const API_COMPRESSION_THRESHOLD = 1024;

/** `application/json`, `application/problem+json` and other `+json` types: the API's own answers. */
export function isJsonContentType(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(contentType);
}

/**
 * Compresses JSON answers above ~1 KB, at the lowest levels (brotli quality 1 when the browser takes br, else gzip
 * level 1): on 2 cores the aim is fewer bytes for phones at almost no CPU (ADR 191). Nothing else is compressed:
 * PDFs are compressed inside already, and the SPA's files are compressed once at build time.
 */
export function apiCompression(): RequestHandler {
  return compression({
    threshold: API_COMPRESSION_THRESHOLD,
    level: 1,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    filter: (_req: Request, res: Response) => isJsonContentType(res.getHeader('Content-Type')),
  });
}
