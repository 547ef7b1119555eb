import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The manifest's name in the build; the server reads it (backend/src/web/client-routes.ts). */
export const CLIENT_ROUTES_FILE = 'client-routes.json';
/** Where the per-page copies of index.html go. */
export const PAGES_DIR = 'pages';

export interface ClientRoute {
  /** the wouter pattern (`/checkout/:caseId`) */
  pattern: string;
  /** the absolute path, without extension, of the module a lazy route renders; none for eager ones */
  module?: string;
}

/** The manifest: every route the client has a page for, and the copy of index.html that serves it, if not the plain one. */
export interface ClientRoutesManifest {
  routes: { pattern: string; html?: string }[];
}

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');
const pageFileName = (pattern: string) =>
  `${PAGES_DIR}/${
    pattern
      .replace(/^\//, '')
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .replace(/-+$/, '') || 'home'
  }.html`;

/** `start` and every chunk it imports statically, directly or not. */
function staticClosure(start: OutputChunk, byFile: Map<string, OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return seen;
}

/**
 * For each lazy route, the chunks its page needs beyond what index.html already loads: its own chunk and the chunks
 * that one imports.
 */
export function routePreloads(bundle: OutputBundle, routes: readonly ClientRoute[]): Map<string, string[]> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const initial = entry ? staticClosure(entry, byFile) : new Set<string>();
  const preloads = new Map<string, string[]>();
  for (const route of routes) {
    if (!route.module) continue;
    const chunk = chunks.find((c) => c.facadeModuleId && withoutExtension(c.facadeModuleId) === route.module);
    if (!chunk) continue;
    const files = [...staticClosure(chunk, byFile)].filter((file) => !initial.has(file));
    if (files.length > 0) preloads.set(route.pattern, files);
  }
  return preloads;
}

/**
 * Writes the client's routes into the build (`client-routes.json`), so the server answers 404 for a path the app
 * has no page for without importing any frontend code (ADR 192), and a copy of index.html per lazy page that also
 * preloads that page's chunks, so the browser fetches them beside the main bundle instead of after it (ADR 193).
 */
export function clientRoutesManifest(routes: readonly ClientRoute[]): Plugin {
  let outDir = '';
  let base = '/';
  let preloads = new Map<string, string[]>();
  return {
    name: 'suego:client-routes',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    generateBundle(_options, bundle) {
      preloads = routePreloads(bundle, routes);
    },
    async writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string')
        throw new Error('index.html is not in the build');
      const manifest: ClientRoutesManifest = { routes: [] };
      const written = new Set<string>();
      await mkdir(path.join(outDir, PAGES_DIR), { recursive: true });
      for (const { pattern } of routes) {
        const files = preloads.get(pattern);
        if (!files) {
          manifest.routes.push({ pattern });
          continue;
        }
        const html = pageFileName(pattern);
        if (written.has(html)) throw new Error(`two routes would share ${html}`);
        written.add(html);
        const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
        await writeFile(
          path.join(outDir, html),
          index.source.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        );
        manifest.routes.push({ pattern, html });
      }
      await writeFile(path.join(outDir, CLIENT_ROUTES_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
