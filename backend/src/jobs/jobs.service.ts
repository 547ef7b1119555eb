import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Job, JobHandler, NewJob } from './job';
import { JobQueue } from './job-queue';
import { JobWorker, type JobWorkerOptions } from './job-worker';

export const JOBS_SETTINGS = Symbol('JOBS_SETTINGS');

export interface JobsSettings {
  /** Start the worker at boot (ROLE all/worker outside tests). */
  autoStart: boolean;
  worker?: Partial<JobWorkerOptions>;
}

/**
 * Nest face of the jobs table: features register handlers in `onModuleInit` and enqueue (a process manager does
 * it with the `tx` of its batch). The worker runs where the role runs workers; tests call `startWorker()`.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  readonly queue: JobQueue;
  private worker?: JobWorker;
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(JOBS_SETTINGS) private readonly settings: JobsSettings,
  ) {
    this.queue = new JobQueue(dataSource);
  }

  registerHandler<Payload>(handler: JobHandler<Payload>): void {
    this.queue.registerHandler(handler);
  }

  enqueue<Payload>(
    tx: EntityManager | null,
    job: NewJob<Payload>,
  ): Promise<{ job: Job<Payload>; created: boolean }> {
    return this.queue.enqueue(tx, job);
  }

  findByKey(idempotencyKey: string): Promise<Job | null> {
    return this.queue.findByKey(idempotencyKey);
  }

  onApplicationBootstrap(): void {
    if (this.settings.autoStart) this.startWorker();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stopWorker();
  }

  startWorker(options: Partial<JobWorkerOptions> = {}): JobWorker {
    if (!this.worker) {
      this.worker = new JobWorker(
        this.dataSource,
        this.queue,
        { ...this.settings.worker, ...options },
        this.logger,
      );
      this.worker.start();
    }
    return this.worker;
  }

  async stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.stop();
  }
}
