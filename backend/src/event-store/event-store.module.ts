import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { SUBSCRIPTIONS_HEALTH } from '../health/health.controller';
import { openPrivacy, type PrivacyRuntime } from '../privacy/privacy-runtime';
import { ALL_UPCASTERS } from './all-upcasters';
import { EventStore } from './event-store';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';
import {
  SUBSCRIPTIONS_SETTINGS,
  SubscriptionsService,
  type SubscriptionsSettings,
} from './subscriptions/subscriptions.service';
import { UpcasterRegistry } from './upcasters';

/** The crypto-shredding runtime (subject keys, their cache and erasure listener, the codec): see privacy/. */
export const PRIVACY_RUNTIME = Symbol('PRIVACY_RUNTIME');

/**
 * The event store port (adapter chosen by EVENT_STORE) with crypto-shredding of personal fields, the upcasters,
 * and the subscription host with its read-your-writes gate and health report. Global: every feature appends and
 * reads through it.
 */
@Global()
@Module({
  providers: [
    { provide: UpcasterRegistry, useFactory: () => new UpcasterRegistry(ALL_UPCASTERS) },
    {
      provide: PRIVACY_RUNTIME,
      inject: [APP_CONFIG, DataSource],
      // Legacy plaintext events are sealed and chained before the store exists, so before anything appends.
      useFactory: (config: AppConfig, dataSource: DataSource): Promise<PrivacyRuntime> => {
        const logger = new Logger('Privacy');
        return openPrivacy(dataSource, config, { backfill: true, log: (m) => logger.warn(m) });
      },
    },
    {
      provide: EventStore,
      inject: [APP_CONFIG, DataSource, UpcasterRegistry, PRIVACY_RUNTIME],
      useFactory: (
        config: AppConfig,
        dataSource: DataSource,
        upcasters: UpcasterRegistry,
        privacy: PrivacyRuntime,
      ): EventStore => {
        if (config.eventStore.adapter === 'kurrentdb') {
          if (!config.eventStore.kurrentUrl)
            throw new Error('KURRENTDB_URL is required when EVENT_STORE=kurrentdb');
          return KurrentDbEventStore.connect(config.eventStore.kurrentUrl, upcasters, privacy.codec);
        }
        return new PostgresEventStore(dataSource, upcasters, privacy.codec);
      },
    },
    {
      provide: SUBSCRIPTIONS_SETTINGS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): SubscriptionsSettings => ({
        autoStart: config.role !== 'api' && config.env !== 'test',
      }),
    },
    SubscriptionsService,
    { provide: SUBSCRIPTIONS_HEALTH, useExisting: SubscriptionsService },
  ],
  exports: [EventStore, UpcasterRegistry, SubscriptionsService, SUBSCRIPTIONS_HEALTH, PRIVACY_RUNTIME],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PRIVACY_RUNTIME) private readonly privacy: PrivacyRuntime,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.dispose();
    await this.privacy.close();
  }
}
