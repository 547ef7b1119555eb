import { chmodSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import {
  startEmbeddedPostgres,
  type EmbeddedDatabase,
  type EmbeddedPostgresError,
} from './embedded-postgres';
import { isRunning, readPostmasterPid } from './postmaster';

async function select1(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return String((await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one);
  } catch (error) {
    return String((error as { code?: string }).code ?? error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function eventually<T>(probe: () => Promise<T | undefined>, ms: number): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

/** Issue 37 point 7 (docs/adr/213): the embedded server restarts itself after a crash, and gives up after three failures. */
describe('embedded PostgreSQL: restart in-process after its postmaster is killed', () => {
  let root: string;
  let dir: string;
  let db: EmbeddedDatabase;
  const gaveUp: EmbeddedPostgresError[] = [];
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'suego-restart-'));
    chmodSync(root, 0o755); // as root, PostgreSQL runs as the user postgres, who must reach the data directory
    dir = path.join(root, 'pg');
    db = await startEmbeddedPostgres({ dir, onGiveUp: (error) => gaveUp.push(error) });
  }, 60_000);
  afterAll(async () => {
    await db.stop();
    const pm = readPostmasterPid(dir);
    if (pm && isRunning(pm.pid)) process.kill(pm.pid, 'SIGQUIT');
    rmSync(root, { recursive: true, force: true });
  });

  it('is back on the same URL after kill -9, with a new postmaster', async () => {
    const killed = readPostmasterPid(dir)!;
    process.kill(killed.pid, 'SIGKILL');
    const restarted = await eventually(async () => {
      const pm = readPostmasterPid(dir);
      return pm && pm.pid !== killed.pid && pm.status === 'ready' && (await select1(db.url)) === '1'
        ? pm
        : undefined;
    }, 20_000);
    expect(restarted).toMatchObject({ port: killed.port });
    expect(gaveUp).toEqual([]);
  }, 30_000);

  it('calls onGiveUp when three restarts in a row fail', async () => {
    const killed = readPostmasterPid(dir)!;
    // A cluster PostgreSQL refuses to start on: its PG_VERSION is gone.
    renameSync(path.join(dir, 'PG_VERSION'), path.join(root, 'PG_VERSION'));
    try {
      process.kill(killed.pid, 'SIGKILL');
      await eventually(async () => (gaveUp.length > 0 ? true : undefined), 20_000);
    } finally {
      renameSync(path.join(root, 'PG_VERSION'), path.join(dir, 'PG_VERSION'));
    }
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]!.message).toMatch(/could not be restarted \(3 failed restarts in a row\)/);
    expect(await select1(db.url)).not.toBe('1');
  }, 30_000);
});
