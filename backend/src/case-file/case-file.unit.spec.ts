import type { RecordedEvent } from '../event-store/event-store';
import { caseDetails } from '../testing/documents/case-fixtures';
import { evolveCase, initialCaseState, type Case } from './case';
import type { CaseEvent } from './case.events';
import type { CaseFileEvent } from './case-file.events';
import { foldCaseFile, initialCaseFile } from './case-file';
import { evolveCaseCourt, initialCaseCourt } from './court/court';
import { evolveCaseFollowUp, initialCaseFollowUp } from './follow-up/follow-up';
import { evolveCaseMailings, initialCaseMailings } from './mailing/mailing';

const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';
const userId = 'c0a8012e-0000-4000-8000-000000000001';
const letterId = '10000000-0000-4000-8000-000000000001';
const at = '2026-11-02T10:00:00.000Z';
const details = caseDetails({ state: 'NY', documentType: 'demand_letter', amountCents: 240_000 });

const stream = [
  {
    type: 'CaseOpened',
    data: { caseId, userId, title: 'Unpaid Work v. Dana', status: 'pending', details, openedAt: at },
  },
  {
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
  },
  {
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
  },
  { type: 'LetterDelivered', data: { caseId, mailingId: 'm1', deliveredAt: '2026-11-06T15:00:00.000Z' } },
  {
    type: 'CaseOutcomeRecorded',
    data: {
      caseId,
      outcome: 'no_response',
      amountReceivedCents: null,
      via: 'app',
      linkId: null,
      recordedAt: at,
    },
  },
] as unknown as CaseFileEvent[];
const recorded = stream as unknown as RecordedEvent[];

describe('the case file: one state composed from its parts (issue 39)', () => {
  it('folds each slice exactly as the part folds the stream on its own', () => {
    const file = foldCaseFile(recorded);
    const caseOnly = stream.filter(
      (e) => e.type === 'CaseOpened' || e.type === 'DocumentGenerated',
    ) as CaseEvent[];
    expect(file.case).toEqual(caseOnly.reduce<Case>(evolveCase, initialCaseState()));
    expect(file.mailings).toEqual(stream.reduce(evolveCaseMailings, initialCaseMailings()));
    expect(file.followUp).toEqual(stream.reduce(evolveCaseFollowUp, initialCaseFollowUp()));
    expect(file.court).toEqual(stream.reduce(evolveCaseCourt, initialCaseCourt()));
  });

  it('sees the letter, its delivery and the outcome in the slices that keep them', () => {
    const file = foldCaseFile(recorded);
    expect(file.case.status).not.toBe('none');
    expect(file.court.mailings.map((m) => m.mailingId)).toEqual(['m1']);
    expect(file.followUp.outcome?.outcome).toBe('no_response');
    expect(file.court.outcome?.outcome).toBe('no_response');
  });

  it('an empty stream is the initial case file', () => {
    expect(foldCaseFile([])).toEqual(initialCaseFile());
    expect(foldCaseFile([]).case.status).toBe('none');
  });
});
