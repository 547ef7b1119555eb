import { createReadStream, existsSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { loadClientRoutes, type ClientRoutes } from './client-routes';
import { encodedPath, negotiateEncoding, type ContentEncoding } from './content-encoding';

/** Vite names every file under /assets by its content hash: a new build means new names, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and so which assets a page uses) changes with each build: the browser asks again each time (ETag). */
export const REVALIDATE = 'no-cache';
/** favicon.svg, robots.txt: not hashed, rarely changed. */
const SHORT = 'public, max-age=3600';

const isApi = (pathname: string) => /^\/api(\/|$)/i.test(pathname);

interface Representation {
  file: string;
  stats: Stats;
  encoding: ContentEncoding;
  /** whether other encodings of the file exist (the answer then varies with Accept-Encoding) */
  varies: boolean;
}

const fileStats = (file: string): Stats | null => {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
};

/** The best stored representation of `file` for this request: its `.br` or `.gz` copy, or the file itself. */
function representation(req: Request, file: string): Representation | null {
  const original = fileStats(file);
  if (!original) return null;
  const copies = (['br', 'gzip'] as const).filter(
    (encoding) => fileStats(encodedPath(file, encoding)) !== null,
  );
  const encoding = negotiateEncoding(req.get('accept-encoding'), copies);
  const chosen = encodedPath(file, encoding);
  return { file: chosen, stats: fileStats(chosen) ?? original, encoding, varies: copies.length > 0 };
}

/**
 * Sends one stored file with its content type, the chosen encoding, caching headers and an ETag per
 * representation (a 304 when the browser already has it); HEAD gets the headers only.
 */
function sendFile(
  req: Request,
  res: Response,
  original: string,
  chosen: Representation,
  options: { status: number; cacheControl: string },
): void {
  res.status(options.status);
  res.type(path.extname(original));
  if (chosen.encoding !== 'identity') res.setHeader('Content-Encoding', chosen.encoding);
  if (chosen.varies) res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('Last-Modified', chosen.stats.mtime.toUTCString());
  const tag = `${chosen.stats.size.toString(16)}-${Math.floor(chosen.stats.mtimeMs).toString(16)}`;
  res.setHeader('ETag', `"${tag}-${chosen.encoding}"`);
  if (options.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', chosen.stats.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  pipeline(createReadStream(chosen.file), res, () => undefined);
}

/** The file under `root` that `pathname` names, or null (outside the root, a dotfile, a NUL, a stored copy). */
function resolveFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || /\.(br|gz)$/i.test(decoded)) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.length === 0 || segments.some((s) => s.startsWith('.') || s.includes('\\'))) return null;
  const file = path.resolve(root, ...segments);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

export interface SpaOptions {
  /** Told once when the build has no route manifest (every path then answers the app with 200, as before). */
  warn?: (message: string) => void;
  /**
   * What this deployment only pretends to do (`testModeNotices`): every page carries them in the
   * `suego_test_mode` cookie, so the app draws its "Test mode" banner in its first paint instead of pushing the
   * page down when `/api/config` answers (a layout shift on every page); none clears the cookie.
   */
  testModeNotices?: readonly string[];
}

/** The cookie the app reads its "Test mode" lines from before `/api/config` answers (frontend/src/app/router.tsx). */
export const TEST_MODE_COOKIE = 'suego_test_mode';

function testModeCookie(notices: readonly string[]): string {
  return notices.length > 0
    ? `${TEST_MODE_COOKIE}=${encodeURIComponent(notices.join('|'))}; Path=/; SameSite=Lax`
    : `${TEST_MODE_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}

/**
 * Serves the built SPA from `distDir` on the API's port, or answers null when there is no build:
 * - files by name, each as its brotli or gzip copy when the browser takes it (`Content-Encoding`, `Vary`), hashed
 *   /assets immutable for a year, other files for an hour;
 * - any other GET outside /api answers index.html (deep links like /questionnaire work on reload), with 200 when
 *   the client's route manifest has a page there and 404 otherwise (the app then shows its 404 page); a lazy page
 *   gets its own copy of index.html from the build, which also preloads that page's code (ADR 193). These are
 *   always revalidated.
 * /api is left to the API (its unknown paths keep their JSON 404).
 */
export function spaRouter(distDir: string, options: SpaOptions = {}): Router | null {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return null;
  const routes: ClientRoutes | null = loadClientRoutes(root);
  if (!routes)
    options.warn?.(`${path.join(root, 'client-routes.json')} is missing: unknown paths answer 200`);

  const router = Router();
  router.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path)) return next();
    const assets = req.path.startsWith('/assets/');
    const file = req.path === '/' ? null : resolveFile(root, req.path);
    const found = file && file !== index ? representation(req, file) : null;
    if (file && found) {
      return sendFile(req, res, file, found, { status: 200, cacheControl: assets ? IMMUTABLE : SHORT });
    }
    if (assets) {
      res.status(404).type('text/plain').setHeader('Cache-Control', 'no-store');
      return void res.end('Not found');
    }
    const route = routes?.match(req.path) ?? null;
    const html = route?.html ? path.join(root, route.html) : index;
    const page = representation(req, html) ?? representation(req, index);
    if (!page) return next();
    const status = routes === null || route !== null ? 200 : 404;
    if (options.testModeNotices) res.append('Set-Cookie', testModeCookie(options.testModeNotices));
    return sendFile(req, res, html, page, { status, cacheControl: REVALIDATE });
  });
  return router;
}
