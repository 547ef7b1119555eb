import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { openDataSource } from './data-source';
import { withPooledClient } from './sql';

/**
 * A client checked out of the pool has no pool listener: when the server ends its connection (57P01, as when
 * PostgreSQL stops or its postmaster is killed) its 'error' event must still be heard, or Node ends the process
 * (issue 37 point 7, docs/adr/213).
 */
describe('withPooledClient', () => {
  let database: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase('pc');
    ds = await openDataSource(database.url, { migrations: [], poolSize: 2 });
  });
  afterAll(async () => {
    await ds.destroy();
    await database.drop();
  });

  it('survives its connection being terminated while checked out, drops that connection, and works again', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    // Jest's own handler would fail the run; ours records what would have ended the process.
    const saved = process.listeners('uncaughtException');
    process.removeAllListeners('uncaughtException');
    process.on('uncaughtException', onUncaught);
    let victim = 0;
    let terminated = false;
    try {
      const failed = withPooledClient(ds, async (client) => {
        victim = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
        // Between two queries (no query of ours is active): the server's FATAL reaches the client as 'error'.
        while (!terminated) await new Promise((r) => setTimeout(r, 10));
        await new Promise((r) => setTimeout(r, 200));
        return client.query('SELECT 1');
      });
      while (!victim) await new Promise((r) => setTimeout(r, 10));
      await ds.query('SELECT pg_terminate_backend($1)', [victim]);
      terminated = true;
      await expect(failed).rejects.toThrow();
    } finally {
      process.removeListener('uncaughtException', onUncaught);
      for (const l of saved) process.on('uncaughtException', l);
    }
    expect(uncaught).toEqual([]);
    // The next checkout is a live connection, not the terminated one.
    const pid = await withPooledClient(
      ds,
      async (c) => (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid,
    );
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(victim);
  });
});
