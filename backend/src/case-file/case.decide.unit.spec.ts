import { IllegalStateError, ValidationError } from '../common/errors';
import { evolveCase, initialCaseState, type Case } from './case';
import { decideCase, type CaseCommand } from './case.decide';
import { isDuplicatePayment } from './checkout/case-payment.decide';
import { assessComplexity, COMPLEXITY_RULE_VERSION } from './intake/complexity/complexity';
import type { CaseEvent } from './case.events';
import type { CaseDetails } from '../claim/case.types';
import { DeciderSpecification } from '../testing/decider-specification';

const now = new Date('2026-11-23T12:00:00.000Z');
const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';
const userId = 'c0a8012e-0000-4000-8000-000000000001';

const details = (overrides: Partial<CaseDetails> = {}): CaseDetails => ({
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Maria Lopez',
  plaintiffEmail: 'maria@example.com',
  plaintiffAddress: '12 Oak St, Fresno, CA 93701',
  plaintiffPhone: '555-0100',
  defendantName: 'Acme Design LLC',
  defendantAddress: '400 Market St, San Francisco, CA 94105',
  disputeDescription: 'I designed a website and invoice #42 was never paid.',
  amountCents: 250_000,
  incidentDate: '2026-08-01',
  attemptedResolution: 'Emailed twice.',
  evidenceDescription: 'Contract, invoice, emails.',
  documentType: 'demand_letter',
  agreedToTerms: true,
  ...overrides,
});

/** given events, when command, then events or error. */
const given = DeciderSpecification.for({
  decide: decideCase,
  evolve: evolveCase,
  initialState: initialCaseState,
});

const open = (d: CaseDetails = details()): CaseCommand => ({
  type: 'OpenCase',
  data: { caseId, userId, details: d },
  metadata: { now },
});
const revise = (d: CaseDetails): CaseCommand => ({
  type: 'ReviseCaseDetails',
  data: { caseId, details: d },
  metadata: { now },
});
const opened = (d: CaseDetails = details()): CaseEvent => ({
  type: 'CaseOpened',
  data: {
    caseId,
    userId,
    title: `Unpaid Work v. ${d.defendantName}`,
    status: 'pending',
    details: d,
    openedAt: now.toISOString(),
  },
});

