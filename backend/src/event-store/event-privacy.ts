import type { EntityManager } from 'typeorm';
import type { EventMetadata, RecordedEvent } from './event';
import type { SealedValues } from './sealed-values';

/** An event about to be stored: id, version and metadata already settled. */
export interface OutgoingEvent {
  eventId: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: EventMetadata;
}

/**
 * Crypto-shredding at the port (docs/adr/120): every adapter hands its events to `seal` before storing them and
 * its stored rows to `open` before upcasting, so personal fields are ciphertext in every store and plaintext (or
 * "[erased]", once the data subject's key is gone) on every read path. Implemented by backend/src/privacy/shredding/.
 */
export interface EventPrivacy {
  /** Encrypts the personal fields of `events` (never mutates them); may create the subject's key inside `tx`. */
  seal(streamId: string, events: OutgoingEvent[], tx?: EntityManager): Promise<OutgoingEvent[]>;
  /** Decrypts stored events in place (they are fresh rows) and returns them. */
  open(events: RecordedEvent[], tx?: EntityManager): Promise<RecordedEvent[]>;
  /**
   * Moves on every erasure, made in this process or announced by another one, so a cache of opened events can
   * tell that what it holds may now read differently. Null while this process cannot hear other processes'
   * erasures: then nothing opened may be kept.
   */
  readonly erasureEpoch: number | null;
  /** The same keys for personal values outside the log: read rows, accounts, the outbox (docs/adr/127). */
  readonly values: SealedValues;
}

/**
 * The Nest token of the {@link EventPrivacy} the store seals and opens with. The event store owns the port; the
 * composition root plugs the product's implementation in (privacy/shredding/privacy-core.module.ts).
 */
export const EVENT_PRIVACY = Symbol('EVENT_PRIVACY');
