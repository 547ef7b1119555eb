import type { DataSource, EntityManager } from 'typeorm';
import { comparePositions, type EventStore, type RecordedEvent } from '../../event-store/event-store';
import { execSql } from '../../database/sql';
import { lockActiveTable, type ProjectionDefinition } from '../../event-store/projection/projection';

/** Revision ids named by events (DocumentGenerated, RevisionSaved): the keys of their stored PDFs. */
export function revisionIdsOf(events: readonly RecordedEvent[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    const id = (event.data as { revisionId?: unknown } | null)?.revisionId;
    if (typeof id === 'string') ids.add(id);
  }
  return [...ids];
}

/**
 * The copies of events' data outside the event store: read-model rows (built by projections), printed PDFs
 * (`document_pdfs`, a cache of what a revision's text prints as) and the proofs of mailed letters (`mailing_proofs`). Erasure re-derives the rows from the streams,
 * which now read "[erased]"; retention deletes them with the streams.
 */
export class DerivedCopies {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly projections: () => readonly ProjectionDefinition[],
  ) {}

  /**
   * Deletes each projection's rows of `streamIds` and applies those streams again, one transaction per
   * projection (the live runner share-locks the same projection row, so a batch in flight finishes first).
   */
  async rederive(streamIds: readonly string[]): Promise<void> {
    if (streamIds.length === 0) return;
    for (const definition of this.projections()) {
      if (definition.aggregateOnly || !definition.forgetStreams) continue;
      const forget = definition.forgetStreams.bind(definition);
      await this.dataSource.transaction(async (tx) => {
        const table = await lockActiveTable(tx, definition.name);
        await forget(tx, table, streamIds);
        const events = (await Promise.all(streamIds.map((id) => this.store.readStream(id, { tx }))))
          .flat()
          .filter((e) => !definition.handles || definition.handles.includes(e.type))
          .sort((a, b) => comparePositions(a.position, b.position));
        if (events.length > 0) await definition.apply(events, tx, { table, values: this.store.sealedValues });
      });
    }
  }

  /** Deletes every projection's rows of `streamIds` (retention), inside the caller's transaction. */
  async forget(tx: EntityManager, streamIds: readonly string[]): Promise<void> {
    for (const definition of this.projections()) {
      if (definition.aggregateOnly || !definition.forgetStreams) continue;
      const table = await lockActiveTable(tx, definition.name);
      await definition.forgetStreams(tx, table, streamIds);
    }
  }

  /** The proofs of letters mailed for these case streams (the exact PDFs mailed, issue 28). */
  async deleteMailingProofs(
    target: EntityManager | DataSource,
    streamIds: readonly string[],
  ): Promise<number> {
    const caseIds = streamIds.filter((id) => id.startsWith('case-')).map((id) => id.slice('case-'.length));
    if (caseIds.length === 0) return 0;
    const { rowCount } = await execSql(
      target,
      `DELETE FROM mailing_proofs WHERE case_id::text = ANY($1::text[])`,
      [caseIds],
    );
    return rowCount;
  }

  async deletePdfs(target: EntityManager | DataSource, revisionIds: readonly string[]): Promise<number> {
    if (revisionIds.length === 0) return 0;
    const { rowCount } = await execSql(
      target,
      `DELETE FROM document_pdfs WHERE revision_id = ANY($1::uuid[])`,
      [revisionIds],
    );
    return rowCount;
  }
}
