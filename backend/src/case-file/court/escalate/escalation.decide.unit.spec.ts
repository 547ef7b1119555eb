import { IllegalStateError, NotFoundError } from '../../../common/errors';
import { draftTemplateDocument } from '../../../documents/drafting/draft-document';
import { caseDetails } from '../../../testing/documents/case-fixtures';
import { evolveCaseCourt, initialCaseCourt, type CaseCourt } from '../court';
import { draftPackageFromCase } from './escalation-draft';
import {
  ALREADY_A_PACKAGE_MESSAGE,
  decideEscalation,
  escalationPrice,
  escalationRefundDue,
  NO_LETTER_YET_MESSAGE,
  type EscalationCommand,
  type PackageDrafter,
} from './escalation.decide';
import { escalationIds } from './escalation-event-ids';
import type { CaseFileEvent } from '../../case-file.events';
import { DeciderSpecification } from '../../../testing/decider-specification';

const now = new Date('2026-11-27T10:00:00.000Z');
const at = '2026-11-02T10:00:00.000Z';
const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';
const userId = 'c0a8012e-0000-4000-8000-000000000001';
const letterId = '10000000-0000-4000-8000-000000000001';
const noticeId = '20000000-0000-4000-8000-000000000002';
const details = caseDetails({ state: 'NY', documentType: 'demand_letter', amountCents: 240_000 });
const letter = draftTemplateDocument({ caseId, details, today: at.slice(0, 10) });

const opened: CaseFileEvent = {
  type: 'CaseOpened',
  data: { caseId, userId, title: 'Unpaid Work v. Dana', status: 'pending', details, openedAt: at },
};
const paid: CaseFileEvent = {
  type: 'PaymentSucceeded',
  data: { caseId, paymentIntentId: 'pi_letter', amount: 500, currency: 'usd', promoCode: null, paidAt: at },
};
const generated: CaseFileEvent = {
  type: 'DocumentGenerated',
  data: {
    caseId,
    revisionId: letterId,
    version: '1.0',
    title: letter.title,
    content: letter.content,
    drafter: 'template',
    lawTableVersion: 'x',
    llmRejectedReason: null,
    generatedAt: at,
  },
};
const notice: CaseFileEvent = {
  type: 'CaseDocumentDrafted',
  data: {
    caseId,
    documentId: noticeId,
    kind: 'final_notice',
    revisionId: noticeId,
    version: '1.0',
    title: 'Final Notice: Unpaid invoice',
    content: 'Dana Client\n\nThis is my final notice.\n\nSincerely,\n\nAna Ortiz\n',
    lawTableVersion: 'x',
    draftedAt: '2026-11-20T10:00:00.000Z',
  },
};
const mailed = (documentId: string, mailingId: string, mailedOn: string): CaseFileEvent => ({
  type: 'LetterMailed',
  data: {
    caseId,
    mailingId,
    userId,
    documentId,
    revisionId: documentId,
    carrier: 'sandbox',
    service: 'certified',
    providerLetterId: 'ltr_1',
    trackingNumber: '9407111111111111111111',
    pdfSha256: 'ab12',
    pageCount: 2,
    mailedOn,
    expectedDeliveryDate: null,
    mailedAt: `${mailedOn}T12:00:00.000Z`,
  },
});
const delivered = {
  type: 'LetterDelivered',
  data: { caseId, mailingId: 'm1', deliveredAt: '2026-11-06T15:00:00.000Z' },
} as unknown as CaseFileEvent;

const stubDraft: PackageDrafter = () => ({ title: 'Package', content: 'The package', lawTableVersion: 'v' });
const packageId = escalationIds.packageDocument(caseId);
const escalationId = escalationIds.escalation(caseId);

const byCard = (paymentIntentId = 'pi_1', user = userId): EscalationCommand => ({
  type: 'RequestEscalation',
  data: { caseId, userId: user, payment: { kind: 'card', paymentIntentId, price: 1000 } },
  metadata: { now },
});
const byPlan: EscalationCommand = {
  type: 'RequestEscalation',
  data: { caseId, userId, payment: { kind: 'plan', subscriptionId: 'sub-1' } },
  metadata: { now },
};
const payment = (paymentIntentId: string, amount = 1000): EscalationCommand => ({
  type: 'RecordEscalationPayment',
  data: { caseId, paymentIntentId, amount },
  metadata: { now },
});

