import { columnPolicy } from '../../../event-store/sealed-columns';
import type { AuditLogEvent } from '../../audit-log.events';
import type { RecordedEvent } from '../../../event-store/event-store';

/** The lookup log's read table (its view). */
export const AUDIT_LOOKUPS_VIEW = 'rm_audit_lookups';

/** One row of the lookup log, in column names. */
export interface AuditLookupRow {
  id: string;
  auditor_id: string;
  auditor_role: string;
  kind: 'case' | 'email';
  case_id: string | null;
  /** An address typed that matched no account: sealed on disk ({@link AUDIT_LOOKUP_COLUMNS}). */
  email: string | null;
  matched_user_id: string | null;
  case_ids: string[];
  as_of: string | null;
  found: boolean;
  looked_up_at: string;
  global_position: bigint;
}

export function auditLookupRow(event: RecordedEvent): AuditLookupRow {
  const e = event as unknown as AuditLogEvent;
  const base = {
    id: event.eventId,
    auditor_id: e.data.auditorId,
    auditor_role: e.data.auditorRole,
    looked_up_at: e.data.lookedUpAt,
    global_position: event.position.globalPosition,
  };
  switch (e.type) {
    case 'CaseHistoryLookedUp':
      return {
        ...base,
        kind: 'case',
        case_id: e.data.caseId,
        email: null,
        matched_user_id: null,
        case_ids: [e.data.caseId],
        as_of: e.data.asOf,
        found: e.data.found,
      };
    case 'CasesLookedUpByEmail':
      return {
        ...base,
        kind: 'email',
        case_id: null,
        // An account's email is read from the account (gone with it): only a search that matched no account
        // keeps the text the auditor typed (under the auditor's key in the log, erased with them).
        email: e.data.matchedUserId === null ? e.data.email : null,
        matched_user_id: e.data.matchedUserId,
        case_ids: e.data.caseIds,
        as_of: null,
        found: e.data.matchedUserId !== null || e.data.caseIds.length > 0,
      };
    case 'PersonalDataLookedUp':
      // A read of someone's case through any of its routes shows as a case lookup; a ticket read or a ticket search
      // as a lookup of the person (issue 37). The route itself stays on the event.
      return {
        ...base,
        kind: e.data.resource === 'case' ? 'case' : 'email',
        case_id: e.data.resource === 'case' ? e.data.resourceId : null,
        email: e.data.ownerId === null ? e.data.query : null,
        matched_user_id: e.data.ownerId,
        case_ids: e.data.resource === 'case' && e.data.resourceId ? [e.data.resourceId] : [],
        as_of: null,
        found: e.data.found,
      };
    default: {
      const _exhaustive: never = e;
      throw new Error(`Unexpected audit log event ${(event as { type: string }).type}`);
    }
  }
}

/**
 * Who looked up what (docs/adr/127): the address an auditor typed that matched no account is sealed under the
 * auditor's key, the key its event is sealed under (the audit log stream's owner, ADR 131), so it reads as "[erased]"
 * once the auditor is erased. Readers select `auditor_id` with `email` and `open` the rows.
 */
export const AUDIT_LOOKUP_COLUMNS = columnPolicy<Pick<AuditLookupRow, 'auditor_id'>>({
  table: AUDIT_LOOKUPS_VIEW,
  subject: (row) => row.auditor_id,
  sealed: { email: 'text' },
  plain: ['auditor_role', 'kind', 'case_ids'],
});
