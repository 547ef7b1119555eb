import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
// The fake mail server (e2e/mail-sink.mts): SMTP for the app, HTTP for the journeys that read links from mail.
process.env.MAIL_SINK_SMTP_PORT ??= String(port + 1);
process.env.MAIL_SINK_HTTP_PORT ??= String(port + 2);
// One fresh embedded PostgreSQL per run; set once in the main process, inherited by the workers.
process.env.E2E_PG_DIR ??= mkdtempSync(path.join(tmpdir(), 'suego-e2e-pg-'));
const root = path.resolve(__dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  outputDir: path.join(root, 'test-results', 'e2e'),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Budgets sized for a loaded CI machine (about twice as slow as a quiet one): a passing journey takes no longer
  // for them, a failing one fails a little later. Journeys that set their own budget double theirs likewise.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './global-setup.ts',
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM_PATH,
      args: process.env.E2E_CHROMIUM_ARGS ? (JSON.parse(process.env.E2E_CHROMIUM_ARGS) as string[]) : [],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `"${process.execPath}" e2e/mail-sink.mts`,
      cwd: root,
      url: `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `"${process.execPath}" dist/backend/src/main.js`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // SIGTERM lets the server stop its embedded PostgreSQL cleanly.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        // Every journey signs up from 127.0.0.1; the per-IP sign-up limit would end the suite early.
        AUTH_RATE_LIMIT: 'off',
        EMBEDDED_PG_DIR: process.env.E2E_PG_DIR,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Every email goes to the fake mail server; journeys read links there (e2e/mailbox.ts).
        SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_SINK_SMTP_PORT}`,
        // Staff for journeys that read /admin/outbox and work /admin/support, once they verify their address. One
        // account per journey: each sets up its own TOTP.
        STAFF_EMAILS: 'e2e-staff@example.com,e2e-support-staff@example.com,e2e-layout-staff@example.com',
      },
    },
  ],
});
