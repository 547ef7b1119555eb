import { Inject, Injectable } from '@nestjs/common';
import { EventStore, type RecordedEvent } from '../../event-store/event-store';
import { EVENT_PRIVACY, type EventPrivacy } from '../../event-store/event-privacy';

const MAX_EVENTS = 20_000;
const TTL_MS = 60_000;

interface Entry {
  events: RecordedEvent[];
  erasureEpoch: number;
  until: number;
}

/**
 * The opened events of the case streams auditors are reading, kept briefly: replaying one case at many instants
 * (the as-of slider) reads its stream once, not once per position. An entry is used only while the stream still
 * has exactly its events (one cheap version lookup per read), no erasure has happened since (the privacy port's
 * erasure epoch, which every erasure moves, here or announced by another process), and for at most a minute, so
 * decrypted personal data does not linger. Bounded by events held, oldest out first.
 */
@Injectable()
export class CaseStreamCache {
  private readonly entries = new Map<string, Entry>();
  private held = 0;

  constructor(
    private readonly store: EventStore,
    @Inject(EVENT_PRIVACY) private readonly privacy: EventPrivacy,
  ) {}

  async read(streamId: string): Promise<RecordedEvent[]> {
    const entry = this.entries.get(streamId);
    if (entry) {
      const fresh = entry.until > Date.now() && entry.erasureEpoch === this.privacy.erasureEpoch;
      if (fresh && (await this.store.streamVersion(streamId)) === BigInt(entry.events.length))
        return entry.events;
      this.drop(streamId);
    }
    const epoch = this.privacy.erasureEpoch;
    const events = await this.store.readStream(streamId);
    if (epoch === null) return events; // erasures elsewhere cannot be heard now: keep nothing opened
    // Versions are 1-based counts: a stream with a gap (retention never leaves one) is never cached.
    if (
      events.length > 0 &&
      events.at(-1)!.streamPosition === BigInt(events.length) &&
      events.length <= MAX_EVENTS
    ) {
      this.entries.set(streamId, { events, erasureEpoch: epoch, until: Date.now() + TTL_MS });
      this.held += events.length;
      for (const [id] of this.entries) {
        if (this.held <= MAX_EVENTS) break;
        this.drop(id);
      }
    }
    return events;
  }

  private drop(streamId: string): void {
    const entry = this.entries.get(streamId);
    if (!entry) return;
    this.entries.delete(streamId);
    this.held -= entry.events.length;
  }
}
