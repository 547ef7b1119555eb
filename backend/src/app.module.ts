import { DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG } from './config/app-config';
import type { AppConfig } from './config/env';
import { dataSourceOptions } from './database/data-source';
import { HealthController } from './health/health.controller';
import { REDACTED_LOG_PATHS } from './logging';
import { PricingModule } from './pricing/pricing.module';

/** Feature modules, in dependency order. */
const FEATURE_MODULES: Type[] = [PricingModule];

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
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
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
