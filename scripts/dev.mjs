// `npm run dev`: the API rebuilt and restarted on change (tsc --watch + node --watch) on :3000, and Vite with hot
// reload on :5173 proxying /api to it.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

const first = spawnSync(node, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn(node, [tsc, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn(node, ['--enable-source-maps', '--watch-path=dist/backend', 'dist/backend/src/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SERVE_WEB: 'false', PORT: apiPort },
  }),
  spawn(node, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(root, 'frontend'),
    stdio: 'inherit',
    env: { ...process.env, SUEGO_API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((c) => c.on('exit', (code) => code && stop('SIGTERM')));
