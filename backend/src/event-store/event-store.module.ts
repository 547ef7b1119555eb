import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { SUBSCRIPTIONS_HEALTH } from '../health/health.controller';
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

/**
 * The event store port (adapter chosen by EVENT_STORE), the upcasters, and the subscription host with its
 * read-your-writes gate and health report. Global: every feature appends and reads through it.
 */
@Global()
@Module({
  providers: [
    { provide: UpcasterRegistry, useFactory: () => new UpcasterRegistry(ALL_UPCASTERS) },
    {
      provide: EventStore,
      inject: [APP_CONFIG, DataSource, UpcasterRegistry],
      useFactory: (config: AppConfig, dataSource: DataSource, upcasters: UpcasterRegistry): EventStore => {
        if (config.eventStore.adapter === 'kurrentdb') {
          if (!config.eventStore.kurrentUrl)
            throw new Error('KURRENTDB_URL is required when EVENT_STORE=kurrentdb');
          return KurrentDbEventStore.connect(config.eventStore.kurrentUrl, upcasters);
        }
        return new PostgresEventStore(dataSource, upcasters);
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
  exports: [EventStore, UpcasterRegistry, SubscriptionsService, SUBSCRIPTIONS_HEALTH],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.dispose();
  }
}
