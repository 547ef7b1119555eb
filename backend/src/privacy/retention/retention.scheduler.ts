import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { connectionUrl } from '../../database/sql';
import { anchorKey } from '../../event-store/audit-anchor-settings';
import { createAnchor } from '../../event-store/postgres/chain-anchor';
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
 * doubled, and the job is retried if its worker dies. After retention the same job writes the day's audit anchor. pg-boss carries only schedules here; the product's own
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
        await boss.createQueue(RETENTION_QUEUE, {
          name: RETENTION_QUEUE,
          retryLimit: 3,
          retryDelay: 600,
          expireInSeconds: 3_600,
        });
      } catch (error) {
        if (!(await boss.getQueue(RETENTION_QUEUE))) throw error; // not just another worker creating it first
      }
    }
    await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'UTC' });
    await boss.work(
      RETENTION_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 60 },
      async () => {
        await this.retention.run(new Date());
        await this.anchor();
      },
    );
    this.boss = boss;
    return boss;
  }

  /**
   * The daily audit anchor (docs/adr/155), right after retention so it records the streams retention removed. A
   * chain that does not verify is not anchored: the error names the stream, for whoever reads the logs.
   */
  async anchor(): Promise<void> {
    const { anchor, report, file } = await createAnchor(this.dataSource, {
      key: anchorKey(this.config),
      dir: this.config.auditAnchor.dir,
    });
    if (anchor) this.logger.log({ streams: anchor.heads.length, file }, 'Audit anchor written');
    else
      this.logger.error(
        { firstBroken: { ...report.firstBroken, position: String(report.firstBroken?.position) } },
        'Audit anchor refused: the event chain does not verify (npm run audit:verify)',
      );
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
