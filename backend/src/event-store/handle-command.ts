import type { EntityManager } from 'typeorm';
import type { EventMetadata, EventStore, ExpectedVersion, NewEvent, Position } from './event-store';
import { WrongExpectedVersionError } from './event-store.errors';

/** The domain's pure functions for one stream type (Emmett's decider). */
export interface Decider<Command, State, Event extends { type: string; data: unknown }> {
  /** Pure: the events this command causes in this state ([] when it already happened). Throws on a refusal. */
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export interface HandleCommandOptions<Event> {
  /** Metadata for every appended event (actor, correlationId, causationId). */
  metadata?: Partial<EventMetadata>;
  /** Deterministic event ids (e.g. derived from a job or webhook id) make a retried command idempotent. */
  eventId?: (event: Event, index: number) => string;
  schemaVersion?: (event: Event) => number;
  /** Attempts in total when another writer wins the race (default 3). */
  maxAttempts?: number;
  /** Load, decide and append inside the caller's transaction. */
  tx?: EntityManager;
}

export interface HandleCommandResult<State, Event> {
  /** The stream's version after the command. */
  nextExpectedVersion: bigint;
  /** Where the last new event landed; null when the command changed nothing (decide returned []). */
  position: Position | null;
  events: Event[];
  state: State;
}

/**
 * Load the stream, fold it, decide, and append with the loaded version as the expected version
 * (`no_stream` for a new stream). When another writer got there first, reload and decide again, up to
 * `maxAttempts` times; then the WrongExpectedVersionError goes to the caller (HTTP 409).
 */
export async function handleCommand<Command, State, Event extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, State, Event>,
  command: Command,
  options: HandleCommandOptions<Event> = {},
): Promise<HandleCommandResult<State, Event>> {
  const maxAttempts = options.maxAttempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId, { tx: options.tx });
    let state = decider.initialState();
    for (const event of recorded) state = decider.evolve(state, event as unknown as Event);
    const version = recorded.at(-1)?.streamPosition ?? 0n;

    const events = decider.decide(command, state);
    if (events.length === 0) return { nextExpectedVersion: version, position: null, events, state };

    const expected: ExpectedVersion = version === 0n ? 'no_stream' : version;
    const toAppend: NewEvent[] = events.map((event, index) => ({
      type: event.type,
      data: event.data,
      metadata: options.metadata,
      eventId: options.eventId?.(event, index),
      schemaVersion: options.schemaVersion?.(event),
    }));
    try {
      const result = await store.append(streamId, toAppend, expected, { tx: options.tx });
      for (const event of events) state = decider.evolve(state, event);
      return { nextExpectedVersion: result.nextExpectedVersion, position: result.position, events, state };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= maxAttempts) throw error;
    }
  }
}
