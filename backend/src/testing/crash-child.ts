/*
 * A process the crash tests kill with SIGKILL at a chosen point (see crash-child.process.ts for the parent side).
 *   projection <db-url> <name> <view> <batches-before-hang>: runs the stream-chain projection, commits N batches,
 *     then writes the next batch and hangs before its commit;
 *   job <db-url> <type> <lease-ms> [host] [heartbeat-ms]: claims a job of <type> and hangs inside the handler
 *     (lease renewals and heartbeats go on).
 * It prints one line per milestone on stdout for the parent to wait on.
 */
import { openDataSource } from '../database/data-source';
import { JobQueue } from '../jobs/job-queue';
import { JobWorker } from '../jobs/job-worker';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { streamChainProjection } from './event-store/test-projections';
import { ALL_MIGRATIONS } from '../all-migrations';

const say = (line: string) => process.stdout.write(`${line}\n`);
const forever = () => new Promise<never>(() => undefined);
const logger = {
  log: (m: string) => process.stderr.write(`${m}\n`),
  warn: (m: string) => process.stderr.write(`${m}\n`),
  error: (m: string) => process.stderr.write(`${m}\n`),
};

async function main(): Promise<void> {
  const [mode, url, ...args] = process.argv.slice(2);
  if (!url) throw new Error('usage: crash-child <mode> <db-url> ...');
  const dataSource = await openDataSource(url, { migrations: ALL_MIGRATIONS, poolSize: 4 });

  if (mode === 'projection') {
    const [name, view, hangAfter] = args;
    let batches = 0;
    const definition = streamChainProjection(name!, view!, {
      batchSize: 50,
      async beforeCommit() {
        batches++;
        if (batches > Number(hangAfter)) {
          say('HANGING'); // this batch's rows are written, its transaction is open, the checkpoint is not committed
          await forever();
        }
      },
    });
    const host = new SubscriptionsService(dataSource, new PostgresEventStore(dataSource), {
      autoStart: false,
      logger,
    });
    host.registerProjection(definition);
    await host.start({ pollMs: 50 });
    say('STARTED');
    return;
  }

  if (mode === 'job') {
    const [type, leaseMs, host, heartbeatMs] = args;
    const queue = new JobQueue(dataSource);
    queue.registerHandler({
      type: type!,
      async handle(job) {
        say(`CLAIMED ${job.id} ${job.attempts}`);
        await forever();
      },
    });
    new JobWorker(
      dataSource,
      queue,
      {
        workerId: 'doomed-child',
        leaseMs: Number(leaseMs),
        pollMs: 50,
        ...(host ? { host } : {}),
        ...(heartbeatMs ? { heartbeatMs: Number(heartbeatMs) } : {}),
      },
      logger,
    ).start();
    say('STARTED');
    return;
  }
  throw new Error(`unknown mode ${mode}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `crash-child failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
