import type { DataSource, DataSourceOptions } from 'typeorm';
import { openDataSource } from '../../database/data-source';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { execSql } from '../../database/sql';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { UpcasterRegistry } from '../../event-store/upcasters';
import { ALL_MIGRATIONS } from '../../all-migrations';

export interface PgTestStore {
  database: TestDatabase;
  dataSource: DataSource;
  store: PostgresEventStore;
  upcasters: UpcasterRegistry;
  close(): Promise<void>;
}

/** A fresh database with the migrations applied, a DataSource on it and a PostgreSQL event store. */
export async function openPgTestStore(
  options: { poolSize?: number; upcasters?: UpcasterRegistry; entities?: DataSourceOptions['entities'] } = {},
): Promise<PgTestStore> {
  const database = await createTestDatabase('es');
  const dataSource = await openDataSource(database.url, {
    migrations: ALL_MIGRATIONS,
    poolSize: options.poolSize ?? 12,
    entities: options.entities,
  });
  const upcasters = options.upcasters ?? new UpcasterRegistry();
  const store = new PostgresEventStore(dataSource, upcasters);
  return {
    database,
    dataSource,
    store,
    upcasters,
    async close() {
      await store.dispose();
      await dataSource.destroy();
      await database.drop();
    },
  };
}

/** md5 over every row of `relation` in `orderBy` order: equal hashes mean equal tables. */
export async function tableHash(dataSource: DataSource, relation: string, orderBy: string): Promise<string> {
  const { rows } = await execSql<{ h: string; n: number }>(
    dataSource,
    `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY ${orderBy}), '')) AS h, count(*)::int AS n FROM ${relation} t`,
  );
  return `${rows[0]?.n ?? 0}:${rows[0]?.h ?? ''}`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns true or `timeoutMs` passes. */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
  everyMs = 25,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}
