import { DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { CasesModule } from './cases/cases.module';
import { APP_CONFIG } from './config/app-config';
import type { AppConfig } from './config/env';
import { dataSourceOptions } from './database/data-source';
import { EventStoreModule } from './event-store/event-store.module';
import { HealthController } from './health/health.controller';
import { IdentityModule } from './identity/identity.module';
import { JobsModule } from './jobs/jobs.module';
import { PaymentsModule } from './payments/payments.module';
import { DocumentGenerationModule } from './documents/generation/document-generation.module';
import { REDACTED_LOG_PATHS } from './logging';
import { PricingModule } from './pricing/pricing.module';
import { ProjectionsModule } from '../../projections/src/projections.module';

/** Feature modules, in dependency order. */
const FEATURE_MODULES: Type[] = [
  PricingModule,
  IdentityModule,
  EventStoreModule,
  JobsModule,
  ProjectionsModule,
  CasesModule,
  PaymentsModule,
  DocumentGenerationModule,
];

@Global()
@Module({})
class ConfigHolderModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigHolderModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}

@Module({})
export class AppModule {
  /** `options.logStream` replaces stdout as the log destination (tests capture log lines with it). */
  static forRoot(
    config: AppConfig,
    databaseUrl: string,
    options: { logStream?: DestinationStream } = {},
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigHolderModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.log.level,
            redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
            autoLogging: { ignore: (req) => req.url === '/api/health' },
            quietReqLogger: true,
            // Errors and refusals at warn/error; a successful request is a debug line (access logs belong to the
            // proxy), which keeps the hot paths cheap at the default level.
            customLogLevel: (_req, res, err) =>
              err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'debug',
            serializers: {
              req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
        }),
        TypeOrmModule.forRoot({
          ...dataSourceOptions(databaseUrl, config.database.poolSize),
          autoLoadEntities: true,
          migrationsRun: true,
        }),
        CqrsModule.forRoot(),
        ...FEATURE_MODULES,
      ],
      controllers: [HealthController],
    };
  }
}
