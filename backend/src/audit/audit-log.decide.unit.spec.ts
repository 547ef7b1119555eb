import { IllegalStateError } from '../common/errors';
import { decideAuditLookup, type RecordAuditLookup } from './audit-log.decide';

const now = new Date('2026-11-24T10:00:00.000Z');
const auditor = { id: '0b7c3a9e-1f2d-4c5b-8a6e-9d0f1e2a3b4c', role: 'auditor' as const };
const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';

describe('audit lookups (given a lookup, when it is recorded, then one event)', () => {
  it('records a case history lookup with the instant it replayed to', () => {
    const command: RecordAuditLookup = {
      type: 'RecordCaseHistoryLookup',
      data: { caseId, asOf: new Date('2026-11-01T00:00:00Z'), found: true },
      metadata: { now, by: auditor },
    };
    expect(decideAuditLookup(command)).toEqual([
      {
        type: 'CaseHistoryLookedUp',
        data: {
          auditorId: auditor.id,
          auditorRole: 'auditor',
          caseId,
          asOf: '2026-11-01T00:00:00.000Z',
          found: true,
          lookedUpAt: '2026-11-24T10:00:00.000Z',
        },
      },
    ]);
  });

  it('records an email lookup by staff with the email normalised and the cases it listed', () => {
    const [event] = decideAuditLookup({
      type: 'RecordEmailLookup',
      data: { email: '  Maria@Example.COM ', matchedUserId: null, caseIds: [] },
      metadata: { now, by: { id: auditor.id, role: 'staff' } },
    });
    expect(event).toEqual({
      type: 'CasesLookedUpByEmail',
      data: {
        auditorId: auditor.id,
        auditorRole: 'staff',
        email: 'maria@example.com',
        matchedUserId: null,
        caseIds: [],
        lookedUpAt: now.toISOString(),
      },
    });
  });

  it('records a read of another person\'s case by the route it came through, naming the owner (issue 37)', () => {
    const ownerId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
    expect(
      decideAuditLookup({
        type: 'RecordPersonalDataLookup',
        data: {
          route: 'GET /api/cases/:id/download',
          resource: 'case',
          resourceId: caseId,
          ownerId,
          query: null,
          found: true,
        },
        metadata: { now, by: { id: auditor.id, role: 'staff' } },
      }),
    ).toEqual([
      {
        type: 'PersonalDataLookedUp',
        data: {
          auditorId: auditor.id,
          auditorRole: 'staff',
          route: 'GET /api/cases/:id/download',
          resource: 'case',
          resourceId: caseId,
          ownerId,
          query: null,
          found: true,
          lookedUpAt: '2026-11-24T10:00:00.000Z',
        },
      },
    ]);
  });

  it('refuses to record a plain user: their reads of their own cases are not audit lookups', () => {
    expect(() =>
      decideAuditLookup({
        type: 'RecordCaseHistoryLookup',
        data: { caseId, asOf: null, found: true },
        metadata: { now, by: { id: auditor.id, role: 'user' } },
      }),
    ).toThrow(IllegalStateError);
  });
});
