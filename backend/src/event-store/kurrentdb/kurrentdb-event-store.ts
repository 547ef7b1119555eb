import { randomUUID } from 'node:crypto';
import type { AllStreamSubscription, KurrentDBClient } from '@kurrent/kurrentdb-client';
import {
  comparePositions,
  describeExpected,
  EventStore,
  type AppendOptions,
  type AppendResult,
  type ExpectedVersion,
  type NewEvent,
  type Position,
  type ReadStreamOptions,
  type RecordedEvent,
} from '../event-store';
import type { EventPrivacy } from '../event-privacy';
import { WrongExpectedVersionError } from '../event-store.errors';
import { UpcasterRegistry } from '../upcasters';
import {
  fromKurrentEvent,
  fromKurrentPosition,
  isSystemEventType,
  toEventData,
  toReadPosition,
  toStreamState,
  USER_EVENTS_FILTER,
  versionFromCurrentState,
  versionFromRevision,
  type KurrentRecorded,
} from './kurrentdb-mapping';

const errorType = (error: unknown) =>
  typeof error === 'object' && error !== null && 'type' in error ? error.type : undefined;

/**
 * KurrentDB (EventStoreDB) adapter for production clusters (`EVENT_STORE=kurrentdb`, `KURRENTDB_URL`).
 * Subscriptions read `$all` through `readAll` from checkpoints kept in PostgreSQL (es.checkpoints, same
 * transaction as the read model), and a live `$all` catch-up subscription from the end wakes them up.
 *
 * Not proven here: no KurrentDB server can run on our machines, so its contract suite runs only where
 * KURRENTDB_URL is set. Differences from the PostgreSQL adapter, by nature of the server:
 * - `tx` cannot join a PostgreSQL transaction: the append is done on its own (not atomic with the caller's work);
 * - event ids are idempotency keys per stream only (the server does not refuse an id used in another stream).
 */
export class KurrentDbEventStore extends EventStore {
  private live?: AllStreamSubscription;

  /** Connects with a connection string; the gRPC client (~300 ms to load) is required only here, when chosen. */
  static connect(url: string, upcasters?: UpcasterRegistry, privacy?: EventPrivacy): KurrentDbEventStore {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const kurrent = require('@kurrent/kurrentdb-client') as typeof import('@kurrent/kurrentdb-client');
    return new KurrentDbEventStore(kurrent.KurrentDBClient.connectionString(url), upcasters, privacy);
  }

  /**
   * `privacy` seals personal fields exactly as on PostgreSQL (the subject keys live in PostgreSQL either way), so
   * erasing a key shreds the KurrentDB copy too, with no scavenge needed (research §5.6).
   */
  constructor(
    private readonly client: KurrentDBClient,
    upcasters: UpcasterRegistry = new UpcasterRegistry(),
    privacy?: EventPrivacy,
  ) {
    super(upcasters, privacy);
  }

  async append(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
    _options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append: at least one event is required');
    const outgoing = await this.outgoing(streamId, events, new Date(), randomUUID);
    const data = outgoing.map((event) => toEventData(event));
    try {
      const result = await this.client.appendToStream(streamId, data, {
        streamState: toStreamState(expected),
      });
      const position = result.position
        ? fromKurrentPosition(result.position)
        : await this.lastPositionOf(streamId);
      this.notifyAppended(position);
      return { nextExpectedVersion: versionFromRevision(result.nextExpectedRevision), position };
    } catch (error) {
      if (errorType(error) === 'wrong-expected-version') {
        const actual = (error as { actualState?: Parameters<typeof versionFromCurrentState>[0] }).actualState;
        throw new WrongExpectedVersionError(
          streamId,
          describeExpected(expected),
          versionFromCurrentState(actual),
        );
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: 'start',
        direction: 'forwards',
      })) {
        const event = resolved.event as KurrentRecorded | undefined;
        if (!event) continue;
        if (options.toTime && event.created > options.toTime) break;
        out.push(fromKurrentEvent(event));
      }
    } catch (error) {
      if (errorType(error) === 'stream-not-found') return [];
      throw error;
    }
    return this.present(out);
  }

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    const reader = this.client.readAll({
      fromPosition: toReadPosition(after),
      direction: 'forwards',
      maxCount: limit + 1, // the read starts at `after` itself
      filter: USER_EVENTS_FILTER,
    });
    for await (const resolved of reader) {
      const event = resolved.event as KurrentRecorded | undefined;
      if (!event || isSystemEventType(event.type)) continue;
      const recorded = fromKurrentEvent(event);
      if (comparePositions(recorded.position, after) <= 0) continue;
      out.push(recorded);
      if (out.length >= limit) break;
    }
    return this.present(out);
  }

  async streamVersion(streamId: string): Promise<bigint> {
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: 'end',
        direction: 'backwards',
        maxCount: 1,
      })) {
        if (resolved.event) return versionFromRevision(resolved.event.revision);
      }
    } catch (error) {
      if (errorType(error) === 'stream-not-found') return 0n;
      throw error;
    }
    return 0n;
  }

  async countEventsAfter(after: Position, cap: number): Promise<number> {
    let count = 0;
    for await (const resolved of this.client.readAll({
      fromPosition: toReadPosition(after),
      direction: 'forwards',
      maxCount: cap + 1,
      filter: USER_EVENTS_FILTER,
    })) {
      const event = resolved.event as KurrentRecorded | undefined;
      if (!event || isSystemEventType(event.type)) continue;
      if (comparePositions(fromKurrentEvent(event).position, after) > 0) count++;
      if (count >= cap) break;
    }
    return count;
  }

  /** Starts the live $all subscription on first use: appends from other processes wake our runners too. */
  override onAppended(listener: (position: Position) => void): () => void {
    if (!this.live) {
      this.live = this.client.subscribeToAll({ fromPosition: 'end', filter: USER_EVENTS_FILTER });
      this.live.on('data', (resolved: { event?: KurrentRecorded }) => {
        if (resolved.event?.position) this.notifyAppended(fromKurrentPosition(resolved.event.position));
      });
      this.live.on('error', () => {
        this.live = undefined; // polling still finds the events; the next listener re-subscribes
      });
    }
    return super.onAppended(listener);
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await this.live?.unsubscribe().catch(() => undefined);
    this.live = undefined;
    await this.client.dispose();
  }

  private async lastPositionOf(streamId: string): Promise<Position> {
    const events = await this.readStream(streamId);
    const last = events.at(-1);
    if (!last) throw new Error(`Stream ${streamId} is empty right after an append`);
    return last.position;
  }
}
