import 'reflect-metadata';
import { describeError } from '../common/describe-error';
import { InvalidEnvironmentError, loadConfig } from '../config/env';
import { openDataSource } from '../database/data-source';
import { openOperatorDatabase } from '../database/operator-database';
import { ALL_UPCASTERS } from '../all-upcasters';
import type { EventStore } from '../event-store/event-store';
import { KurrentDbEventStore } from '../event-store/kurrentdb/kurrentdb-event-store';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { UpcasterRegistry } from '../event-store/upcasters';
import { openPrivacy, type PrivacyRuntime } from '../privacy/shredding/privacy-runtime';
import { ALL_PROJECTIONS } from '../all-projections';
import { rebuildProjection } from '../rebuild-projections';
import { ALL_MIGRATIONS } from '../all-migrations';

const USAGE = `Usage: npm run projections:rebuild -- <projection> [--batch-size N]
Builds a new table version of <projection> from the first event, then swaps it in; the live table keeps
serving until the swap. Database: DATABASE_URL, else the running embedded PostgreSQL in EMBEDDED_PG_DIR, else
that cluster is started for the rebuild. Projections: ${ALL_PROJECTIONS.map((p) => p.name).join(', ')}`;

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
  const { url, embedded } = await openOperatorDatabase(config);
  const dataSource = await openDataSource(url, { migrations: ALL_MIGRATIONS, poolSize: 4 }).catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });
  let store: EventStore | undefined;
  let privacy: PrivacyRuntime | undefined;
  try {
    // Personal fields are decrypted with the product's keys (erasures announced meanwhile still apply).
    privacy = await openPrivacy(dataSource, config, { log: (line) => process.stderr.write(`${line}\n`) });
    const upcasters = new UpcasterRegistry(ALL_UPCASTERS);
    store =
      config.eventStore.adapter === 'kurrentdb' && config.eventStore.kurrentUrl
        ? KurrentDbEventStore.connect(config.eventStore.kurrentUrl, upcasters, privacy.codec)
        : new PostgresEventStore(dataSource, upcasters, privacy.codec);
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
    await privacy?.close();
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).then(
  // Exit once stdout is written: a pipe is asynchronous, and process.exit would cut the summary off.
  (code) => process.stdout.write('', () => process.exit(code)),
  (error: unknown) => {
    if (error instanceof InvalidEnvironmentError) process.stderr.write(`${error.message}\n`);
    else
      process.stderr.write(`Rebuild failed: ${describeError(error)}\n`);
    process.exit(1);
  },
);
