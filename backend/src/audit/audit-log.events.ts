/**
 * Events of the `audit-log-{auditorId}` streams: one stream per staff member or auditor, one event per lookup of
 * someone's case (ADR 130). Type strings never change; a new shape gets an upcaster (DESIGN.md §4).
 */

/** The roles whose lookups are recorded: anyone reading a case that is not their own. */
export type AuditorRole = 'staff' | 'auditor';

/** A staff member or auditor read a case's history (the timeline, or the case as of an instant). */
export type CaseHistoryLookedUp = {
  type: 'CaseHistoryLookedUp';
  data: {
    auditorId: string;
    auditorRole: AuditorRole;
    caseId: string;
    /** The instant the case was replayed to; null for "now". */
    asOf: string | null;
    /** Whether the case existed (an unknown id is recorded too: someone looked for it). */
    found: boolean;
    lookedUpAt: string;
  };
};

/** A staff member or auditor listed the cases of a claimant by email. */
export type CasesLookedUpByEmail = {
  type: 'CasesLookedUpByEmail';
  data: {
    auditorId: string;
    auditorRole: AuditorRole;
    /** The email as searched (trimmed, lower-cased). */
    email: string;
    /** The account with that email, or null when there is none. */
    matchedUserId: string | null;
    /** The cases the answer listed. */
    caseIds: string[];
    lookedUpAt: string;
  };
};

export type AuditLogEvent = CaseHistoryLookedUp | CasesLookedUpByEmail;
export type AuditLogEventType = AuditLogEvent['type'];
export const AUDIT_LOG_EVENT_TYPES: readonly AuditLogEventType[] = ['CaseHistoryLookedUp', 'CasesLookedUpByEmail'];

export const auditLogStreamId = (auditorId: string) => `audit-log-${auditorId}`;
