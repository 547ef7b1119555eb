import path from 'node:path';
import type { DataSource } from 'typeorm';
import { describeError } from '../common/describe-error';
import { InvalidEnvironmentError, loadConfig, type AppConfig } from '../config/env';
import { openDataSource, type Migrations } from './data-source';
import { LEGACY_EMBEDDED_PASSWORD, readEmbeddedPassword } from './embedded-password';
import { embeddedDatabaseUrl, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { runningPostmaster } from './postmaster';

export interface OperatorDatabase {
  url: string;
  /** Where the URL came from, for the command's own messages. */
  source: 'DATABASE_URL' | 'running embedded database' | 'embedded database started for this command';
  /** Set when the command started the embedded database itself: stop it when done. */
  embedded?: EmbeddedDatabase;
}

/** The URL of the embedded cluster running on `dir` now (started by `npm start` or another command), if any. */
export function runningEmbeddedDatabaseUrl(dir: string): string | undefined {
  const resolved = path.resolve(dir);
  const running = runningPostmaster(resolved);
  if (!running || !Number.isInteger(running.port) || running.port <= 0) return undefined;
  return embeddedDatabaseUrl(running.port, readEmbeddedPassword(resolved) ?? LEGACY_EMBEDDED_PASSWORD);
}

/**
 * How every operator command (`users:role`, `projections:rebuild`) finds its database, the same way:
 * DATABASE_URL; else the embedded PostgreSQL running on EMBEDDED_PG_DIR (its port from `postmaster.pid`, its
 * password from the directory's `suego-password`), so the command works while the product runs; else that
 * cluster is started for the command and stopped after it.
 */
export async function openOperatorDatabase(config: AppConfig): Promise<OperatorDatabase> {
  if (config.database.url) return { url: config.database.url, source: 'DATABASE_URL' };
  const running = runningEmbeddedDatabaseUrl(config.database.embeddedDir);
  if (running) return { url: running, source: 'running embedded database' };
  const embedded = await startEmbeddedPostgres({
    dir: config.database.embeddedDir,
    port: config.database.embeddedPort,
  });
  return { url: embedded.url, source: 'embedded database started for this command', embedded };
}

/**
 * An operator command's shell: reads the configuration (a bad variable is exit 2 with its message), finds the
 * database as {@link openOperatorDatabase} does, runs `work` on a small pool, and always closes the pool and stops
 * an embedded cluster it started. A failure prints `<failed>: <cause>` and where the database came from (exit 1).
 */
export async function withOperatorDatabase(
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
  options: { failed: string; poolSize?: number; migrations: Migrations },
  work: (ds: DataSource, config: AppConfig) => Promise<number>,
): Promise<number> {
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      out(error.message);
      return 2;
    }
    throw error;
  }
  let database: OperatorDatabase | undefined;
  try {
    database = await openOperatorDatabase(config);
    const ds = await openDataSource(database.url, {
      migrations: options.migrations,
      poolSize: options.poolSize ?? 1,
    });
    try {
      return await work(ds, config);
    } finally {
      await ds.destroy();
    }
  } catch (error) {
    out(`${options.failed}: ${describeError(error)}`);
    if (database) out(`(database: ${database.source})`);
    return 1;
  } finally {
    await database?.embedded?.stop();
  }
}
