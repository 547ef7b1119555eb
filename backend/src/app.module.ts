import { DynamicModule, Global, Module, type OnModuleInit, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AuditModule } from './audit/audit.module';
import { CasesModule } from './case-file/cases.module';
import { APP_CONFIG } from './config/app-config';
import type { AppConfig } from './config/env';
import { dataSourceOptions } from './database/data-source';
import { EventStoreModule } from './event-store/event-store.module';
import { HealthController } from './health/health.controller';
import { HealthProbe } from './health/health-report';
import { HealthClock, HealthStatus } from './health/health-status';
import { IdentityModule } from './identity/identity.module';
import { JobsModule } from './jobs/jobs.module';
import { PaymentsModule } from './payments/payments.module';
import { ReceiptPrinter } from './payments/billing/receipt-printer.port';
import { DocumentsModule } from './documents/documents.module';
import { PdfRendererService } from './documents/pdf/pdf-renderer';
import { DocumentGenerationModule } from './case-file/document/generation/document-generation.module';
import { RevisionsModule } from './case-file/document/revisions/revisions.module';
import { CaseDocumentsModule } from './case-file/document/case-documents/case-documents.module';
import { ReadingCopyModule } from './case-file/document/reading-copy/reading-copy.module';
import { AnswersTranslationModule } from './documents/translation/answers-translation.module';
import { CourtModule } from './case-file/court/court.module';
import { createRootLogger, ROOT_LOGGER, type PinoRootLogger } from './logging';
import { PricingModule } from './pricing/pricing.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { ProjectionsModule } from './projections.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OutboxModule } from './outbox/outbox.module';
import { PersonalDataModule } from './common/personal-data-holder';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { PasswordResetModule } from './identity/password-reset/password-reset.module';
import { DataExportModule } from './privacy/data-export/data-export.module';
import { SupportModule } from './support/support.module';
import { AttorneysModule } from './attorneys/attorneys.module';
import { PrivacyModule } from './privacy/privacy.module';
import { MailingModule } from './case-file/mailing/mailing.module';
import { FollowUpModule } from './case-file/follow-up/follow-up.module';
import { ALL_MIGRATIONS } from './all-migrations';
import { ALL_UPCASTERS } from './all-upcasters';
import { PrivacyCoreModule } from './privacy/shredding/privacy-core.module';

/**
 * Payments prints its receipts with the documents context's warm Chromium, through payments' own port: wired here,
 * in the composition root, so neither context imports the other (docs/architecture.md).
 */
@Module({ imports: [PaymentsModule, DocumentsModule] })
class ReceiptPrintingModule implements OnModuleInit {
  constructor(
    private readonly receipts: ReceiptPrinter,
    private readonly pdf: PdfRendererService,
  ) {}

  onModuleInit(): void {
    this.receipts.register(this.pdf);
  }
}

/** Feature modules, in dependency order. */
const FEATURE_MODULES: Array<Type | DynamicModule> = [
  PersonalDataModule,
  PricingModule,
  IdentityModule,
  // The store's ports are filled here: privacy's codec (EVENT_PRIVACY) and every upcaster.
  PrivacyCoreModule,
  EventStoreModule.forRoot(ALL_UPCASTERS),
  JobsModule,
  OutboxModule,
  RateLimitsModule,
  ProjectionsModule,
  AuditModule,
  CasesModule,
  PaymentsModule,
  SubscriptionsModule,
  DocumentGenerationModule,
  RevisionsModule,
  CaseDocumentsModule,
  ReadingCopyModule,
  AnswersTranslationModule,
  NotificationsModule,
  PasswordResetModule,
  DataExportModule,
  SupportModule,
  AttorneysModule,
  MailingModule,
  FollowUpModule,
  CourtModule,
  PrivacyModule,
  ReceiptPrintingModule,
];

@Global()
@Module({})
class ConfigHolderModule {
  static forRoot(config: AppConfig, rootLogger: PinoRootLogger): DynamicModule {
    return {
      module: ConfigHolderModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: ROOT_LOGGER, useValue: rootLogger },
      ],
      exports: [APP_CONFIG, ROOT_LOGGER],
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
    const rootLogger = createRootLogger(config.log.level, options.logStream);
    return {
      module: AppModule,
      imports: [
        ConfigHolderModule.forRoot(config, rootLogger),
        // One root logger: Nest's logs go through it (nestjs-pino), and so do the request lines of our own
        // `requestLogging` middleware (app.setup.ts), which replaced pino-http's per-request child loggers.
        LoggerModule.forRoot({ useExisting: true, pinoHttp: { logger: rootLogger } }),
        TypeOrmModule.forRoot({
          ...dataSourceOptions(databaseUrl, ALL_MIGRATIONS, config.database.poolSize),
          autoLoadEntities: true,
          migrationsRun: true,
        }),
        CqrsModule.forRoot(),
        ...FEATURE_MODULES,
      ],
      controllers: [HealthController],
      providers: [HealthProbe, HealthClock, HealthStatus],
    };
  }
}
