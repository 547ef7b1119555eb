import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { connectionUrl } from '../../database/sql';
import { RetentionService } from './retention.service';

export const RETENTION_QUEUE = 'privacy-retention';
/** Every day at 03:17 UTC (a quiet hour; not on the hour, when everyone's cron fires). */
export const RETENTION_CRON = '17 3 * * *';
export const RETENTION_SCHEDULER_SETTINGS = Symbol('RETENTION_SCHEDULER_SETTINGS');

export interface RetentionSchedulerSettings {
  /** Start at boot (worker roles outside tests); tests call `start()`. */
  autoStart: boolean;
}

/**
 * The scheduled side of retention (docs/adr/125): a pg-boss cron schedule, kept in PostgreSQL (schema `pgboss`),
 * so exactly one job is created per tick however many workers run, a missed tick (all workers down) is not
 * doubled, and the job is retried if its worker dies. pg-boss carries only schedules here; the product's own
 * job queue (jobs table, fair turns, heartbeats) stays as it is.
 */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RetentionScheduler.name);
  private boss?: PgBoss;

  constructor(
    private readonly dataSource: DataSource,
    private readonly retention: RetentionService,
    @Inject(RETENTION_SCHEDULER_SETTINGS) private readonly settings: RetentionSchedulerSettings,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.settings.autoStart) await this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  async start(options: { pollingIntervalSeconds?: number } = {}): Promise<PgBoss> {
    if (this.boss) return this.boss;
    const boss = new PgBoss({
      connectionString: connectionUrl(this.dataSource),
      schema: 'pgboss',
      max: 2,
      application_name: 'suego-scheduler',
    });
    boss.on('error', (error) => this.logger.error({ err: error }, 'pg-boss error'));
    await boss.start();
    if (!(await boss.getQueue(RETENTION_QUEUE))) {
      try {
        await boss.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, retryLimit: 3, retryDelay: 600, expireInSeconds: 3_600 });
      } catch (error) {
        if (!(await boss.getQueue(RETENTION_QUEUE))) throw error; // not just another worker creating it first
      }
    }
    await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'UTC' });
    await boss.work(RETENTION_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 60 }, async () => {
      await this.retention.run(new Date());
    });
    this.boss = boss;
    return boss;
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
