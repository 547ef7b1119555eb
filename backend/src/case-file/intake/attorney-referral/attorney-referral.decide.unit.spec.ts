import { IllegalStateError, ValidationError } from '../../../common/errors';
import { evolveCase, initialCaseState, type Case } from '../../case';
import { decideCase, type CaseCommand } from '../../case.decide';
import type { CaseEvent } from '../../case.events';
import { MAX_REFERRAL_NOTES_CHARS } from './attorney-referral.decide';

const now = new Date('2026-11-23T12:00:00.000Z');
const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';
const referralRequestId = '4f6e2d1c-0000-4000-8000-0000000000aa';
const attorneyId = '9a8b7c6d-0000-4000-8000-0000000000bb';

const opened: CaseEvent = {
  type: 'CaseOpened',
  data: {
    caseId,
    userId: 'c0a8012e-0000-4000-8000-000000000001',
    title: 'Landlord Dispute v. Big Rentals LLC',
    status: 'pending',
    openedAt: now.toISOString(),
    details: {
      caseType: 'landlord-dispute',
      state: 'TX',
      plaintiffName: 'Rosa Diaz',
      plaintiffEmail: 'rosa@example.com',
      plaintiffAddress: '12 Elm St, Austin, TX 78701',
      plaintiffPhone: '',
      defendantName: 'Big Rentals LLC',
      defendantAddress: '1 Main St, Austin, TX 78702',
      disputeDescription: 'The deposit was kept.',
      amountCents: 120_000,
      incidentDate: '2026-09-01',
      attemptedResolution: '',
      evidenceDescription: '',
      documentType: 'demand_letter',
      agreedToTerms: true,
    },
  },
};
const refer = (notes: string | null = 'Please call me after 5 pm.'): CaseCommand => ({
  type: 'SendAttorneyReferral',
  data: { caseId, referralRequestId, attorneyId, attorneyName: 'Ana Reyes', notes },
  metadata: { now },
});
const sent: CaseEvent = {
  type: 'AttorneyReferralSent',
  data: {
    caseId,
    referralRequestId,
    attorneyId,
    attorneyName: 'Ana Reyes',
    notes: 'Please call me after 5 pm.',
    sentAt: now.toISOString(),
  },
};
const given = (events: CaseEvent[]): Case => events.reduce<Case>(evolveCase, initialCaseState());

describe('sending a case to an attorney (given / when / then)', () => {
  it('given an open case, when referred, then AttorneyReferralSent', () => {
    expect(decideCase(refer(), given([opened]))).toEqual([sent]);
  });

  it('given it was sent with this referral already, then nothing new (a retried payment report)', () => {
    expect(decideCase(refer(), given([opened, sent]))).toEqual([]);
  });

  it('a case with a referral still takes another one (another attorney, another referral request)', () => {
    const another = {
      ...refer(),
      data: { ...refer().data, referralRequestId: '4f6e2d1c-0000-4000-8000-0000000000cc' },
    } as CaseCommand;
    expect(decideCase(another, given([opened, sent]))).toHaveLength(1);
  });

  it('refuses a case that does not exist, and notes longer than the limit', () => {
    expect(() => decideCase(refer(), given([]))).toThrow(IllegalStateError);
    expect(() => decideCase(refer('x'.repeat(MAX_REFERRAL_NOTES_CHARS + 1)), given([opened]))).toThrow(
      ValidationError,
    );
  });

  it('the case state remembers its referrals', () => {
    const state = given([opened, sent]);
    expect(state.status !== 'none' && state.referrals).toEqual([referralRequestId]);
  });
});
