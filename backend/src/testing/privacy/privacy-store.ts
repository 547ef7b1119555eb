import type { DataSource } from 'typeorm';
import { openDataSource } from '../../database/data-source';
import { START, type EventStore } from '../../event-store/event-store';
import { connectionUrl } from '../../database/sql';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { UpcasterRegistry } from '../../event-store/upcasters';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { KeyInvalidationListener } from '../../privacy/shredding/key-invalidation-listener';
import { MasterKey } from '../../privacy/shredding/master-key';
import { PersonalDataCodec } from '../../privacy/shredding/personal-data-codec';
import { PersonalDataRegistry, type PersonalDataRule } from '../../privacy/shredding/personal-data.registry';
import { SubjectKeys } from '../../privacy/shredding/subject-keys';
import { ALL_MIGRATIONS } from '../../all-migrations';

export const TEST_KEY = Buffer.alloc(32, 7);

export interface PrivacyTestStore {
  database: TestDatabase;
  dataSource: DataSource;
  keys: SubjectKeys;
  codec: PersonalDataCodec;
  store: PostgresEventStore;
  upcasters: UpcasterRegistry;
  warnings: string[];
  close(): Promise<void>;
}

/** One "process" on a database: its own data source, subject keys (and cache), codec and store. */
export async function openPrivacyProcess(
  database: TestDatabase,
  options: {
    rules?: Record<string, PersonalDataRule>;
    listen?: boolean;
    masterKey?: Buffer;
    upcasters?: UpcasterRegistry;
  } = {},
): Promise<PrivacyTestStore> {
  const dataSource = await openDataSource(database.url, { migrations: ALL_MIGRATIONS, poolSize: 6 });
  const keys = new SubjectKeys(dataSource, new MasterKey(options.masterKey ?? TEST_KEY));
  await keys.checkMasterKey();
  const listener = options.listen ? new KeyInvalidationListener(connectionUrl(dataSource), keys.cache) : undefined;
  await listener?.start();
  const warnings: string[] = [];
  const codec = new PersonalDataCodec(keys, new PersonalDataRegistry(options.rules), (m) => warnings.push(m));
  const upcasters = options.upcasters ?? new UpcasterRegistry();
  const store = new PostgresEventStore(dataSource, upcasters, codec);
  return {
    database,
    dataSource,
    keys,
    codec,
    store,
    upcasters,
    warnings,
    async close() {
      await listener?.stop();
      await store.dispose();
      await dataSource.destroy();
    },
  };
}

export async function openPrivacyTestStore(
  options: Parameters<typeof openPrivacyProcess>[1] = {},
): Promise<PrivacyTestStore> {
  const database = await createTestDatabase('pv');
  const opened = await openPrivacyProcess(database, options);
  return {
    ...opened,
    async close() {
      await opened.close();
      await database.drop();
    },
  };
}

/** A case's questionnaire answers full of recognisable personal data (greppable in dumps). */
export function personalCaseDetails(tag: string) {
  return {
    caseType: 'unpaid-work' as const,
    state: 'CA',
    plaintiffName: `Zelda ${tag} Quirinal`,
    plaintiffEmail: `zelda.${tag.toLowerCase()}@example.com`,
    plaintiffAddress: `17 ${tag} Lane, Sacramento, CA 95814`,
    plaintiffPhone: '+1 916 555 0142',
    defendantName: `Xavier ${tag} Plumtree`,
    defendantAddress: `99 ${tag} Road, Fresno, CA 93650`,
    disputeDescription: `I built a website for Xavier ${tag} Plumtree and was never paid.`,
    amountCents: 250_000,
    incidentDate: '2026-10-15',
    attemptedResolution: `I emailed Xavier ${tag} twice.`,
    evidenceDescription: 'Invoice and emails',
    documentType: 'demand_letter' as const,
    agreedToTerms: true as const,
    enclosures: [`Invoice for ${tag}`, 'Email thread'],
    damageItems: [{ description: `Design work for ${tag}`, amountCents: 250_000 }],
  };
}

export interface LegacyRow {
  stream_id: string;
  stream_position: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: { occurredAt: string } & Record<string, unknown>;
}

/** Stores rows exactly as an older release did: plaintext, no hash, recorded at their `occurredAt`. */
export async function insertLegacyRows(dataSource: DataSource, rows: readonly LegacyRow[]): Promise<void> {
  const versions = new Map<string, number>();
  for (const r of rows) versions.set(r.stream_id, Math.max(versions.get(r.stream_id) ?? 0, r.stream_position));
  for (const [streamId, version] of versions)
    await dataSource.query(
      `INSERT INTO es.streams (stream_id, stream_type, version) VALUES ($1, split_part($1, '-', 1), $2)`,
      [streamId, version],
    );
  for (const r of rows)
    await dataSource.query(
      `INSERT INTO es.events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
      [r.stream_id, r.stream_position, r.event_id, r.event_type, r.schema_version, JSON.stringify(r.data), JSON.stringify(r.metadata), r.metadata.occurredAt],
    );
}

/**
 * Resolves once the gap-safe global read sees every stored event. Transaction ids are cluster-wide: a transaction
 * left open in another test's database holds the visible horizon back, and a rebuild started before it moves
 * would find fewer events than are stored.
 */
export async function allEventsVisible(store: EventStore, dataSource: DataSource, timeoutMs = 20_000): Promise<void> {
  const [{ n } = { n: 0 }] = await dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM es.events`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let seen = 0;
    let after = START;
    for (;;) {
      const batch = await store.readAll(after, 5_000);
      if (batch.length === 0) break;
      seen += batch.length;
      after = batch[batch.length - 1]!.position;
    }
    if (seen >= n) return;
    if (Date.now() > deadline) throw new Error(`only ${seen} of ${n} events visible to the global read`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
