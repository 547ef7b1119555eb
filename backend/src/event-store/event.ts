// The shapes of events, shared by the store port (event-store.ts) and its privacy and upcaster ports.

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
