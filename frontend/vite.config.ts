/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { paths } from './src/config/paths.ts';
import { clientRoutesManifest } from './vite-plugins/client-routes.ts';
import { compressAssets } from './vite-plugins/compress-assets.ts';
import { precompileMessages } from './vite-plugins/precompile-messages.ts';
import { preloadFonts } from './vite-plugins/preload-fonts.ts';
import { routeModulesFromRouter } from './vite-plugins/route-modules.ts';

const appDir = fileURLToPath(new URL('./src/app', import.meta.url));
const patterns = Object.fromEntries(
  Object.entries(paths).flatMap(([key, route]) => ('path' in route ? [[key, route.path]] : [])),
);
const routeModules = routeModulesFromRouter(readFileSync(path.join(appDir, 'router.tsx'), 'utf8'), patterns);
const clientRoutes = Object.values(patterns).map((pattern) => {
  const module = routeModules.get(pattern);
  return { pattern, module: module ? path.resolve(appDir, module) : undefined };
});

// The API the dev server and preview forward /api to (the NestJS app, `npm start`, default port 3000).
const apiTarget = process.env.SUEGO_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    // every message parsed at build time, so the browser gets no ICU parser (ADR 200)
    precompileMessages(),
    react(),
    tailwindcss(),
    clientRoutesManifest(clientRoutes),
    // the body text's face, Latin subset: every first screen sets text in it
    preloadFonts([/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/]),
    compressAssets(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // the messages arrive parsed (precompile-messages): the app needs the parser's types, not the parser (tests
      // keep it: the plugin and the catalog test run in the test process, where the app's libraries are not bundled)
      ...(process.env.VITEST
        ? []
        : [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: fileURLToPath(
                new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
              ),
            },
          ]),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: false,
      },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: false,
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer, larger chunks (ADR 193): on a phone each request costs a round trip, so the automatic split (one
        // chunk per shared module: 26 requests for the questionnaire) is merged into groups:
        codeSplitting: {
          groups: [
            // everything the entry loads (the shell, the home page, React…) in the entry chunk: 2 requests for /
            { name: 'app', tags: ['$initial'], priority: 4 },
            // the validation library, for the pages with forms only
            { name: 'zod', test: /node_modules[\/]zod[\/]/, priority: 3 },
            // lucide's icons are a few hundred bytes each: one chunk for the lazy pages' icons
            { name: 'icons', test: /node_modules[\/]lucide-react[\/]/, priority: 2 },
            // code shared by lazy pages, one chunk per set of pages that share it, so a page loads no other page's
            // code; a set's chunk under 600 bytes joins a neighbour (a round trip costs more than a few bytes)
            {
              name: 'shared',
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 600,
            },
          ],
        },
        // the shared groups are named after every page that uses them: keep the file names short
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    environment: 'jsdom',
    // one jsdom per worker with per-file module isolation: about 2.5x faster than the default pool here
    pool: 'vmThreads',
    globals: false,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
