import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The manifest the web build writes beside index.html (frontend/vite-plugins/client-routes.ts): every pattern the
 * client router has a page for, and the copy of index.html that preloads that page's code, when there is one.
 */
export const CLIENT_ROUTES_FILE = 'client-routes.json';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A wouter route pattern as a RegExp, with wouter's own rules (its `regexparam` parser): `:name` is one segment,
 * `:name?` an optional one, `*` the rest of the path; case-insensitive; one trailing slash allowed.
 */
export function compileRoutePattern(pattern: string): RegExp {
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.startsWith('*')) source += segment[1] === '?' ? '(?:/.*)?' : '/.*';
    else if (segment.startsWith(':')) source += segment.endsWith('?') ? '(?:/[^/]+?)?' : '/[^/]+?';
    else source += `/${escapeRegExp(segment)}`;
  }
  return new RegExp(`^${source}/?$`, 'i');
}

export interface ClientRoute {
  pattern: string;
  /** the page's copy of index.html, relative to the build (`pages/questionnaire.html`); none: index.html */
  html?: string;
}

export interface ClientRoutes {
  routes: readonly ClientRoute[];
  /** The client's page at this path, or null when it has none (the 404 page is not one). */
  match(pathname: string): ClientRoute | null;
}

export function clientRoutes(routes: readonly ClientRoute[]): ClientRoutes {
  const compiled = routes.map((route) => [compileRoutePattern(route.pattern), route] as const);
  return { routes, match: (pathname) => compiled.find(([re]) => re.test(pathname))?.[1] ?? null };
}

const isRoute = (value: unknown): value is ClientRoute => {
  if (typeof value !== 'object' || value === null) return false;
  const { pattern, html } = value as Record<string, unknown>;
  return (
    typeof pattern === 'string' &&
    pattern.startsWith('/') &&
    (html === undefined || (typeof html === 'string' && /^[\w-]+(\/[\w-]+)*\.html$/.test(html)))
  );
};

/**
 * The manifest in `distDir`, or null when there is none (a build from before the manifest existed) or it is not
 * what the build writes.
 */
export function loadClientRoutes(distDir: string): ClientRoutes | null {
  const file = path.join(distDir, CLIENT_ROUTES_FILE);
  if (!existsSync(file)) return null;
  try {
    const { routes } = JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown };
    if (!Array.isArray(routes) || !routes.every(isRoute)) return null;
    return clientRoutes(routes);
  } catch {
    return null;
  }
}
