import { DataSource, type DataSourceOptions } from 'typeorm';
import { ALL_MIGRATIONS } from './migrations';

export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: ALL_MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: { max: poolSize, application_name: 'suego' },
  };
}

/** A standalone data source for CLIs and tests, with migrations applied. */
export async function openDataSource(url: string, options: { poolSize?: number; entities?: DataSourceOptions['entities'] } = {}) {
  const ds = new DataSource({ ...dataSourceOptions(url, options.poolSize), entities: options.entities ?? [] });
  await ds.initialize();
  await ds.runMigrations();
  return ds;
}
