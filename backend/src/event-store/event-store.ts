import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { EntityManager } from 'typeorm';
import type { EventMetadata, NewEvent, Position, RecordedEvent } from './event';
import type { EventPrivacy, OutgoingEvent } from './event-privacy';
import { PLAINTEXT_VALUES, type SealedValues } from './sealed-values';
import { UpcasterRegistry } from './upcasters';

// The event shapes live in event.ts (imported by the privacy and upcaster ports too); the port re-exports them so
// that `event-store` stays the one import for everything about events.
export { START, comparePositions, formatPosition } from './event';
export type { EventMetadata, NewEvent, Position, RecordedEvent } from './event';

/**
 * - `any`: append whatever the stream holds (creates it if needed);
 * - `no_stream`: the stream must not exist (a duplicate create is refused);
 * - `stream_exists`: the stream must hold at least one event;
 * - a bigint n: the stream must hold exactly n events (0n = does not exist).
 */
export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface AppendResult {
  /** The stream's version after the append: pass it as the expected version of the next append. */
  nextExpectedVersion: bigint;
  /** Global position of the last appended event; hand it to `waitFor` for read-your-writes. */
  position: Position;
}

export interface AppendOptions {
  /**
   * Append inside the caller's TypeORM transaction: several streams (and a jobs row, a checkpoint…) commit or
   * roll back together. Wake-ups for subscribers fire only after that transaction commits.
   * The KurrentDB adapter cannot join a PostgreSQL transaction: there the append happens on its own.
   */
  tx?: EntityManager;
}

export interface ReadStreamOptions {
  /** Only events recorded at or before this instant (audit "as of" views). */
  toTime?: Date;
  /** Read inside a transaction (e.g. to decide and append atomically with other work). */
  tx?: EntityManager;
}

/**
 * The event store port. Nest injects it by this class; the adapter is chosen by EVENT_STORE.
 * Every read path returns decrypted (see {@link EventPrivacy}) and upcast events.
 */
export abstract class EventStore {
  private readonly appended = new EventEmitter();

  constructor(
    protected readonly upcasters: UpcasterRegistry = new UpcasterRegistry(),
    /** Crypto-shredding of personal fields; unset (tests of the store itself, benchmarks' raw phases) = plaintext. */
    protected readonly privacy?: EventPrivacy,
  ) {
    this.appended.setMaxListeners(0);
  }

  /**
   * Seals personal values of read rows with the keys of the events' data subjects (docs/adr/127): projections write
   * with it, rebuilds and erasure re-derive with it. Plain-tagged values for a store without privacy.
   */
  get sealedValues(): SealedValues {
    return this.privacy?.values ?? PLAINTEXT_VALUES;
  }

  abstract append(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
    options?: AppendOptions,
  ): Promise<AppendResult>;

  /** The whole stream in order, or [] when it does not exist. */
  abstract readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;

  /**
   * Up to `limit` events after `after`, in global order. Gap-safe: an event is returned only once every event
   * before it in that order is visible, so a reader that checkpoints the last position never skips one.
   */
  abstract readAll(after: Position, limit: number): Promise<RecordedEvent[]>;

  /** Number of events in the stream (0n when it does not exist). */
  abstract streamVersion(streamId: string): Promise<bigint>;

  /** How many events lie after `after` (for lag), counting at most `cap`. */
  abstract countEventsAfter(after: Position, cap: number): Promise<number>;

  /** Releases connections the adapter owns (not the shared DataSource). */
  async dispose(): Promise<void> {
    this.appended.removeAllListeners();
  }

  /**
   * Calls `listener` after an append from this process has committed (and, for KurrentDB, for any append the
   * live subscription sees). A wake-up hint only: consumers still read from their checkpoint.
   */
  onAppended(listener: (position: Position) => void): () => void {
    this.appended.on('appended', listener);
    return () => this.appended.off('appended', listener);
  }

  protected notifyAppended(position: Position): void {
    this.appended.emit('appended', position);
  }

  /**
   * What every adapter stores: ids, versions and metadata settled, personal fields sealed. `newId` makes an id for
   * events without one (the adapter decides the format).
   */
  protected async outgoing(
    streamId: string,
    events: NewEvent[],
    now: Date,
    newId: () => string,
    tx?: EntityManager,
  ): Promise<OutgoingEvent[]> {
    const settled = events.map((event): OutgoingEvent => ({
      eventId: event.eventId ?? newId(),
      type: event.type,
      schemaVersion: event.schemaVersion ?? 1,
      data: event.data ?? null,
      metadata: completeMetadata(event.metadata, now),
    }));
    return this.privacy ? this.privacy.seal(streamId, settled, tx) : settled;
  }

  /** The one read path of every adapter: open the sealed personal fields, then upcast. */
  protected async present(stored: RecordedEvent[], tx?: EntityManager): Promise<RecordedEvent[]> {
    const opened = this.privacy ? await this.privacy.open(stored, tx) : stored;
    return this.upcasters.size === 0 ? opened : opened.map((event) => this.upcasters.upcast(event));
  }
}

/** Fills the metadata defaults: a fresh correlation id, no causation, no actor, now. The actor is `{ id, role }` only. */
export function completeMetadata(
  partial: Partial<EventMetadata> | undefined,
  now = new Date(),
): EventMetadata {
  const actor = partial?.actor;
  return {
    ...partial,
    // Only who, never more of a user object (an email or a name would be plaintext personal data in the log).
    actor: actor ? { id: actor.id, role: actor.role } : null,
    correlationId: partial?.correlationId ?? randomUUID(),
    causationId: partial?.causationId ?? null,
    occurredAt: partial?.occurredAt ?? now.toISOString(),
  };
}

export function describeExpected(expected: ExpectedVersion): string {
  return typeof expected === 'bigint' ? expected.toString() : expected;
}