const requested = (paymentIntentId: string | null): CaseFileEvent => ({
  type: 'EscalationRequested',
  data: {
    caseId,
    escalationId,
    userId,
    payment: paymentIntentId ? 'card' : 'plan',
    price: paymentIntentId ? 1000 : 0,
    currency: 'usd',
    paymentIntentId,
    subscriptionId: paymentIntentId ? null : 'sub-1',
    requestedAt: now.toISOString(),
  },
});
const packageDrafted: CaseFileEvent = {
  type: 'CaseDocumentDrafted',
  data: {
    caseId,
    documentId: packageId,
    kind: 'small_claims',
    revisionId: packageId,
    version: '1.0',
    title: 'Package',
    content: 'The package',
    lawTableVersion: 'v',
    draftedAt: now.toISOString(),
  },
};
const escalationPaid = (paymentIntentId: string): CaseFileEvent => ({
  type: 'EscalationPaid',
  data: { caseId, escalationId, paymentIntentId, amount: 1000, currency: 'usd', paidAt: now.toISOString() },
});

/** given events, when command, then events or error. */
const given = DeciderSpecification.for({
  decide: (command: EscalationCommand, state: CaseCourt) => decideEscalation(command, state, stubDraft),
  evolve: evolveCaseCourt,
  initialState: initialCaseCourt,
});
const letterCase = [opened, paid, generated];