describe('case decider', () => {
  describe('OpenCase', () => {
    it('opens a pending case with a readable title', () => {
      given([]).when(open()).then([opened()]);
    });

    it('is idempotent for the same answers by the same user', () => {
      given([opened()]).when(open()).then([]);
    });

    it('refuses to open an existing case with different answers', () => {
      given([opened()])
        .when(open(details({ amountCents: 100 })))
        .thenThrows(IllegalStateError);
    });

    it('requires the claimant name and email with the spec message', () => {
      given([])
        .when(open(details({ plaintiffName: '  ' })))
        .thenThrows(ValidationError, /Missing Information: Please provide your name and email\./);
      given([])
        .when(open(details({ plaintiffEmail: '' })))
        .thenThrows(ValidationError, /Missing Information/);
    });

    it('refuses an incident date in the future', () => {
      given([])
        .when(open(details({ incidentDate: '2026-11-24' })))
        .thenThrows(ValidationError, /incidentDate/);
    });

    it('refuses a claim over the $10,000 ceiling', () => {
      given([])
        .when(open(details({ amountCents: 1_000_001 })))
        .thenThrows(ValidationError, /10,000/);
    });

    it('refuses a small-claims package over a verified state limit (RI) but accepts a demand letter', () => {
      given([])
        .when(open(details({ state: 'RI', amountCents: 600_000, documentType: 'small_claims' })))
        .thenThrows(ValidationError, /5,000/);
      const letter = details({ state: 'RI', amountCents: 600_000, documentType: 'demand_letter' });
      given([])
        .when(open(letter))
        .then([opened(letter)]);
    });

    it('opens a small-claims package over an unverified limit (AZ): a warning to confirm with the clerk', () => {
      const pkg = details({ state: 'AZ', amountCents: 600_000, documentType: 'small_claims' });
      given([])
        .when(open(pkg))
        .then([opened(pkg)]);
    });
  });

  describe('issue-12 answers', () => {
    it('opens a case with the letter answers, and refuses a mailing date that is not a real date', () => {
      const withAnswers = details({
        defendantKind: 'business',
        certifiedMail: true,
        enclosures: ['Invoice #1, dated May 2'],
        mailingDate: '2026-11-25',
      });
      given([])
        .when(open(withAnswers))
        .then([opened(withAnswers)]);
      given([])
        .when(open(details({ mailingDate: '2026-02-30' })))
        .thenThrows(ValidationError, /formData\.mailingDate/);
    });
  });

  describe('OpenCase: claimant kind', () => {
    it('applies the business limit to a business (CA $6,250) and the personal one otherwise ($12,500)', () => {
      const business = details({
        amountCents: 700_000,
        documentType: 'small_claims',
        claimantKind: 'business',
      });
      given([])
        .when(open(business))
        .thenThrows(ValidationError, /formData\.amountClaimed.*for businesses of \$6,250\.00/);
      const person = details({
        amountCents: 700_000,
        documentType: 'small_claims',
        claimantKind: 'individual',
      });
      given([])
        .when(open(person))
        .then([opened(person)]);
      // A case from before the question existed is read as a person's.
      const old = details({ amountCents: 700_000, documentType: 'small_claims' });
      given([])
        .when(open(old))
        .then([opened(old)]);
    });

    it('accepts an $8,000 New York business package (Commercial Claims, $10,000)', () => {
      const ny = details({
        state: 'NY',
        amountCents: 800_000,
        documentType: 'small_claims',
        claimantKind: 'business',
      });
      given([])
        .when(open(ny))
        .then([opened(ny)]);
    });
  });

  describe('ReviseCaseDetails', () => {
    it('records new answers before payment', () => {
      const changed = details({ amountCents: 300_000, defendantName: 'Acme Design Inc.' });
      given([opened()])
        .when(revise(changed))
        .then([
          {
            type: 'CaseDetailsRevised',
            data: {
              caseId,
              title: 'Unpaid Work v. Acme Design Inc.',
              details: changed,
              revisedAt: now.toISOString(),
            },
          },
          {
            type: 'ComplexityAssessed',
            data: {
              caseId,
              ...assessComplexity(changed, '2026-11-23'),
              ruleVersion: COMPLEXITY_RULE_VERSION,
              assessedAt: now.toISOString(),
            },
          },
        ]);
    });

    it('does nothing when the answers did not change', () => {
      given([opened()]).when(revise(details())).then([]);
    });

    it('refuses to revise a case that does not exist', () => {
      given([]).when(revise(details())).thenThrows(IllegalStateError);
    });

    it('applies the same validation as opening', () => {
      given([opened()])
        .when(revise(details({ amountCents: 2_000_000 })))
        .thenThrows(ValidationError);
    });
  });

  describe('payments', () => {
    const pi = 'pi_3Test000000000000000001';
    const at = now.toISOString();
    const start = (
      paymentIntentId = pi,
      finalAmount = 500,
      promoCode: string | null = null,
    ): CaseCommand => ({
      type: 'StartCheckout',
      data: { caseId, paymentIntentId, amount: 500, promoCode, finalAmount },
      metadata: { now },
    });
    const started = (
      paymentIntentId: string | null = pi,
      finalAmount = 500,
      promoCode: string | null = null,
    ): CaseEvent => ({
      type: 'CheckoutStarted',
      data: { caseId, paymentIntentId, amount: 500, currency: 'usd', promoCode, finalAmount, startedAt: at },
    });
    const succeed = (paymentIntentId = pi, amount = 500): CaseCommand => ({
      type: 'RecordPaymentSucceeded',
      data: { caseId, paymentIntentId, amount, promoCode: null },
      metadata: { now },
    });
    const succeeded = (
      paymentIntentId: string | null = pi,
      amount = 500,
      promoCode: string | null = null,
    ): CaseEvent => ({
      type: 'PaymentSucceeded',
      data: { caseId, paymentIntentId, amount, currency: 'usd', promoCode, paidAt: at },
    });
    const fail = (code = 'card_declined', message = 'Your card was declined.'): CaseCommand => ({
      type: 'RecordPaymentFailed',
      data: { caseId, paymentIntentId: pi, code, message },
      metadata: { now },
    });
    const free = (promoCode = 'SUEGOFREE'): CaseCommand => ({
      type: 'CompleteFreeCheckout',
      data: { caseId, amount: 500, promoCode },
      metadata: { now },
    });

    describe('StartCheckout', () => {
      it('records the intent with the server price', () => {
        given([opened()]).when(start()).then([started()]);
      });

      it('is idempotent for the same intent (parallel or repeated calls)', () => {
        given([opened(), started()]).when(start()).then([]);
      });

      it('records a new intent that replaces the open one', () => {
        given([opened(), started()])
          .when(start('pi_other', 500))
          .then([started('pi_other')]);
      });

      it('refuses a paid case, a missing case and a zero amount', () => {
        given([opened(), started(), succeeded()])
          .when(start())
          .thenThrows(IllegalStateError, /already paid/);
        given([])
          .when(start())
          .thenThrows(IllegalStateError, /does not exist/);
        given([opened()]).when(start(pi, 0)).thenThrows(IllegalStateError);
      });

      it('refuses to sell a document without a recipient address, naming the answer to add (also when free)', () => {
        const noAddress = opened(details({ defendantAddress: '  ' }));
        given([noAddress])
          .when(start())
          .thenThrows(
            ValidationError,
            /formData\.defendantAddress: Add the other party's mailing address before you buy/,
          );
        given([noAddress])
          .when(free())
          .thenThrows(ValidationError, /formData\.defendantAddress/);
      });

      it('still hands out an intent after a failed card', () => {
        const failed: CaseEvent = {
          type: 'PaymentFailed',
          data: { caseId, paymentIntentId: pi, code: 'card_declined', message: 'x', failedAt: at },
        };
        given([opened(), started(), failed]).when(start()).then([]);
      });
    });

    describe('CompleteFreeCheckout', () => {
      it('starts and pays the checkout at once, with no intent', () => {
        given([opened()])
          .when(free())
          .then([started(null, 0, 'SUEGOFREE'), succeeded(null, 0, 'SUEGOFREE')]);
      });

      it('is idempotent for the same code and refuses a case paid otherwise', () => {
        given([opened(), started(null, 0, 'SUEGOFREE'), succeeded(null, 0, 'SUEGOFREE')])
          .when(free())
          .then([]);
        given([opened(), started(), succeeded()])
          .when(free())
          .thenThrows(IllegalStateError, /already paid/);
      });
    });

    describe('RecordPaymentSucceeded', () => {
      it('marks the case paid', () => {
        given([opened(), started()]).when(succeed()).then([succeeded()]);
        const state = [opened(), started(), succeeded()].reduce<Case>(evolveCase, initialCaseState());
        expect(state).toMatchObject({ status: 'paid', payment: { paymentIntentId: pi, amount: 500 } });
      });

      it('never pays twice: the same or another intent on a paid case changes nothing', () => {
        given([opened(), started(), succeeded()]).when(succeed()).then([]);
        given([opened(), started(), succeeded()]).when(succeed('pi_other')).then([]);
      });

      it('refuses a case that does not exist', () => {
        given([]).when(succeed()).thenThrows(IllegalStateError);
      });
    });

    describe('RecordPaymentRefunded (a duplicate payment given back)', () => {
      const refund = (paymentIntentId = 'pi_other', refundId: string | null = 're_1'): CaseCommand => ({
        type: 'RecordPaymentRefunded',
        data: { caseId, paymentIntentId, refundId, amount: 500 },
        metadata: { now },
      });
      const refunded = (paymentIntentId = 'pi_other', refundId: string | null = 're_1'): CaseEvent => ({
        type: 'PaymentRefunded',
        data: {
          caseId,
          paymentIntentId,
          refundId,
          amount: 500,
          currency: 'usd',
          reason: 'duplicate',
          refundedAt: at,
        },
      });
      const stateOf = (events: CaseEvent[]) => events.reduce<Case>(evolveCase, initialCaseState());

      it('records the refund of another intent once, and leaves the case paid', () => {
        given([opened(), started(), succeeded()]).when(refund()).then([refunded()]);
        given([opened(), started(), succeeded(), refunded()]).when(refund('pi_other', 're_2')).then([]);
        expect(stateOf([opened(), started(), succeeded(), refunded()])).toMatchObject({
          status: 'paid',
          refundedPaymentIntents: ['pi_other'],
        });
      });

      it('never records a refund of the payment the case was paid with', () => {
        given([opened(), started(), succeeded()])
          .when(refund(pi))
          .thenThrows(IllegalStateError, /paid with/);
        given([])
          .when(refund())
          .thenThrows(IllegalStateError, /does not exist/);
      });

      it('counts a payment as a duplicate only on a case that no longer awaits one, and only until refunded', () => {
        expect(isDuplicatePayment(stateOf([opened(), started()]), 'pi_other')).toBe(false);
        expect(isDuplicatePayment(stateOf([opened(), started(), succeeded()]), pi)).toBe(false);
        expect(isDuplicatePayment(stateOf([opened(), started(), succeeded()]), 'pi_other')).toBe(true);
        expect(
          isDuplicatePayment(
            stateOf([opened(), started(null, 0, 'SUEGOFREE'), succeeded(null, 0, 'SUEGOFREE')]),
            pi,
          ),
        ).toBe(true);
        expect(isDuplicatePayment(stateOf([opened(), started(), succeeded(), refunded()]), 'pi_other')).toBe(
          false,
        );
        expect(isDuplicatePayment(initialCaseState(), pi)).toBe(false);
      });
    });

    describe('RecordPaymentFailed', () => {
      it('records the refusal and leaves the case pending', () => {
        given([opened(), started()])
          .when(fail('insufficient_funds', 'Your card has insufficient funds.'))
          .then([
            {
              type: 'PaymentFailed',
              data: {
                caseId,
                paymentIntentId: pi,
                code: 'insufficient_funds',
                message: 'Your card has insufficient funds.',
                failedAt: at,
              },
            },
          ]);
        const state = [
          opened(),
          started(),
          {
            type: 'PaymentFailed',
            data: { caseId, paymentIntentId: pi, code: 'x', message: 'y', failedAt: at },
          } as CaseEvent,
        ].reduce<Case>(evolveCase, initialCaseState());
        expect(state.status).toBe('pending');
      });

      it('ignores a late failure once paid', () => {
        given([opened(), started(), succeeded()]).when(fail()).then([]);
      });
    });

    describe('document generation', () => {
      const jobId = '11111111-2222-4333-8444-555555555555';
      const revisionId = '99999999-2222-4333-8444-555555555555';
      const startGen = (attempt = 1): CaseCommand => ({
        type: 'StartDocumentGeneration',
        data: { caseId, jobId, attempt },
        metadata: { now },
      });
      const generatedData = {
        caseId,
        revisionId,
        title: 'Demand for Payment',
        content: 'Dear Acme…',
        drafter: 'template' as const,
        lawTableVersion: '2026-11-01.1',
        llmRejectedReason: null,
      };
      const record = (): CaseCommand => ({
        type: 'RecordDocumentGenerated',
        data: generatedData,
        metadata: { now },
      });
      const generated = (): CaseEvent => ({
        type: 'DocumentGenerated',
        data: { ...generatedData, version: '1.0', generatedAt: at },
      });
      const failGen = (attempt = 1, final = false): CaseCommand => ({
        type: 'RecordDocumentGenerationFailed',
        data: { caseId, jobId, attempt, reason: 'boom', final },
        metadata: { now },
      });

      it('starts drafting a paid case', () => {
        given([opened(), started(), succeeded()])
          .when(startGen(2))
          .then([{ type: 'DocumentGenerationStarted', data: { caseId, jobId, attempt: 2, startedAt: at } }]);
      });

      it('refuses to draft before payment', () => {
        given([opened()]).when(startGen()).thenThrows(IllegalStateError, /paid/);
        given([opened()]).when(record()).thenThrows(IllegalStateError, /paid/);
      });

      it('records the document as revision 1.0 and completes the case', () => {
        given([opened(), started(), succeeded()])
          .when(record())
          .then([
            generated(),
            {
              type: 'ComplexityAssessed',
              data: {
                caseId,
                ...assessComplexity(details(), '2026-11-23'),
                ruleVersion: COMPLEXITY_RULE_VERSION,
                assessedAt: at,
              },
            },
          ]);
        const state = [opened(), started(), succeeded(), generated()].reduce<Case>(
          evolveCase,
          initialCaseState(),
        );
        expect(state).toMatchObject({
          status: 'completed',
          document: { revisionId, title: 'Demand for Payment' },
        });
      });

      it('never records a second document, a start or a failure once one exists', () => {
        given([opened(), started(), succeeded(), generated()]).when(record()).then([]);
        given([opened(), started(), succeeded(), generated()]).when(startGen(3)).then([]);
        given([opened(), started(), succeeded(), generated()]).when(failGen()).then([]);
      });

      it('records a failed attempt with whether retries are left', () => {
        given([opened(), started(), succeeded()])
          .when(failGen(4, true))
          .then([
            {
              type: 'DocumentGenerationFailed',
              data: { caseId, jobId, attempt: 4, reason: 'boom', final: true, failedAt: at },
            },
          ]);
      });
    });

    it('refuses to revise details once paid', () => {
      given([opened(), started(), succeeded()])
        .when(revise(details({ amountCents: 1 })))
        .thenThrows(IllegalStateError, /paid/);
    });
  });

  it('evolve folds revisions into the state', () => {
    const changed = details({ defendantName: 'New Name' });
    const state = [
      opened(),
      {
        type: 'CaseDetailsRevised',
        data: { caseId, title: 't', details: changed, revisedAt: '' },
      } as CaseEvent,
    ].reduce<Case>(evolveCase, initialCaseState());
    expect(state).toMatchObject({ status: 'pending', title: 't', details: changed, userId });
  });
});
