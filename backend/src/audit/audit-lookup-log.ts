import { Injectable } from '@nestjs/common';
import { EventStore } from '../event-store/event-store';
import type { AuthenticatedUser } from '../identity/index';
import { decideAuditLookup, isAuditorRole, type AuditLookup } from './audit-log.decide';
import { auditLogStreamId } from './audit-log.events';

/**
 * Records every lookup a staff member or auditor makes on their own `audit-log-{id}` stream (ADR 130), before the
 * answer leaves: a lookup that cannot be recorded is not answered. Lookups by an owner of their own case are not
 * audit lookups and are not recorded.
 */
@Injectable()
export class AuditLookupLog {
  constructor(private readonly store: EventStore) {}

  /** Whether `user`'s lookups are recorded. */
  records(user: Pick<AuthenticatedUser, 'role'>): boolean {
    return isAuditorRole(user.role);
  }

  async record(user: Pick<AuthenticatedUser, 'id' | 'role'>, lookup: AuditLookup, now = new Date()): Promise<void> {
    if (!this.records(user)) return;
    const events = decideAuditLookup({ ...lookup, metadata: { now, by: { id: user.id, role: user.role } } });
    // Append-only, no invariant to check: 'any' never conflicts, and the stream is never read back here.
    await this.store.append(
      auditLogStreamId(user.id),
      events.map((e) => ({
        type: e.type,
        data: e.data,
        metadata: { actor: { id: user.id, role: user.role }, occurredAt: now.toISOString() },
      })),
      'any',
    );
  }
}
