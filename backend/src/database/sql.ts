import type { Pool, PoolClient } from 'pg';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
} from 'typeorm';

export interface SqlResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * Runs SQL on a TypeORM manager (inside its transaction when it has one) and returns rows and the affected
 * count, which `manager.query` mixes up for UPDATE/DELETE.
 */
export async function execSql<T = Record<string, unknown>>(
  target: EntityManager | DataSource,
  sql: string,
  params: unknown[] = [],
): Promise<SqlResult<T>> {
  const runner = 'manager' in target ? undefined : target.queryRunner;
  if (runner) return toResult<T>(await runner.query(sql, params, true));
  const dataSource = 'manager' in target ? target : target.connection;
  const own = dataSource.createQueryRunner();
  try {
    return toResult<T>(await own.query(sql, params, true));
  } finally {
    await own.release();
  }
}

function toResult<T>(result: { records?: unknown[]; affected?: number }): SqlResult<T> {
  const rows = (result.records ?? []) as T[];
  return { rows, rowCount: result.affected ?? rows.length };
}

/** The `pg` pool behind a TypeORM PostgreSQL DataSource, for hot paths that want prepared statements. */
export function pgPool(dataSource: DataSource): Pool {
  const pool = (dataSource.driver as unknown as { master?: Pool }).master;
  if (!pool) throw new Error('The DataSource is not an initialised PostgreSQL data source');
  return pool;
}

/**
 * Runs `use` on a client checked out of the DataSource's pool, bypassing TypeORM's query runner. While checked
 * out, a client has no pool listener: its 'error' (the server ended the connection, e.g. 57P01 when PostgreSQL
 * stops or crashes) would be an unhandled event that ends the process (docs/adr/213). It is listened for here,
 * and a client that failed is dropped from the pool, not reused.
 */
export async function withPooledClient<T>(
  dataSource: DataSource,
  use: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const driver = dataSource.driver as unknown as {
    obtainMasterConnection(): Promise<[PoolClient, (error?: Error) => void]>;
  };
  const [client, release] = await driver.obtainMasterConnection();
  let lost: Error | undefined;
  const onError = (error: Error) => (lost ??= error);
  client.on('error', onError);
  try {
    const result = await use(client);
    client.removeListener('error', onError);
    release(lost);
    return result;
  } catch (error) {
    client.removeListener('error', onError);
    release(lost ?? (error instanceof Error ? error : new Error(String(error)))); // drop a connection that failed mid-query
    throw error;
  }
}

/** The connection string of a PostgreSQL DataSource (for dedicated, unpooled sessions). */
export function connectionUrl(dataSource: DataSource): string {
  const url = (dataSource.options as { url?: string }).url;
  if (!url) throw new Error('The DataSource was not configured with a url');
  return url;
}

const pending = new WeakMap<QueryRunner, Array<() => void>>();
const hooked = new WeakSet<DataSource>();

class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (event.queryRunner.isTransactionActive) return; // a savepoint was released, not the transaction
    const callbacks = pending.get(event.queryRunner);
    pending.delete(event.queryRunner);
    for (const callback of callbacks ?? []) callback();
  }

  afterTransactionRollback(event: TransactionCommitEvent): void {
    if (!event.queryRunner.isTransactionActive) pending.delete(event.queryRunner);
  }
}

/**
 * Runs `callback` once the manager's transaction has committed (at once when it has none); dropped on rollback.
 * Used for in-process wake-ups, which must never announce data that other sessions cannot see yet.
 */
export function afterCommit(manager: EntityManager, callback: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    callback();
    return;
  }
  const dataSource = manager.connection;
  if (!hooked.has(dataSource)) {
    hooked.add(dataSource);
    dataSource.subscribers.push(new AfterCommitSubscriber());
  }
  const list = pending.get(runner);
  if (list) list.push(callback);
  else pending.set(runner, [callback]);
}
