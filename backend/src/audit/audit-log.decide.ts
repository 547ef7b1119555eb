import { IllegalStateError } from '../common/errors';
import type { Role } from '../identity/index';
import type { AuditLogEvent, AuditorRole, LookedUpResource } from './audit-log.events';

/** Who looked: the signed-in user behind the request. */
export interface Looker {
  id: string;
  role: Role;
}

/** What was looked up. */
export type AuditLookup =
  | { type: 'RecordCaseHistoryLookup'; data: { caseId: string; asOf: Date | null; found: boolean } }
  | { type: 'RecordEmailLookup'; data: { email: string; matchedUserId: string | null; caseIds: string[] } }
  | {
      type: 'RecordPersonalDataLookup';
      data: {
        route: string;
        resource: LookedUpResource;
        resourceId: string | null;
        ownerId: string | null;
        query: string | null;
        found: boolean;
      };
    };

export type RecordAuditLookup = AuditLookup & { metadata: { now: Date; by: Looker } };

/** Lookups by these roles are recorded; an owner reading their own case is not an audit lookup. */
export const isAuditorRole = (role: Role): role is AuditorRole => role === 'staff' || role === 'auditor';

/**
 * The audit log has no rule to protect but one: it only records what a staff member or auditor looked at, once
 * per lookup. So deciding needs no state (the stream is never folded, however long it grows): the command is
 * the event.
 */
export function decideAuditLookup(command: RecordAuditLookup): AuditLogEvent[] {
  const { by, now } = command.metadata;
  if (!isAuditorRole(by.role)) throw new IllegalStateError('Only staff and auditor lookups are recorded');
  const who = { auditorId: by.id, auditorRole: by.role };
  switch (command.type) {
    case 'RecordCaseHistoryLookup':
      return [
        {
          type: 'CaseHistoryLookedUp',
          data: {
            ...who,
            caseId: command.data.caseId,
            asOf: command.data.asOf?.toISOString() ?? null,
            found: command.data.found,
            lookedUpAt: now.toISOString(),
          },
        },
      ];
    case 'RecordEmailLookup':
      return [
        {
          type: 'CasesLookedUpByEmail',
          data: {
            ...who,
            email: command.data.email.trim().toLowerCase(),
            matchedUserId: command.data.matchedUserId,
            caseIds: [...command.data.caseIds],
            lookedUpAt: now.toISOString(),
          },
        },
      ];
    case 'RecordPersonalDataLookup':
      return [{ type: 'PersonalDataLookedUp', data: { ...who, ...command.data, lookedUpAt: now.toISOString() } }];
    default: {
      const _exhaustive: never = command;
      return [];
    }
  }
}
