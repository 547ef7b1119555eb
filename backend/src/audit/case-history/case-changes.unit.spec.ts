import { evolveCase, initialCaseState } from '../../case-file/case';
import type { CaseEvent } from '../../case-file/case.events';
import type { CaseDetails } from '../../claim/case.types';
import { diffAuditedCase, evolveAuditExtras, initialAuditedCase, type AuditedCase } from './case-changes';

const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';
const at = '2026-11-23T12:00:00.000Z';
const details: CaseDetails = {
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Maria Lopez',
  plaintiffEmail: 'maria@example.com',
  plaintiffAddress: '12 Oak St',
  plaintiffPhone: '',
  defendantName: 'Acme LLC',
  defendantAddress: '400 Market St',
  disputeDescription: 'Invoice unpaid.',
  amountCents: 250_000,
  incidentDate: '2026-08-01',
  attemptedResolution: 'Emailed.',
  evidenceDescription: 'Invoice.',
  documentType: 'demand_letter',
  agreedToTerms: true,
};

/** Folds events one by one and returns the changes each made. */
function changesOf(events: CaseEvent[]) {
  let audited: AuditedCase = initialAuditedCase(initialCaseState());
  return events.map((e) => {
    const next = evolveAuditExtras(audited, evolveCase(audited.state, e), e);
    const changes = diffAuditedCase(audited, next);
    audited = next;
    return changes;
  });
}

describe('per-event changes of a case', () => {
  const opened: CaseEvent = {
    type: 'CaseOpened',
    data: { caseId, userId: 'u1', title: 'Unpaid Work v. Acme LLC', status: 'pending', details, openedAt: at },
  };

  it('an opened case sets every answer given, readably; empty answers are not listed', () => {
    const [changes] = changesOf([opened]);
    const byField = new Map(changes!.map((c) => [c.field, c]));
    expect(byField.get('status')).toEqual({ field: 'status', label: 'Status', before: null, after: 'Pending payment' });
    expect(byField.get('details.amountCents')).toMatchObject({ label: 'Amount claimed', before: null, after: '$2,500.00' });
    expect(byField.get('details.caseType')?.after).toBe('Unpaid Work');
    expect(byField.get('details.documentType')?.after).toBe('Demand letter');
    expect(byField.get('details.agreedToTerms')?.after).toBe('Yes');
    expect(byField.has('details.plaintiffPhone')).toBe(false);
    expect(byField.has('payment.amount')).toBe(false);
  });

  it('a revision lists exactly the answers that changed, before and after', () => {
    const revised: CaseEvent = {
      type: 'CaseDetailsRevised',
      data: {
        caseId,
        title: 'Unpaid Work v. Acme LLC',
        details: { ...details, amountCents: 275_000, enclosures: ['Invoice #42', 'Contract, signed'] },
        revisedAt: at,
      },
    };
    expect(changesOf([opened, revised])[1]).toEqual([
      { field: 'details.amountCents', label: 'Amount claimed', before: '$2,500.00', after: '$2,750.00' },
      { field: 'details.enclosures', label: 'Enclosures', before: null, after: 'Invoice #42; Contract, signed' },
    ]);
  });

  it('checkout, payment, complexity and revisions show as fields; progress-only events change nothing', () => {
    const events: CaseEvent[] = [
      opened,
      { type: 'ComplexityAssessed', data: { caseId, score: 4, reasons: [], ruleVersion: 'v1', assessedAt: at } },
      {
        type: 'CheckoutStarted',
        data: { caseId, paymentIntentId: 'pi_1', amount: 500, currency: 'usd', promoCode: null, finalAmount: 500, startedAt: at },
      },
      {
        type: 'PaymentSucceeded',
        data: { caseId, paymentIntentId: 'pi_1', amount: 500, currency: 'usd', promoCode: null, paidAt: at },
      },
      { type: 'DocumentGenerationStarted', data: { caseId, jobId: 'j', attempt: 1, startedAt: at } },
      {
        type: 'DocumentGenerated',
        data: {
          caseId, revisionId: 'r1', version: '1.0', title: 'Demand Letter', content: 'text', drafter: 'template',
          lawTableVersion: 'v', llmRejectedReason: null, generatedAt: at,
        },
      },
      {
        type: 'RevisionSaved',
        data: {
          caseId, revisionId: 'r2', version: '1.1', baseVersion: '1.0', content: 'text 2', editSummary: 'typo',
          authorId: 'u1', savedAt: at,
        },
      },
      { type: 'RevisionActivated', data: { caseId, revisionId: 'r1', version: '1.0', content: 'text', activatedAt: at } },
    ];
    const [, complexity, checkout, paid, started, generated, saved, activated] = changesOf(events);
    expect(complexity).toEqual([{ field: 'complexity', label: 'Complexity score', before: null, after: '4/10' }]);
    expect(checkout!.map((c) => [c.field, c.after])).toEqual([
      ['checkout.amount', '$5.00'],
      ['checkout.finalAmount', '$5.00'],
      ['checkout.paymentIntentId', 'pi_1'],
    ]);
    expect(paid).toEqual(
      expect.arrayContaining([
        { field: 'status', label: 'Status', before: 'Pending payment', after: 'Paid (document being drafted)' },
        { field: 'payment.amount', label: 'Amount paid', before: null, after: '$5.00' },
      ]),
    );
    expect(started).toEqual([]);
    expect(generated).toEqual(
      expect.arrayContaining([
        { field: 'status', label: 'Status', before: 'Paid (document being drafted)', after: 'Completed' },
        { field: 'activeRevision', label: 'Active version', before: null, after: '1.0' },
      ]),
    );
    expect(saved).toEqual([
      { field: 'revisions', label: 'Saved versions', before: '1', after: '2' },
      { field: 'activeRevision', label: 'Active version', before: '1.0', after: '1.1' },
    ]);
    expect(activated).toEqual([{ field: 'activeRevision', label: 'Active version', before: '1.1', after: '1.0' }]);
  });

  it('shows answers this code does not know by name, and values of an unexpected shape as text', () => {
    const newer = { ...details, amountCents: '[erased]', favouriteColour: 'teal' } as unknown as CaseDetails;
    const [changes] = changesOf([{ ...opened, data: { ...opened.data, details: newer } }]);
    const byField = new Map(changes!.map((c) => [c.field, c]));
    expect(byField.get('details.amountCents')?.after).toBe('[erased]');
    expect(byField.get('details.favouriteColour')).toMatchObject({ label: 'Favourite colour', after: 'teal' });
  });
});
