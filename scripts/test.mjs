// `npm test`: lint, dependency rules, typecheck, build, backend jest (unit + integration on real PostgreSQL), frontend Vitest and
// Playwright browser journeys. Prints each suite's counts and, last, the sum as "N passed, N failed".
// Lint and typecheck count as one test each, so a failing check shows in the sum, not only in the exit code.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const only = process.argv.slice(2);
const results = [];

function step(name, args, { cwd = root, env = {}, count } = {}) {
  if (only.length > 0 && !only.includes(name)) return;
  const started = Date.now();
  process.stdout.write(`\n━━ ${name} ━━\n`);
  const run = spawnSync(node, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let passed = run.status === 0 ? 1 : 0;
  let failed = run.status === 0 ? 0 : 1;
  if (count) {
    try {
      ({ passed, failed } = count());
      if (run.status !== 0 && failed === 0) failed = 1; // the runner failed outside any test (setup, crash)
    } catch {
      passed = 0;
      failed = Math.max(1, failed);
    }
  }
  results.push({ name, passed, failed, seconds, ok: run.status === 0 });
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

step('lint', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']);
// The dependency rules of docs/architecture.md (.dependency-cruiser.cjs): a violation names its rule.
const depcruise = bin('dependency-cruiser', 'bin/dependency-cruiser.mjs');
step('deps-backend', [
  depcruise,
  'backend/src',
  '--config',
  '.dependency-cruiser.cjs',
  '--ts-config',
  'tsconfig.json',
]);
step('deps-frontend', [
  depcruise,
  'frontend/src',
  '--config',
  '.dependency-cruiser.cjs',
  '--ts-config',
  'frontend/tsconfig.json',
]);
step('typecheck', [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
step('typecheck-web', [bin('typescript', 'bin/tsc'), '-p', 'frontend/tsconfig.json', '--noEmit']);
step('typecheck-e2e', [bin('typescript', 'bin/tsc'), '-p', 'e2e/tsconfig.json', '--noEmit']);
step('build', [path.join(root, 'scripts/build.mjs')]);

const jestOut = path.join(reports, 'jest.json');
step(
  'jest',
  [
    '--experimental-vm-modules',
    '--no-warnings',
    bin('jest', 'bin/jest.js'),
    '--json',
    `--outputFile=${jestOut}`,
  ],
  {
    count: () => {
      const r = readJson(jestOut);
      return { passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites };
    },
  },
);

const vitestOut = path.join(reports, 'vitest.json');
step(
  'vitest',
  [
    bin('vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestOut}`,
  ],
  {
    cwd: path.join(root, 'frontend'),
    count: () => {
      const r = readJson(vitestOut);
      return { passed: r.numPassedTests, failed: r.numFailedTests };
    },
  },
);

const playwrightOut = path.join(reports, 'playwright.json');
step(
  'playwright',
  [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightOut },
    count: () => {
      const { stats } = readJson(playwrightOut);
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
  },
);

process.stdout.write('\n━━ summary ━━\n');
for (const r of results) {
  process.stdout.write(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(14)} ${r.passed} passed, ${r.failed} failed (${r.seconds} s)\n`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const ok = results.every((r) => r.ok) && existsSync(reports);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(ok && failed === 0 ? 0 : 1);
