import type { CaseEvent } from '../../../backend/src/cases/case.events';
import type { RecordedEvent } from '../../../backend/src/event-store/event-store';
import { batchUpsert, quoteIdentifier } from '../../../backend/src/event-store/projection/batch-upsert';
import type { ProjectionDefinition } from '../../../backend/src/event-store/projection/projection';
import { execSql } from '../../../backend/src/event-store/postgres/sql';

export const DOCUMENT_REVISIONS_VIEW = 'rm_document_revisions';

/**
 * The spec's `document_revisions` table: every version of a case's document, exactly one active. It starts with
 * revision 1.0 from DocumentGenerated; saving and activating revisions (the editor) extend it.
 */
export const documentRevisionsProjection: ProjectionDefinition = {
  name: 'document_revisions',
  view: DOCUMENT_REVISIONS_VIEW,
  handles: ['DocumentGenerated'],
  batchSize: 200,
  rebuildBatchSize: 2_000,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id           uuid         PRIMARY KEY,
         case_id      uuid         NOT NULL,
         version      numeric(3,1) NOT NULL,
         title        text         NOT NULL,
         content      text         NOT NULL,
         edit_summary text         NOT NULL,
         is_active    boolean      NOT NULL DEFAULT false,
         created_at   timestamptz  NOT NULL
       )`,
    );
  },

  async createIndexes(tx, table) {
    await execSql(tx, `CREATE INDEX ${quoteIdentifier(`${table}_case_idx`)} ON ${quoteIdentifier(table)} (case_id, version)`);
  },

  async apply(events: RecordedEvent[], tx, { table }) {
    const rows = new Map<string, Record<string, unknown>>();
    for (const recorded of events) {
      const event = recorded as unknown as CaseEvent;
      if (event.type !== 'DocumentGenerated') continue;
      const d = event.data;
      rows.set(d.revisionId, {
        id: d.revisionId,
        case_id: d.caseId,
        version: d.version,
        title: d.title,
        content: d.content,
        edit_summary: d.drafter === 'llm' ? 'Drafted by SueGo (facts reworded by the AI step)' : 'Drafted by SueGo',
        is_active: true,
        created_at: d.generatedAt,
      });
    }
    await batchUpsert(tx, {
      table,
      columns: [
        { name: 'id', type: 'uuid' },
        { name: 'case_id', type: 'uuid' },
        { name: 'version', type: 'numeric' },
        { name: 'title', type: 'text' },
        { name: 'content', type: 'text' },
        { name: 'edit_summary', type: 'text' },
        { name: 'is_active', type: 'boolean' },
        { name: 'created_at', type: 'timestamptz' },
      ],
      key: ['id'],
      rows: [...rows.values()],
    });
  },
};
