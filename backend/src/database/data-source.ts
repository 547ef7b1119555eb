import { DataSource, type DataSourceOptions } from 'typeorm';

/** The schema migrations to run, in order: composition roots pass `ALL_MIGRATIONS` (backend/src/all-migrations.ts). */
export type Migrations = NonNullable<DataSourceOptions['migrations']>;

export function dataSourceOptions(url: string, migrations: Migrations, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: { max: poolSize, application_name: 'suego' },
  };
}

/** A standalone data source for CLIs and tests, with migrations applied. */
export async function openDataSource(
  url: string,
  options: { migrations: Migrations; poolSize?: number; entities?: DataSourceOptions['entities'] },
) {
  const ds = new DataSource({
    ...dataSourceOptions(url, options.migrations, options.poolSize),
    entities: options.entities ?? [],
  });
  await ds.initialize();
  await ds.runMigrations();
  return ds;
}
