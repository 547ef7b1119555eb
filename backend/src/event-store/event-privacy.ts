import type { EntityManager } from 'typeorm';
import type { EventMetadata, RecordedEvent } from './event-store';

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
 * "[erased]", once the data subject's key is gone) on every read path. Implemented by backend/src/privacy/.
 */
export interface EventPrivacy {
  /** Encrypts the personal fields of `events` (never mutates them); may create the subject's key inside `tx`. */
  seal(streamId: string, events: OutgoingEvent[], tx?: EntityManager): Promise<OutgoingEvent[]>;
  /** Decrypts stored events in place (they are fresh rows) and returns them. */
  open(events: RecordedEvent[], tx?: EntityManager): Promise<RecordedEvent[]>;
}