describe('escalation decider: file in small claims from the same case (ADR 184)', () => {
  it('costs the difference to the package price after a letter: $10', () => {
    expect(escalationPrice()).toBe(1000);
  });

  it('a card request records the purchase awaiting its payment; no package yet', () => {
    given(letterCase)
      .when(byCard())
      .then([requested('pi_1')]);
  });

  it("another user's case and a missing one are 404", () => {
    given(letterCase).when(byCard('pi_1', 'someone-else')).thenThrows(NotFoundError);
    given([]).when(byCard()).thenThrows(NotFoundError);
  });

  it('a case bought as a package, or without its letter yet, is refused with the reason', () => {
    const packageCase = {
      ...opened,
      data: { ...opened.data, details: { ...details, documentType: 'small_claims' } },
    } as CaseFileEvent;
    given([packageCase, paid, generated])
      .when(byCard())
      .thenThrows(IllegalStateError, ALREADY_A_PACKAGE_MESSAGE);
    given([opened]).when(byCard()).thenThrows(IllegalStateError, NO_LETTER_YET_MESSAGE);
  });

  it('the same intent again (a double click) records nothing; a replacing intent is recorded', () => {
    given([...letterCase, requested('pi_1')])
      .when(byCard('pi_1'))
      .then([]);
    given([...letterCase, requested('pi_1')])
      .when(byCard('pi_2'))
      .then([requested('pi_2')]);
  });

  it('the payment records EscalationPaid and drafts the package in the same append', () => {
    given([...letterCase, requested('pi_1')])
      .when(payment('pi_1'))
      .then([escalationPaid('pi_1'), packageDrafted]);
  });

  it('a duplicate webhook, a second intent paid, or less than the price draft nothing', () => {
    const filed = [...letterCase, requested('pi_1'), escalationPaid('pi_1'), packageDrafted];
    given(filed).when(payment('pi_1')).then([]);
    given([...letterCase, requested('pi_1'), requested('pi_2'), escalationPaid('pi_1'), packageDrafted])
      .when(payment('pi_2'))
      .then([]);
    given([...letterCase, requested('pi_1')])
      .when(payment('pi_1', 999))
      .then([]);
    given(letterCase).when(payment('pi_1')).thenThrows(IllegalStateError);
  });

  it('any intent of the case that pays while it awaits payment is kept; every other one is then owed back', () => {
    const raced = [...letterCase, requested('pi_1'), requested('pi_2')];
    given(raced)
      .when(payment('pi_1'))
      .then([escalationPaid('pi_1'), packageDrafted]);
    given(raced)
      .when(payment('pi_lost'))
      .then([escalationPaid('pi_lost'), packageDrafted]);
    const state = given([...raced, escalationPaid('pi_1'), packageDrafted]).state;
    expect(escalationRefundDue(state, 'pi_1')).toBe(false);
    expect(escalationRefundDue(state, 'pi_2')).toBe(true);
    expect(escalationRefundDue(state, 'pi_lost_in_a_crash')).toBe(true);
    expect(escalationRefundDue(given(raced).state, 'pi_2')).toBe(false); // nothing is filed yet
  });

  it('the plan covers it: the request and the package in one append; asked again, nothing new', () => {
    given(letterCase)
      .when(byPlan)
      .then([requested(null), packageDrafted]);
    given([...letterCase, requested(null), packageDrafted])
      .when(byPlan)
      .then([]);
    given([...letterCase, requested(null), packageDrafted])
      .when(byCard('pi_9'))
      .then([]);
  });

  it('a card payment after the plan covered it is owed back, once', () => {
    const covered = [...letterCase, requested('pi_1'), requested(null), packageDrafted];
    given(covered).when(payment('pi_1')).then([]);
    expect(escalationRefundDue(given(covered).state, 'pi_1')).toBe(true);
    const refund: EscalationCommand = {
      type: 'RecordEscalationRefund',
      data: { caseId, paymentIntentId: 'pi_1', refundId: 're_1', amount: 1000 },
      metadata: { now },
    };
    const [event] = decideEscalation(refund, given(covered).state, stubDraft);
    expect(event).toMatchObject({
      type: 'EscalationRefunded',
      data: { paymentIntentId: 'pi_1', reason: 'duplicate' },
    });
    given([...covered, event as CaseFileEvent])
      .when(refund)
      .then([]);
    expect(escalationRefundDue(given([...covered, event as CaseFileEvent]).state, 'pi_1')).toBe(false);
  });

  it('the package kept is never refunded', () => {
    const filed = [...letterCase, requested('pi_1'), escalationPaid('pi_1'), packageDrafted];
    given(filed)
      .when({
        type: 'RecordEscalationRefund',
        data: { caseId, paymentIntentId: 'pi_1', refundId: null, amount: 1000 },
        metadata: { now },
      })
      .thenThrows(IllegalStateError);
  });

  it('the drafted package: built from the answers, the letters and their delivery as exhibits, the notes last', () => {
    const state = [
      ...letterCase,
      mailed(letterId, 'm1', '2026-11-03'),
      delivered,
      notice,
      mailed(noticeId, 'm2', '2026-11-21'),
      requested('pi_1'),
    ].reduce(evolveCaseCourt, initialCaseCourt());
    const { title, content } = draftPackageFromCase(state, now);
    expect(title).toMatch(/^Small-Claims Filing Package — /);
    expect(content).toContain('Prepared November 27, 2026.');
    expect(content).toContain(
      'You sent your demand letter and your final notice, and you were not paid in full.',
    );
    expect(content).not.toContain('Send the demand letter first.');
    expect(content).toContain('# Exhibit A: demand letter');
    expect(content).toContain('your demand letter dated November 2, 2026, as you sent it');
    expect(content).toContain('# Exhibit B: final notice');
    expect(content).toContain('This is my final notice.');
    expect(content).toContain('# Exhibit C: proof of mailing and delivery');
    expect(content).toContain(
      '- Demand letter: mailed on November 3, 2026 by USPS Certified Mail through SueGo; tracking number 9407111111111111111111; delivered on November 6, 2026; SHA-256 of the exact PDF mailed ab12.',
    );
    expect(content).toContain('- Final notice: mailed on November 21, 2026');
    expect(content).toContain('- Exhibit B: your final notice');
    expect(content).toContain('- Exhibit C: proof of mailing and delivery');
    // The letter's pages are Exhibit A (never its private notes); the package's own notes stay last, once.
    expect(content).toContain('Sincerely,');
    expect(content.split('# Your private notes')).toHaveLength(2);
    expect(content.indexOf('# Your private notes')).toBeGreaterThan(content.indexOf('# Exhibit C'));
    // New York has no official form filled: the package says worksheet.
    expect(content).toMatch(/worksheet/i);
  });

  it('without a final notice or a mailing: the letter is the only exhibit before the evidence', () => {
    const state = [...letterCase, requested('pi_1')].reduce(evolveCaseCourt, initialCaseCourt());
    const { content } = draftPackageFromCase(state, now);
    expect(content).toContain(
      'You sent your demand letter, and you were not paid in full. It is Exhibit A at the end of this package.',
    );
    expect(content).not.toContain('Exhibit B: final notice');
    expect(content).not.toContain('proof of mailing and delivery');
  });
});
