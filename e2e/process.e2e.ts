import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(__dirname, '..');
const main = path.join(root, 'dist/backend/src/main.js');

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let out = '';
  const child = spawn(process.execPath, [main], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

test('an invalid environment variable stops start-up with a message naming it', async () => {
  const { exited, output } = start({ PORT: 'eighty', EVENT_STORE: 'kurrentdb' });
  expect(await exited).toBe(1);
  expect(output()).toContain('PORT');
  expect(output()).toContain('KURRENTDB_URL');
  expect(output()).toContain('.env.example');
});

test('SIGTERM drains the app and stops the embedded database cleanly', async () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'suego-sigterm-pg-'));
  const port = 3400 + Math.floor(Math.random() * 500);
  const { child, exited, output } = start({ PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_DIR: dir, SERVE_WEB: 'false' });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
  expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(true);
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output()).toContain('stopped cleanly');
  // PostgreSQL removes its pid file only on a clean shutdown.
  expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
});
