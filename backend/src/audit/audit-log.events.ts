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

/** What a read of another person's data named (issue 37): a case (any of its routes), a ticket, or a ticket search. */
export type LookedUpResource = 'case' | 'support-ticket' | 'support-ticket-search';

/**
 * A staff member or auditor read another person's data through a route of the product (a case, its letter, versions,
 * documents, mailings, timeline, hearing or calendar; a support ticket; the ticket search by email), recorded before
 * the answer left (ADR 130, issue 37).
 */
export type PersonalDataLookedUp = {
  type: 'PersonalDataLookedUp';
  data: {
    auditorId: string;
    auditorRole: AuditorRole;
    /** The route as the router knows it, e.g. `GET /api/cases/:id/download`. */
    route: string;
    resource: LookedUpResource;
    /** The case or ticket id from the path; null for a search. */
    resourceId: string | null;
    /** The account the data belongs to; null when unknown (no such resource, or a visitor's ticket). */
    ownerId: string | null;
    /** The text searched for (a ticket search); null otherwise. Personal data of the looker's log (ADR 130). */
    query: string | null;
    found: boolean;
    lookedUpAt: string;
  };
};

export type AuditLogEvent = CaseHistoryLookedUp | CasesLookedUpByEmail | PersonalDataLookedUp;
export type AuditLogEventType = AuditLogEvent['type'];
export const AUDIT_LOG_EVENT_TYPES: readonly AuditLogEventType[] = [
  'CaseHistoryLookedUp',
  'CasesLookedUpByEmail',
  'PersonalDataLookedUp',
];

export const auditLogStreamId = (auditorId: string) => `audit-log-${auditorId}`;
