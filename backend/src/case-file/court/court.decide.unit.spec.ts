import { IllegalStateError, NotFoundError } from '../../common/errors';
import { draftFinalNotice as draftNoticeText } from '../../documents/index';
import { caseDetails } from '../../testing/documents/case-fixtures';
import { evolveCaseCourt, initialCaseCourt } from './court';
import { decideCourt, NEEDS_OUTCOME_MESSAGE, type DraftFinalNotice } from './court.decide';
import { finalNoticeDecider } from './final-notice/final-notice';
import type { CaseFileEvent } from '../case-file.events';
import { DeciderSpecification } from '../../testing/decider-specification';

const now = new Date('2026-11-27T10:00:00.000Z');
const at = '2026-11-02T10:00:00.000Z';
const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';
const userId = 'c0a8012e-0000-4000-8000-000000000001';
const letterId = '10000000-0000-4000-8000-000000000001';
const noticeId = '20000000-0000-4000-8000-000000000002';
const details = caseDetails({ state: 'NY', documentType: 'demand_letter', amountCents: 240_000 });

const opened: CaseFileEvent = {
  type: 'CaseOpened',
  data: { caseId, userId, title: 'Unpaid Work v. Dana', status: 'pending', details, openedAt: at },
};
const generated: CaseFileEvent = {
  type: 'DocumentGenerated',
  data: {
    caseId,
    revisionId: letterId,
    version: '1.0',
    title: 'Demand for Payment',
    content: 'Dear Dana,\nPlease pay.',
    drafter: 'template',
    lawTableVersion: 'x',
    llmRejectedReason: null,
    generatedAt: at,
  },
};
const outcome = (value: string, amountReceivedCents: number | null = null): CaseFileEvent =>
  ({
    type: 'CaseOutcomeRecorded',
    data: { caseId, outcome: value, amountReceivedCents, via: 'app', linkId: null, recordedAt: at },
  }) as CaseFileEvent;
const mailed: CaseFileEvent = {
  type: 'LetterMailed',
  data: {
    caseId,
    mailingId: 'm1',
    userId,
    documentId: letterId,
    revisionId: letterId,
    carrier: 'sandbox',
    service: 'certified',
    providerLetterId: 'ltr_1',
    trackingNumber: '9407111111111111111111',
    pdfSha256: 'ab',
    pageCount: 2,
    mailedOn: '2026-11-03',
    expectedDeliveryDate: '2026-11-06',
    mailedAt: '2026-11-03T12:00:00.000Z',
  },
};
const delivered = {
  type: 'LetterDelivered',
  data: { caseId, mailingId: 'm1', deliveredAt: '2026-11-06T15:00:00.000Z' },
} as unknown as CaseFileEvent;

const ask = (user = userId): DraftFinalNotice => ({
  type: 'DraftFinalNotice',
  data: {
    caseId,
    userId: user,
    draft: { documentId: noticeId, title: 'Final Notice', content: 'x', lawTableVersion: 'v' },
  },
  metadata: { now },
});

/** given events, when command, then events or error. */
const given = DeciderSpecification.for({
  decide: decideCourt,
  evolve: evolveCaseCourt,
  initialState: initialCaseCourt,
});

describe('the final notice (court decider)', () => {
  it('given "no response", drafts the notice as a later document of the case, revision 1.0', () => {
    given([opened, generated, outcome('no_response')])
      .when(ask())
      .then([
        {
          type: 'CaseDocumentDrafted',
          data: {
            caseId,
            documentId: noticeId,
            kind: 'final_notice',
            revisionId: noticeId,
            version: '1.0',
            title: 'Final Notice',
            content: 'x',
            lawTableVersion: 'v',
            draftedAt: now.toISOString(),
          },
        },
      ]);
  });

  it.each(['paid_in_part', 'refused'])('given "%s", drafts it too', (value) => {
    expect(decideCourt(ask(), given([opened, generated, outcome(value)]).state)).toHaveLength(1);
  });

  it('refuses before an outcome, and after "paid in full"', () => {
    given([opened, generated]).when(ask()).thenThrows(IllegalStateError, NEEDS_OUTCOME_MESSAGE);
    given([opened, generated, outcome('paid_in_full', 240_000)])
      .when(ask())
      .thenThrows(IllegalStateError, NEEDS_OUTCOME_MESSAGE);
  });

  it('the latest outcome counts: "no response" then "paid in full" refuses', () => {
    given([opened, generated, outcome('no_response'), outcome('paid_in_full')])
      .when(ask())
      .thenThrows(IllegalStateError);
  });

  it("answers not found for another user's case and a case that does not exist", () => {
    given([opened, generated, outcome('refused')])
      .when(ask('someone-else'))
      .thenThrows(NotFoundError);
    given([]).when(ask()).thenThrows(NotFoundError);
  });

  it('refuses a case without its letter, and a case bought as a package', () => {
    given([opened, outcome('refused')])
      .when(ask())
      .thenThrows(IllegalStateError, 'This case has no demand letter yet');
    const packageCase = {
      ...opened,
      data: { ...opened.data, details: { ...details, documentType: 'small_claims' } },
    };
    given([packageCase as CaseFileEvent, generated, outcome('refused')])
      .when(ask())
      .thenThrows(IllegalStateError);
  });

  it('drafts one notice per case: asked again, nothing new', () => {
    const first = decideCourt(ask(), given([opened, generated, outcome('no_response')]).state);
    given([opened, generated, outcome('no_response'), ...(first as CaseFileEvent[])])
      .when({ ...ask(), data: { ...ask().data, draft: { ...ask().data.draft, documentId: 'another' } } })
      .then([]);
  });

  it('the drafted text refers to the letter, its mailing and delivery, and gives a last deadline', () => {
    const state = [opened, generated, mailed, delivered, outcome('paid_in_part', 100_000)].reduce(
      evolveCaseCourt,
      initialCaseCourt(),
    );
    const [event] = finalNoticeDecider.decide(ask(), state);
    const content = (event as { data: { content: string } }).data.content;
    expect(content).toContain(
      'On November 3, 2026 I sent you a demand letter dated November 2, 2026 by USPS Certified Mail (tracking number 9407111111111111111111).',
    );
    expect(content).toContain('It was delivered to you on November 6, 2026.');
    expect(content).toContain('Since then I have received $1,000.00. $1,400.00 is still owed.');
    expect(content).toContain('by December 11, 2026'); // 14 days after November 27, a Friday
    expect(content).toMatch(/small claims court in Albany, New York/);
    // Without a mailing, the notice names the letter by its date only.
    const unmailed = draftNoticeText({
      caseId,
      details,
      today: '2026-11-27',
      firstLetter: { date: '2026-11-02', mailing: null },
      outcome: 'refused',
      amountReceivedCents: null,
    });
    expect(unmailed.content).toContain('I sent you a demand letter dated November 2, 2026.');
    expect(unmailed.content).toContain(
      'You have refused to pay. The full amount of $2,400.00 is still owed.',
    );
  });
});
