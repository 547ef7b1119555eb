// Builds the API (tsc → dist/) and the web app (vite → frontend/dist/).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const [label, args, cwd] of [
  ['API', [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], root],
  // The home page's sample letter, drafted by the drafter just built (issue 43 point 7).
  ['sample letter', [path.join(root, 'dist/backend/src/cli/sample-letter.cli.js'), root], root],
  ['web app', [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], path.join(root, 'frontend')],
]) {
  const started = Date.now();
  const run = spawnSync(process.execPath, args, { cwd, stdio: 'inherit' });
  if (run.status !== 0) {
    process.stderr.write(`Building the ${label} failed.\n`);
    process.exit(run.status ?? 1);
  }
  process.stdout.write(`Built the ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
