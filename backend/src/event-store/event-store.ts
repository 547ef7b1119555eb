import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { EntityManager } from 'typeorm';
import type { EventPrivacy, OutgoingEvent } from './event-privacy';
import { UpcasterRegistry } from './upcasters';

/** Who did it, why, and when: carried by every stored event. */
export interface EventMetadata {
  /** The signed-in user (or system actor) that caused the event; null for anonymous or system work. */
  actor: { id: string; role: string } | null;
  /** Shared by every event caused by one user request or one workflow run. */
  correlationId: string;
  /** The event (or command) id that caused this one; null for a user request. */
  causationId: string | null;
  /** ISO-8601 instant at which the fact happened (the writer's clock). */
  occurredAt: string;
  /** Room for later additions (e.g. crypto-shredding key ids) without a port change. */
  [extra: string]: unknown;
}

/** An event to append. `type` is a stable string that never changes; the shape evolves through `schemaVersion`. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata?: Partial<EventMetadata>;
  /** Idempotency key: appending the same ids to the same stream again returns the first result. Random if unset. */
  eventId?: string;
  /** Version of `data`'s shape; 1 if unset. Readers always see the newest version (see upcasters). */
  schemaVersion?: number;
}

/**
 * A place in the global order. On PostgreSQL it is the (xid8, global_position) pair that readers order by; on
 * KurrentDB it is the $all (commit, prepare) pair. Compare with {@link comparePositions}, never by one half.
 */
export interface Position {
  transactionId: string;
  globalPosition: bigint;
}

/** Before the first event. */
export const START: Position = Object.freeze({ transactionId: '0', globalPosition: 0n });

export function comparePositions(a: Position, b: Position): number {
  const ta = BigInt(a.transactionId);
  const tb = BigInt(b.transactionId);
  if (ta !== tb) return ta < tb ? -1 : 1;
  if (a.globalPosition === b.globalPosition) return 0;
  return a.globalPosition < b.globalPosition ? -1 : 1;
}

export const formatPosition = (p: Position) => `${p.transactionId}/${p.globalPosition}`;

/** A stored event as every reader sees it: already upcast to the newest schema version. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  eventId: string;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  streamId: string;
  /** 1-based position in the stream: the stream's version after this event. */
  streamPosition: bigint;
  position: Position;
  /** When the store recorded it (the database clock). */
  createdAt: Date;
}

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
    const settled = events.map(
      (event): OutgoingEvent => ({
        eventId: event.eventId ?? newId(),
        type: event.type,
        schemaVersion: event.schemaVersion ?? 1,
        data: event.data ?? null,
        metadata: completeMetadata(event.metadata, now),
      }),
    );
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
