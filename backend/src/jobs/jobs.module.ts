import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { JOBS_SETTINGS, JobsService, type JobsSettings } from './jobs.service';

/** The jobs table and its worker (ADR 002). Global: any feature's process manager or handler may enqueue. */
@Global()
@Module({
  providers: [
    {
      provide: JOBS_SETTINGS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): JobsSettings => ({
        autoStart: config.role !== 'api' && config.env !== 'test',
      }),
    },
    JobsService,
  ],
  exports: [JobsService],
})
export class JobsModule {}
