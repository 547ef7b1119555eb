import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/env';
import { connectionUrl } from '../../database/sql';
import { setEmailPseudonymKey } from '../../identity/index';
import { KeyInvalidationListener } from './key-invalidation-listener';
import { backfillLegacyEvents } from './legacy-backfill';
import { masterKeyFrom } from './master-key';
import { PersonalDataCodec } from './personal-data-codec';
import { PersonalDataRegistry } from './personal-data.registry';
import { SubjectKeys } from './subject-keys';

/** Nest token of the {@link PrivacyRuntime} (provided by PrivacyCoreModule). */
export const PRIVACY_RUNTIME = Symbol('PRIVACY_RUNTIME');

export interface PrivacyRuntime {
  codec: PersonalDataCodec;
  keys: SubjectKeys;
  /** A key for another purpose, derived from the master key (never stored in the database). */
  deriveKey(label: string): Buffer;
  close(): Promise<void>;
}

/**
 * What every process that reads or writes events needs (the app, `projections:rebuild`, `audit:verify`): the
 * master key (checked against the database), the subject keys with their cache and its erasure listener, and
 * the codec the event store adapters call. With `backfill`, legacy plaintext events are sealed and chained first.
 */
export async function openPrivacy(
  dataSource: DataSource,
  config: Pick<AppConfig, 'privacy'>,
  options: { listen?: boolean; backfill?: boolean; log?: (message: string) => void } = {},
): Promise<PrivacyRuntime> {
  const log = options.log ?? (() => undefined);
  const master = masterKeyFrom(config);
  const keys = new SubjectKeys(dataSource, master);
  await keys.checkMasterKey();
  setEmailPseudonymKey(master.derive('log-pseudonym'));
  const listener =
    options.listen === false ? undefined : new KeyInvalidationListener(connectionUrl(dataSource), keys.cache, log);
  await listener?.start();
  const codec = new PersonalDataCodec(keys, new PersonalDataRegistry(), log);
  try {
    if (options.backfill) await backfillLegacyEvents(dataSource, codec, log);
  } catch (error) {
    await listener?.stop();
    throw error;
  }
  return {
    codec,
    keys,
    deriveKey: (label) => master.derive(label),
    close: async () => {
      await listener?.stop();
    },
  };
}
