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
import { ANCHOR_INTERVAL_MS } from '../../event-store/postgres/anchor-coverage';
import { createAnchor, latestAnchorFile } from '../../event-store/postgres/chain-anchor';
import { RetentionService } from './retention.service';

export const RETENTION_QUEUE = 'privacy-retention';
/** Every day at 03:17 UTC (a quiet hour; not on the hour, when everyone's cron fires). */
export const RETENTION_CRON = '17 3 * * *';
/** The audit anchor's own queue (docs/adr/211): every hour at :47, and once at a start that finds no recent anchor. */
export const AUDIT_ANCHOR_QUEUE = 'audit-anchor';
export const AUDIT_ANCHOR_CRON = '47 * * * *';
export const RETENTION_SCHEDULER_SETTINGS = Symbol('RETENTION_SCHEDULER_SETTINGS');

export interface RetentionSchedulerSettings {
  /** Start at boot (worker roles outside tests); tests call `start()`. */
  autoStart: boolean;
}

/**
 * The scheduled side of retention (docs/adr/125): a pg-boss cron schedule, kept in PostgreSQL (schema `pgboss`),
 * so exactly one job is created per tick however many workers run, a missed tick (all workers down) is not
 * doubled, and the job is retried if its worker dies. After retention the same job writes an audit anchor; the
 * anchor also has its own hourly schedule, and a start that finds no anchor younger than the hour queues one
 * (ADR 211), run by the worker, not by the start. pg-boss carries only schedules here; the product's own job
 * queue (jobs table, fair turns, heartbeats) stays as it is.
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
    await ensureQueue(boss, {
      name: RETENTION_QUEUE,
      retryLimit: 3,
      retryDelay: 600,
      expireInSeconds: 3_600,
    });
    // One anchor waiting and one running at most, however many workers start or ticks pile up.
    await ensureQueue(boss, {
      name: AUDIT_ANCHOR_QUEUE,
      policy: 'stately',
      retryLimit: 2,
      retryDelay: 300,
      expireInSeconds: 3_000,
    });
    await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'UTC' });
    await boss.schedule(AUDIT_ANCHOR_QUEUE, AUDIT_ANCHOR_CRON, {}, { tz: 'UTC' });
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 60;
    await boss.work(RETENTION_QUEUE, { pollingIntervalSeconds }, async () => {
      await this.retention.run(new Date());
      await this.anchor();
    });
    await boss.work(AUDIT_ANCHOR_QUEUE, { pollingIntervalSeconds }, async () => {
      await this.anchor({ skipUnchanged: true });
    });
    this.boss = boss;
    // The first start (and one after a long stop) anchors at once, as a job: the start does not wait for it.
    if (!this.anchoredWithin(ANCHOR_INTERVAL_MS)) await boss.send(AUDIT_ANCHOR_QUEUE, {});
    return boss;
  }

  /** Whether the newest anchor file is younger than `ms` (a forged or unreadable one is not). */
  private anchoredWithin(ms: number): boolean {
    try {
      const latest = latestAnchorFile(this.config.auditAnchor.dir, anchorKey(this.config));
      return latest !== null && Date.now() - Date.parse(latest.at) < ms;
    } catch {
      return false;
    }
  }

  /**
   * The audit anchor (docs/adr/155, 211): hourly (`skipUnchanged`: nothing is written when no stream changed), at
   * the first start, and right after retention so it records the streams retention removed. A chain that does not
   * verify is not anchored: the error names the stream, for whoever reads the logs.
   */
  async anchor(options: { skipUnchanged?: boolean } = {}): Promise<void> {
    const { anchor, report, file, unchanged } = await createAnchor(this.dataSource, {
      key: anchorKey(this.config),
      dir: this.config.auditAnchor.dir,
      skipUnchanged: options.skipUnchanged,
    });
    if (unchanged) this.logger.debug('Audit anchor: no stream changed since the last one');
    else if (anchor) this.logger.log({ streams: anchor.heads.length, file }, 'Audit anchor written');
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

/** Creates the queue unless it exists (another worker may create it first). */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  if (await boss.getQueue(queue.name)) return;
  try {
    await boss.createQueue(queue.name, queue);
  } catch (error) {
    if (!(await boss.getQueue(queue.name))) throw error;
  }
}
