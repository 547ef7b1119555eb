import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { describeError } from '../../common/describe-error';
import { InjectConfig } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { execSql } from '../../database/sql';
import { upsertAttorneys } from '../directory/attorney';
import { DirectoryIndex } from '../directory/directory-index';
import { generateSampleDirectory, SAMPLE_DIRECTORY_SIZE } from './sample-directory';

/** Serialises loaders of several processes started together (any value, fixed forever). */
const SAMPLE_LOCK_KEY = 0x5a3f_0a77;
const CHUNK = 2_500;

export type SampleLoadResult =
  { loaded: number; ms: number } | { loaded: 0; skipped: 'not-empty' | 'locked' | 'stopping' };

/** The app is shutting down: the load rolls back and the next start tries again. */
class SampleLoadStopped extends Error {}

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
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly index: DirectoryIndex,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.attorneys.sampleDirectory !== 'auto') return;
    this.running = this.load().catch((error: unknown) => {
      // Interrupted by a shutdown, the next start loads it; otherwise say why it failed.
      if (this.stopping) return { loaded: 0, skipped: 'stopping' } as const;
      this.logger.error({ err: describeError(error) }, 'Could not load the sample attorney directory');
      return { loaded: 0, skipped: 'locked' } as const;
    });
  }

  /** The background load started at bootstrap (null when there is none), for tests and benchmarks. */
  whenLoaded(): Promise<SampleLoadResult> | null {
    return this.running;
  }

  /** Stops a load in progress at its next chunk (rolled back) and waits for it: the pool closes after it. */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  /** Loads `size` sample attorneys if the directory is empty. */
  async load(size = SAMPLE_DIRECTORY_SIZE): Promise<SampleLoadResult> {
    const started = performance.now();
    // Generated before the transaction (and only for an empty table), so the transaction stays short.
    if (await this.hasAttorneys()) return { loaded: 0, skipped: 'not-empty' };
    const records = generateSampleDirectory(size);
    if (this.stopping) return { loaded: 0, skipped: 'stopping' };
    const result = await this.dataSource
      .transaction(async (tx): Promise<SampleLoadResult> => {
        const { rows: lock } = await execSql<{ locked: boolean }>(
          tx,
          `SELECT pg_try_advisory_xact_lock($1) AS locked`,
          [SAMPLE_LOCK_KEY],
        );
        if (!lock[0]?.locked) return { loaded: 0, skipped: 'locked' } as const;
        const { rows } = await execSql<{ any: boolean }>(
          tx,
          `SELECT EXISTS (SELECT 1 FROM attorneys) AS any`,
        );
        if (rows[0]?.any) return { loaded: 0, skipped: 'not-empty' } as const;
        for (let i = 0; i < records.length; i += CHUNK) {
          if (this.stopping) throw new SampleLoadStopped();
          await upsertAttorneys(tx, records.slice(i, i + CHUNK));
        }
        await execSql(tx, 'ANALYZE attorneys');
        const ms = Math.round(performance.now() - started);
        this.logger.log(
          { attorneys: records.length, ms },
          'Loaded the sample attorney directory (fictional attorneys, labelled as sample data)',
        );
        return { loaded: records.length, ms };
      })
      .catch((error: unknown) => {
        if (error instanceof SampleLoadStopped) return { loaded: 0, skipped: 'stopping' } as const;
        throw error;
      });
    this.index.invalidate();
    return result;
  }

  private async hasAttorneys(): Promise<boolean> {
    const { rows } = await execSql<{ any: boolean }>(
      this.dataSource,
      `SELECT EXISTS (SELECT 1 FROM attorneys) AS any`,
    );
    return rows[0]?.any === true;
  }
}
