import { CASE_EVENT_TYPES, type CaseEvent } from '../../case.events';
import { quoteIdentifier } from '../../../event-store/projection/batch-upsert';
import { rowPerStreamProjection } from '../../../event-store/projection/row-per-stream-projection';
import { execSql } from '../../../database/sql';
import { CASE_COLUMNS, evolveCaseRow, withCard, type CaseRow } from './case-details.row';

export const CASES_VIEW = 'rm_cases';

const COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'user_id', type: 'uuid' },
  { name: 'case_type', type: 'text' },
  { name: 'title', type: 'bytea' },
  { name: 'status', type: 'text' },
  { name: 'form_data', type: 'bytea' },
  { name: 'amount', type: 'numeric' },
  { name: 'state', type: 'text' },
  { name: 'document_type', type: 'text' },
  { name: 'document_url', type: 'text' },
  { name: 'document_content', type: 'bytea' },
  { name: 'document_title', type: 'bytea' },
  { name: 'generated_document', type: 'bytea' },
  { name: 'review_notes', type: 'bytea' },
  { name: 'complexity_score', type: 'numeric' },
  { name: 'complexity_reasons', type: 'bytea' },
  { name: 'card', type: 'bytea' },
  { name: 'document_length', type: 'integer' },
  { name: 'plaintiff_email_hash', type: 'bytea' },
  { name: 'version', type: 'bigint' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
] as const;

/** The `cases` read model (spec §3): one row per case, for My Documents and the case pages. */
export const caseDetailsProjection = rowPerStreamProjection<CaseRow, CaseEvent>({
  name: 'case_details',
  view: CASES_VIEW,
  columns: CASE_COLUMNS,
  tableColumns: COLUMNS,
  handles: CASE_EVENT_TYPES,

  async createTable(tx, table) {
    await execSql(
      tx,
      `CREATE TABLE ${quoteIdentifier(table)} (
         id                 uuid          PRIMARY KEY,
         user_id            uuid          NOT NULL,
         case_type          text          NOT NULL,
         title              bytea         NOT NULL,
         status             text          NOT NULL DEFAULT 'draft',
         form_data          bytea         NOT NULL,
         amount             numeric(10,2) NOT NULL,
         state              text          NOT NULL,
         document_type      text          NOT NULL,
         document_url       text,
         document_content   bytea,
         document_title     bytea,
         generated_document bytea,
         review_notes       bytea,
         complexity_score   numeric(4,2),
         complexity_reasons bytea,
         card               bytea         NOT NULL,
         document_length    integer       NOT NULL DEFAULT 0,
         plaintiff_email_hash bytea,
         version            bigint        NOT NULL,
         created_at         timestamptz   NOT NULL,
         updated_at         timestamptz   NOT NULL
       )`,
    );
  },

  async createIndexes(tx, table) {
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_user_idx`)} ON ${quoteIdentifier(table)} (user_id, created_at DESC)`,
    );
    await execSql(
      tx,
      `CREATE INDEX ${quoteIdentifier(`${table}_plaintiff_email_idx`)} ON ${quoteIdentifier(table)} (plaintiff_email_hash) WHERE plaintiff_email_hash IS NOT NULL`,
    );
  },

  forget: { column: 'id', streamType: 'case' },
  idOf: (event) => event.data.caseId,
  evolve: evolveCaseRow,
  toStored: withCard,
});
