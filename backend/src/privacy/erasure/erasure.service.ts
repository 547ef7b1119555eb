import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { comparePositions, EventStore, type Position } from '../../event-store/event-store';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { PRIVACY_RUNTIME, type PrivacyRuntime } from '../shredding/privacy-runtime';
import { DerivedCopies, revisionIdsOf } from './derived-copies';
import { scrubErasedKeys, type DiskScrubReport } from './disk-scrub';

/** How long an erasure waits for the projections to have applied every event of the subject's streams. */
const CATCH_UP_MS = 10_000;

export interface ErasureReport {
  subjectId: string;
  streams: string[];
  pdfsDeleted: number;
}

/**
 * Erases a data subject (docs/adr/120): their key is deleted (the log stays, its personal fields read
 * "[erased]" in every process from then on), then their derived copies go: read-model rows of their streams are
 * re-derived from the log, stored PDFs of their documents and of their mailed letters are deleted. Idempotent: running it again re-derives.
 */
@Injectable()
export class ErasureService {
  private readonly logger = new Logger(ErasureService.name);
  readonly derived: DerivedCopies;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly subscriptions: SubscriptionsService,
    @Inject(PRIVACY_RUNTIME) private readonly privacy: PrivacyRuntime,
  ) {
    this.derived = new DerivedCopies(dataSource, store, () => subscriptions.projectionDefinitions());
  }

  async eraseSubject(subjectId: string): Promise<ErasureReport> {
    const keys = this.privacy.keys;
    const streams = await keys.streamsOf(subjectId);
    await this.dataSource.transaction((tx) => keys.erase(subjectId, tx));

    const events = (await Promise.all(streams.map((id) => this.store.readStream(id)))).flat();
    // A projection batch read before the erasure (with the key) must be committed before we re-derive, or it
    // would write plaintext over our rows afterwards.
    const last = events.reduce<Position | null>(
      (max, e) => (!max || comparePositions(e.position, max) > 0 ? e.position : max),
      null,
    );
    if (!(await this.subscriptions.waitFor(last, CATCH_UP_MS)))
      this.logger.warn(
        { subjectId },
        'Erasure: projections are behind; re-deriving now (they read "[erased]" from here on)',
      );
    await this.derived.rederive(streams);
    const pdfsDeleted =
      (await this.derived.deletePdfs(this.dataSource, revisionIdsOf(events))) +
      (await this.derived.deleteMailingProofs(this.dataSource, streams));
    this.logger.log({ subjectId, streams: streams.length, pdfsDeleted }, 'Personal data erased');
    return { subjectId, streams, pdfsDeleted };
  }

  /**
   * Takes erased keys out of PostgreSQL's files (docs/adr/127): the last step of a deletion, once every row of the
   * person is gone (their WAL records go with the segment).
   */
  scrubDisk(): Promise<DiskScrubReport> {
    return scrubErasedKeys(this.dataSource, this.logger);
  }
}
