import type {
  AppendStreamState,
  CurrentStreamState,
  EventData,
  Position as KurrentPosition,
  ReadPosition,
  RegexFilter,
} from '@kurrent/kurrentdb-client';
import type { OutgoingEvent } from '../event-privacy';
import {
  completeMetadata,
  START,
  type ExpectedVersion,
  type Position,
  type RecordedEvent,
} from '../event-store';

/*
 * Pure translations between our port and KurrentDB (research §5.9), kept apart so they are unit-tested without a
 * server. Our stream versions are 1-based counts (version n = n events); KurrentDB revisions are 0-based
 * (revision r = the (r+1)-th event). So expected version n ↔ revision n-1, and version 0 ↔ "no stream".
 * Global positions: our (transactionId, globalPosition) pair carries $all's (commit, prepare) pair, which orders
 * the same way; checkpoints keep it in es.checkpoints (the xid8 column holds the commit position).
 */

/** Reserved metadata key for the schema version, which KurrentDB has no field for. */
export const SCHEMA_VERSION_KEY = '$schemaVersion';

export function toStreamState(expected: ExpectedVersion): AppendStreamState {
  switch (expected) {
    case 'any':
      return 'any';
    case 'no_stream':
      return 'no_stream';
    case 'stream_exists':
      return 'stream_exists';
    default:
      if (typeof expected !== 'bigint' || expected < 0n)
        throw new Error(`Invalid expected version ${String(expected)}`);
      return expected === 0n ? 'no_stream' : expected - 1n;
  }
}

/** A revision (0-based) → our version (1-based count). */
export const versionFromRevision = (revision: bigint): bigint => revision + 1n;

/** The actual state a WrongExpectedVersion error reports → our version (0 when the stream does not exist). */
export function versionFromCurrentState(state: CurrentStreamState | undefined): bigint {
  return typeof state === 'bigint' ? versionFromRevision(state) : 0n;
}

export const fromKurrentPosition = (p: KurrentPosition): Position => ({
  transactionId: p.commit.toString(),
  globalPosition: p.prepare,
});

export function toReadPosition(p: Position): ReadPosition {
  if (p.transactionId === START.transactionId && p.globalPosition === START.globalPosition) return 'start';
  return { commit: BigInt(p.transactionId), prepare: p.globalPosition };
}

/** $all minus KurrentDB's own `$`-prefixed event types (the client's excludeSystemEvents()). */
export const USER_EVENTS_FILTER: RegexFilter = {
  filterOn: 'eventType',
  regex: '^[^$].*',
  checkpointInterval: 1,
};

export const isSystemEventType = (type: string) => type.startsWith('$');

/** An outgoing event (ids, metadata and sealed personal fields settled by the port) as KurrentDB event data. */
export function toEventData(event: OutgoingEvent): EventData {
  return {
    id: event.eventId,
    contentType: 'application/json',
    type: event.type,
    data: (event.data ?? null) as EventData['data'] & object,
    metadata: { ...event.metadata, [SCHEMA_VERSION_KEY]: event.schemaVersion },
  } as EventData;
}

/** The fields of a KurrentDB recorded event that we read. */
export interface KurrentRecorded {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  created: Date;
  data: unknown;
  metadata: unknown;
  position?: KurrentPosition;
}

function parseMetadata(raw: unknown): Record<string, unknown> {
  if (raw instanceof Uint8Array) {
    try {
      return JSON.parse(Buffer.from(raw).toString('utf8')) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
}

export function fromKurrentEvent(event: KurrentRecorded, fallbackPosition?: KurrentPosition): RecordedEvent {
  const { [SCHEMA_VERSION_KEY]: version, ...metadata } = parseMetadata(event.metadata);
  const position = event.position ?? fallbackPosition;
  return {
    eventId: event.id,
    type: event.type,
    schemaVersion: typeof version === 'number' ? version : 1,
    data: event.data,
    metadata: completeMetadata(metadata, event.created),
    streamId: event.streamId,
    streamPosition: versionFromRevision(event.revision),
    position: position ? fromKurrentPosition(position) : START,
    createdAt: event.created,
  };
}
