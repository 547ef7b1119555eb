import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import 'reflect-metadata';
import { InvalidEnvironmentError, loadConfig, type AppConfig } from '../../backend/src/config/env';
import { openDataSource } from '../../backend/src/database/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../backend/src/database/embedded-postgres';
import { ALL_UPCASTERS } from '../../backend/src/event-store/all-upcasters';
import type { EventStore } from '../../backend/src/event-store/event-store';
import { KurrentDbEventStore } from '../../backend/src/event-store/kurrentdb/kurrentdb-event-store';
import { UpcasterRegistry } from '../../backend/src/event-store/upcasters';
import { ALL_PROJECTIONS } from './all-projections';
import { rebuildProjection } from './rebuild';

const USAGE = `Usage: npm run projections:rebuild -- <projection> [--batch-size N]
Builds a new table version of <projection> from the first event, then swaps it in; the live table keeps
serving until the swap. Database: DATABASE_URL, else the running embedded PostgreSQL in EMBEDDED_PG_DIR, else
that cluster is started for the rebuild. Projections: ${ALL_PROJECTIONS.map((p) => p.name).join(', ')}`;

/** The port of an embedded cluster that is running now (PostgreSQL writes it on line 4 of postmaster.pid). */
function runningEmbeddedPort(dir: string): number | undefined {
  const pidFile = path.join(path.resolve(dir), 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

async function resolveDatabase(config: AppConfig): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (config.database.url) return { url: config.database.url };
  const port = runningEmbeddedPort(config.database.embeddedDir);
  if (port) return { url: `postgres://postgres:postgres@127.0.0.1:${port}/suego` };
  const embedded = await startEmbeddedPostgres({
    dir: config.database.embeddedDir,
    port: config.database.embeddedPort,
  });
  return { url: embedded.url, embedded };
}

async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  let batchSize: number | undefined;
  const flag = args.indexOf('--batch-size');
  if (flag >= 0) {
    batchSize = Number(args[flag + 1]);
    args.splice(flag, 2);
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      process.stderr.write(`--batch-size must be a positive integer\n${USAGE}\n`);
      return 2;
    }
  }
  const name = args[0];
  if (!name || args.length > 1 || name === '--help' || name === '-h') {
    process.stderr.write(`${USAGE}\n`);
    return name === '--help' || name === '-h' ? 0 : 2;
  }
  if (!ALL_PROJECTIONS.some((p) => p.name === name)) {
    process.stderr.write(`Unknown projection "${name}".\n${USAGE}\n`);
    return 2;
  }

  const config = loadConfig(process.env);
  const { url, embedded } = await resolveDatabase(config);
  const dataSource = await openDataSource(url, { poolSize: 4 });
  let store: EventStore | undefined;
  try {
    if (config.eventStore.adapter === 'kurrentdb' && config.eventStore.kurrentUrl) {
      store = KurrentDbEventStore.connect(config.eventStore.kurrentUrl, new UpcasterRegistry(ALL_UPCASTERS));
    }
    const result = await rebuildProjection(dataSource, name, {
      store,
      batchSize,
      log: (line) => process.stderr.write(`${line}\n`),
    });
    process.stdout.write(
      `${JSON.stringify({ ...result, position: { transactionId: result.position.transactionId, globalPosition: result.position.globalPosition.toString() } })}\n`,
    );
    return 0;
  } finally {
    await store?.dispose();
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof InvalidEnvironmentError) process.stderr.write(`${error.message}\n`);
    else
      process.stderr.write(
        `Rebuild failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    process.exit(1);
  },
);
