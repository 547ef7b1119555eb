import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DERIVED_KEYS, type DerivedKeys } from '../../common/derived-keys';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { EVENT_PRIVACY, type EventPrivacy } from '../../event-store/event-privacy';
import { FOLLOW_UP_LINK_KEY } from '../../case-file/index';
import { OUTBOX_SECRET_KEY } from '../../outbox/secret-box';
import { openPrivacy, PRIVACY_RUNTIME, type PrivacyRuntime } from './privacy-runtime';

/**
 * Crypto-shredding plugged into the event store's {@link EventPrivacy} port (docs/adr/150): the runtime (master
 * key, subject keys, their cache and erasure listener) and its codec, provided to the store as EVENT_PRIVACY. The
 * composition root imports it next to EventStoreModule; the store itself knows nothing of privacy.
 */
@Global()
@Module({
  providers: [
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
      provide: EVENT_PRIVACY,
      inject: [PRIVACY_RUNTIME],
      useFactory: (runtime: PrivacyRuntime): EventPrivacy => runtime.codec,
    },
    {
      provide: DERIVED_KEYS,
      inject: [PRIVACY_RUNTIME],
      useFactory: (runtime: PrivacyRuntime): DerivedKeys => ({ derive: (label) => runtime.deriveKey(label) }),
    },
    {
      // The key that seals secret links in the outbox (ADR 142): derived from the master key, never stored.
      provide: OUTBOX_SECRET_KEY,
      inject: [PRIVACY_RUNTIME],
      useFactory: (runtime: PrivacyRuntime): Buffer => runtime.deriveKey('outbox-secrets'),
    },
    {
      // The key reminder emails' answer and unsubscribe links are signed with (ADR 170): derived, never stored.
      provide: FOLLOW_UP_LINK_KEY,
      inject: [PRIVACY_RUNTIME],
      useFactory: (runtime: PrivacyRuntime): Buffer => runtime.deriveKey('follow-up-links'),
    },
  ],
  exports: [PRIVACY_RUNTIME, EVENT_PRIVACY, OUTBOX_SECRET_KEY, FOLLOW_UP_LINK_KEY, DERIVED_KEYS],
})
export class PrivacyCoreModule implements OnApplicationShutdown {
  constructor(@Inject(PRIVACY_RUNTIME) private readonly privacy: PrivacyRuntime) {}

  async onApplicationShutdown(): Promise<void> {
    await this.privacy.close();
  }
}
