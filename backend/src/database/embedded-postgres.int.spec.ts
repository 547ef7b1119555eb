import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { initdbRunning, LISTENING, startServer } from '../testing/server-process';
import { passwordFile, readEmbeddedPassword } from './embedded-password';
import { embeddedDatabaseUrl, startEmbeddedPostgres } from './embedded-postgres';
import { isRunning, readPostmasterPid } from './postmaster';

/** 'ok', or the error code (28P01: wrong password). */
async function connectWith(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return 'ok';
  } catch (error) {
    return String((error as { code?: string }).code ?? error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('embedded PostgreSQL: restart after SIGKILL (issue 11, point 4)', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'suego-crash-'));
    chmodSync(root, 0o755); // as root, PostgreSQL runs as the user postgres, who must reach the data directory
  });
  afterAll(() => {
    // Whatever a failed run left behind.
    const pm = readPostmasterPid(path.join(root, 'pg'));
    if (pm && isRunning(pm.pid)) process.kill(pm.pid, 'SIGQUIT');
    rmSync(root, { recursive: true, force: true });
  });

  it('starts again by itself every time its Node process was SIGKILLed (the orphaned PostgreSQL is stopped)', async () => {
    const dir = path.join(root, 'pg');
    const orphans: number[] = [];
    for (let round = 0; round < 3; round++) {
      const server = startServer(dir);
      const [, port] = await server.waitFor(LISTENING);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      server.child.kill('SIGKILL'); // the Node process only, as the OOM killer does
      await server.exited();
      const orphan = readPostmasterPid(dir)!;
      expect(isRunning(orphan.pid)).toBe(true);
      orphans.push(orphan.pid);
    }
    const last = startServer(dir);
    const [, port] = await last.waitFor(LISTENING);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(last.output()).toContain(`Stopping the PostgreSQL server (pid ${orphans.at(-1)})`);
    expect(last.output()).not.toContain('failed to start');
    for (const pid of orphans) expect(isRunning(pid)).toBe(false);

    last.child.kill('SIGTERM');
    expect(await last.exited()).toEqual({ code: 0, signal: null });
    expect(readPostmasterPid(dir)).toBeUndefined(); // stopped cleanly: no server left
  }, 240_000);

  it('also recovers when killed during its very first start, and says what to do when PostgreSQL cannot start', async () => {
    const dir = path.join(root, 'first');
    const early = startServer(dir);
    const deadline = Date.now() + 60_000;
    while (!initdbRunning(dir) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    early.child.kill('SIGKILL'); // in the middle of initdb
    await early.exited();
    const again = startServer(dir);
    await again.waitFor(LISTENING);
    again.child.kill('SIGTERM');
    expect((await again.exited()).code).toBe(0);

    // A data directory PostgreSQL refuses (made by another major version).
    const broken = path.join(root, 'broken');
    mkdirSync(broken, { recursive: true, mode: 0o700 });
    writeFileSync(path.join(broken, 'PG_VERSION'), '9.6\n');
    const failing = startServer(broken);
    expect(await failing.exited()).toEqual({ code: 1, signal: null });
    const text = failing.output();
    expect(text).toContain(`SueGo failed to start: The embedded PostgreSQL in ${broken} did not start`);
    expect(text).toContain('PostgreSQL said:');
    expect(text).toMatch(/PostgreSQL said:\n {2}\S/); // its own words, not "(nothing)"
    expect(text).toContain('What to do:');
    expect(text).not.toContain('undefined');
  }, 180_000);
});

describe('embedded PostgreSQL: a password per data directory (issue 11, point 12)', () => {
  let dir: string;
  beforeAll(() => {
    dir = path.join(mkdtempSync(path.join(tmpdir(), 'suego-pw-')), 'pg');
    chmodSync(path.dirname(dir), 0o755);
  });
  afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('generates one at the first start, stores it 0600, and no longer accepts the old fixed password', async () => {
    const db = await startEmbeddedPostgres({ dir });
    try {
      const password = readEmbeddedPassword(dir)!;
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect(statSync(passwordFile(dir)).mode & 0o777).toBe(0o600);
      expect(db.url).toContain(password);
      expect(await connectWith(db.url)).toBe('ok');
      const port = Number(new URL(db.url).port);
      expect(await connectWith(embeddedDatabaseUrl(port, 'postgres'))).toBe('28P01');
    } finally {
      await db.stop();
    }
  }, 60_000);

  it('replaces the fixed password of a cluster made before, at its next start', async () => {
    // Make the cluster look like one from before: the old password, no password file.
    let db = await startEmbeddedPostgres({ dir });
    const admin = new Client({ connectionString: db.url });
    await admin.connect();
    await admin.query(`ALTER ROLE postgres PASSWORD 'postgres'`);
    await admin.end();
    await db.stop();
    unlinkSync(passwordFile(dir));

    db = await startEmbeddedPostgres({ dir });
    try {
      const password = readEmbeddedPassword(dir)!;
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect(statSync(passwordFile(dir)).mode & 0o777).toBe(0o600);
      const port = Number(new URL(db.url).port);
      expect(await connectWith(embeddedDatabaseUrl(port, password))).toBe('ok');
      expect(await connectWith(embeddedDatabaseUrl(port, 'postgres'))).toBe('28P01');
    } finally {
      await db.stop();
    }
  }, 60_000);
});
