import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { EVENT_PRIVACY, type EventPrivacy } from './event-privacy';
import { EventStore } from './event-store';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { ReadYourWrites } from './subscriptions/read-your-writes';
import { SUBSCRIPTIONS_HEALTH } from './subscriptions/subscriptions-health';
import {
  SUBSCRIPTIONS_SETTINGS,
  SubscriptionsService,
  type SubscriptionsSettings,
} from './subscriptions/subscriptions.service';
import { UpcasterRegistry, type Upcaster } from './upcasters';

/**
 * The event store port (adapter chosen by EVENT_STORE), the upcasters, and the subscription host with its
 * read-your-writes gate and health report. Global: every feature appends and reads through it. Its ports are
 * filled by the composition root: the upcasters (`forRoot(ALL_UPCASTERS)`) and EVENT_PRIVACY, the crypto-shredding
 * codec every adapter seals and opens with (privacy/shredding/privacy-core.module.ts). Without one the app does
 * not start: no event is ever stored in plaintext by forgetting to plug privacy in.
 */
@Global()
@Module({})
export class EventStoreModule implements OnApplicationShutdown {
  static forRoot(upcasters: readonly Upcaster[]): DynamicModule {
    return {
      module: EventStoreModule,
      providers: [
        { provide: UpcasterRegistry, useFactory: () => new UpcasterRegistry(upcasters) },
        {
          provide: EventStore,
          inject: [APP_CONFIG, DataSource, UpcasterRegistry, EVENT_PRIVACY],
          useFactory: (
            config: AppConfig,
            dataSource: DataSource,
            registry: UpcasterRegistry,
            privacy: EventPrivacy,
          ): EventStore => {
            if (config.eventStore.adapter === 'kurrentdb') {
              if (!config.eventStore.kurrentUrl)
                throw new Error('KURRENTDB_URL is required when EVENT_STORE=kurrentdb');
              return KurrentDbEventStore.connect(config.eventStore.kurrentUrl, registry, privacy);
            }
            return new PostgresEventStore(dataSource, registry, privacy);
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
        ReadYourWrites,
        { provide: SUBSCRIPTIONS_HEALTH, useExisting: SubscriptionsService },
      ],
      exports: [EventStore, UpcasterRegistry, SubscriptionsService, ReadYourWrites, SUBSCRIPTIONS_HEALTH],
    };
  }

  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.dispose();
  }
}
