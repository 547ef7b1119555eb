import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { describeError } from '../../common/describe-error';
import { InjectConfig } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { execSql } from '../../event-store/postgres/sql';
import { upsertAttorneys } from '../directory/attorney';
import { DirectoryIndex } from '../directory/directory-index';
import { generateSampleDirectory, SAMPLE_DIRECTORY_SIZE } from './sample-directory';

/** Serialises loaders of several processes started together (any value, fixed forever). */
const SAMPLE_LOCK_KEY = 0x5a3f_0a77;
const CHUNK = 2_500;

export type SampleLoadResult = { loaded: number; ms: number } | { loaded: 0; skipped: 'not-empty' | 'locked' };

/**
 * Loads the labelled sample directory (docs/adr/090) the first time the app starts on an empty `attorneys` table.
 * It runs in the background after bootstrap, so it never delays start-up or the health check; several processes
 * starting at once take a transaction-level advisory lock, and the table is checked under it. One transaction:
 * either the whole sample is there or none of it. `ATTORNEY_SAMPLE_DIRECTORY=off` (the test apps' default)
 * skips it; tests call `load()` themselves.
 */
@Injectable()
export class SampleDirectoryLoader implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Attorneys');
  private running: Promise<SampleLoadResult> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly index: DirectoryIndex,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.attorneys.sampleDirectory !== 'auto') return;
    this.running = this.load().catch((error: unknown) => {
      this.logger.error({ err: describeError(error) }, 'Could not load the sample attorney directory');
      return { loaded: 0, skipped: 'locked' } as const;
    });
  }

  /** The background load started at bootstrap (null when there is none), for tests and benchmarks. */
  whenLoaded(): Promise<SampleLoadResult> | null {
    return this.running;
  }

  /** Waits for a load in progress: its transaction must end before the connection pool closes. */
  async onModuleDestroy(): Promise<void> {
    await this.running;
  }

  /** Loads `size` sample attorneys if the directory is empty. */
  async load(size = SAMPLE_DIRECTORY_SIZE): Promise<SampleLoadResult> {
    const started = performance.now();
    const result = await this.dataSource.transaction(async (tx): Promise<SampleLoadResult> => {
      const { rows: lock } = await execSql<{ locked: boolean }>(tx, `SELECT pg_try_advisory_xact_lock($1) AS locked`, [
        SAMPLE_LOCK_KEY,
      ]);
      if (!lock[0]?.locked) return { loaded: 0, skipped: 'locked' } as const;
      const { rows } = await execSql<{ any: boolean }>(tx, `SELECT EXISTS (SELECT 1 FROM attorneys) AS any`);
      if (rows[0]?.any) return { loaded: 0, skipped: 'not-empty' } as const;
      const records = generateSampleDirectory(size);
      for (let i = 0; i < records.length; i += CHUNK) await upsertAttorneys(tx, records.slice(i, i + CHUNK));
      await execSql(tx, 'ANALYZE attorneys');
      const ms = Math.round(performance.now() - started);
      this.logger.log({ attorneys: records.length, ms }, 'Loaded the sample attorney directory (fictional attorneys, labelled as sample data)');
      return { loaded: records.length, ms };
    });
    this.index.invalidate();
    return result;
  }
}
