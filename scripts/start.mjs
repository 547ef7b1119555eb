// `npm start`: build whatever is missing or stale, then run the whole product (API + SPA + workers) on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;

function newestMtime(dir, skip = new Set(['node_modules', 'dist', '.data'])) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full, skip) : statSync(full).mtimeMs);
  }
  return newest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function run(label, args, options = {}) {
  const started = Date.now();
  process.stdout.write(`SueGo: ${label}…\n`);
  const result = spawnSync(node, args, { cwd: options.cwd ?? root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`SueGo: ${label} failed.\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`SueGo: ${label} took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const apiEntry = path.join(root, 'dist/backend/src/main.js');
const apiSources = Math.max(
  newestMtime(path.join(root, 'backend/src')),
  mtime(path.join(root, 'tsconfig.build.json')),
);
if (mtime(apiEntry) < apiSources) {
  run('building the API', [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json']);
}

const webIndex = path.join(root, 'frontend/dist/index.html');
const webSources = Math.max(
  newestMtime(path.join(root, 'frontend/src')),
  newestMtime(path.join(root, 'frontend/public')),
  newestMtime(path.join(root, 'frontend/vite-plugins')),
  mtime(path.join(root, 'frontend/index.html')),
  mtime(path.join(root, 'frontend/vite.config.ts')),
);
// A build from before the route manifest and the compressed copies (docs/adr/190, 192) is rebuilt too.
const webComplete = existsSync(path.join(root, 'frontend/dist/client-routes.json'));
if (mtime(webIndex) < webSources || !webComplete) {
  run('building the web app', [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'frontend'),
  });
}

// Run the API in this very process (no child to orphan): a signal sent to `npm start` reaches main.ts's handlers,
// which drain the app and stop the embedded database cleanly.
process.setSourceMapsEnabled(true);
process.chdir(root);
// `npm` does not pass a SIGTERM sent to it on to the script: when our parent goes away, shut down as if told to.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();
await import(pathToFileURL(apiEntry).href);
