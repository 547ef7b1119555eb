import { IllegalStateError } from '../../common/errors';
import { evolveCase, initialCaseState } from '../case';
import { decideCase, type CaseCommand } from '../case.decide';
import { paymentToRefund } from './case-payment.decide';
import type { CaseEvent } from '../case.events';
import type { CaseDetails } from '../../claim/case.types';
import { DeciderSpecification } from '../../testing/decider-specification';

/**
 * Issue 11 point 1, "pay $5, get the $15 package": a case is paid only by a payment that covers the price of the
 * document it will produce; a revision that changes the price cancels the open intent; an underpaid success is
 * set aside for a refund and never pays for the dearer document.
 */
const now = new Date('2026-11-23T12:00:00.000Z');
const at = now.toISOString();
const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';
const userId = 'c0a8012e-0000-4000-8000-000000000001';
const pi = 'pi_3Cheap000000000000000001';

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
const smallClaims = details({ documentType: 'small_claims' });

const given = DeciderSpecification.for({
  decide: decideCase,
  evolve: evolveCase,
  initialState: initialCaseState,
});
const stateOf = (events: CaseEvent[]) => given(events).state;

const opened = (d: CaseDetails = details()): CaseEvent => ({
  type: 'CaseOpened',
  data: {
    caseId,
    userId,
    title: `Unpaid Work v. ${d.defendantName}`,
    status: 'pending',
    details: d,
    openedAt: at,
  },
});
const revise = (d: CaseDetails): CaseCommand => ({
  type: 'ReviseCaseDetails',
  data: { caseId, details: d },
  metadata: { now },
});
const revised = (d: CaseDetails): CaseEvent => ({
  type: 'CaseDetailsRevised',
  data: { caseId, title: `Unpaid Work v. ${d.defendantName}`, details: d, revisedAt: at },
});
/** The complexity rule has its own spec; here only its place in the revision's events matters. */
const assessed = {
  type: 'ComplexityAssessed',
  data: expect.objectContaining({ caseId }),
} as unknown as CaseEvent;
const started = (paymentIntentId: string | null = pi, amount = 500, finalAmount = amount): CaseEvent => ({
  type: 'CheckoutStarted',
  data: { caseId, paymentIntentId, amount, currency: 'usd', promoCode: null, finalAmount, startedAt: at },
});
const start = (paymentIntentId: string, amount: number): CaseCommand => ({
  type: 'StartCheckout',
  data: { caseId, paymentIntentId, amount, promoCode: null, finalAmount: amount },
  metadata: { now },
});
const canceled = (paymentIntentId = pi): CaseEvent => ({
  type: 'CheckoutCanceled',
  data: { caseId, paymentIntentId, reason: 'price_changed', canceledAt: at },
});
const succeed = (paymentIntentId = pi, amount = 500): CaseCommand => ({
  type: 'RecordPaymentSucceeded',
  data: { caseId, paymentIntentId, amount, promoCode: null },
  metadata: { now },
});
const succeeded = (paymentIntentId = pi, amount = 500): CaseEvent => ({
  type: 'PaymentSucceeded',
  data: { caseId, paymentIntentId, amount, currency: 'usd', promoCode: null, paidAt: at },
});
const underpaid = (paymentIntentId = pi, amount = 500, amountDue = 1500): CaseEvent => ({
  type: 'PaymentUnderpaid',
  data: { caseId, paymentIntentId, amount, amountDue, currency: 'usd', receivedAt: at },
});
const refund = (paymentIntentId = pi, amount = 500): CaseCommand => ({
  type: 'RecordPaymentRefunded',
  data: { caseId, paymentIntentId, refundId: 're_1', amount },
  metadata: { now },
});

describe('case decider: a payment must cover the price of the document', () => {
  describe('a revision that changes the price cancels the open intent', () => {
    it('demand letter → small claims with a $5 intent open: the intent is canceled with the revision', () => {
      given([opened(), started()])
        .when(revise(smallClaims))
        .then([revised(smallClaims), assessed, canceled()]);
      expect(stateOf([opened(), started(), revised(smallClaims), canceled()])).toMatchObject({
        checkout: null,
      });
    });

    it('small claims → demand letter cancels the $15 intent too', () => {
      given([opened(smallClaims), started(pi, 1500)])
        .when(revise(details()))
        .then([revised(details()), assessed, canceled()]);
    });

    it('a revision that keeps the price keeps the intent', () => {
      const changed = details({ defendantName: 'Acme Design Inc.' });
      given([opened(), started()])
        .when(revise(changed))
        .then([revised(changed), assessed]);
    });

    it('no open intent: nothing to cancel', () => {
      given([opened()])
        .when(revise(smallClaims))
        .then([revised(smallClaims), assessed]);
      given([opened(), started(), revised(smallClaims), canceled()])
        .when(revise(details()))
        .then([revised(details()), assessed]);
    });
  });

  describe('checkout is priced for the document the case will produce', () => {
    it('refuses an intent priced for a document type the case no longer has (a revision won the race)', () => {
      given([opened(), revised(smallClaims)])
        .when(start('pi_late', 500))
        .thenThrows(IllegalStateError, /price/);
      given([opened(), revised(smallClaims)])
        .when(start('pi_right', 1500))
        .then([started('pi_right', 1500)]);
    });
  });

  describe('RecordPaymentSucceeded', () => {
    it('the exact reproduction: $5 intent, revised to small claims, old intent paid → not paid, set aside for a refund', () => {
      given([opened(), started(), revised(smallClaims), canceled()])
        .when(succeed(pi, 500))
        .then([underpaid(pi, 500, 1500)]);
      const state = stateOf([opened(), started(), revised(smallClaims), canceled(), underpaid()]);
      expect(state).toMatchObject({ status: 'pending', payment: null });
      expect(paymentToRefund(state, pi)).toBe('underpaid');
    });

    it('refuses an amount below the price even for the open intent', () => {
      given([opened(smallClaims), started('pi_15', 1500)])
        .when(succeed('pi_15', 1499))
        .then([underpaid('pi_15', 1499, 1500)]);
    });

    it('an intent set aside once stays set aside: a redelivery, or a later revision back to the cheaper document, never pays with it', () => {
      const setAside = [opened(), started(), revised(smallClaims), canceled(), underpaid()];
      given(setAside).when(succeed(pi, 500)).then([]);
      given([...setAside, revised(details())])
        .when(succeed(pi, 500))
        .then([]);
    });

    it('a payment that covers the price pays, whichever intent it came through', () => {
      given([opened(smallClaims), started('pi_15', 1500)])
        .when(succeed('pi_15', 1500))
        .then([succeeded('pi_15', 1500)]);
      // The $15 intent was canceled by a revision to the $5 letter but its payment raced through: it covers.
      given([opened(smallClaims), started('pi_15', 1500), revised(details()), canceled('pi_15')])
        .when(succeed('pi_15', 1500))
        .then([succeeded('pi_15', 1500)]);
    });

    it('the demand letter paid at its price still works as before', () => {
      given([opened(), started()]).when(succeed()).then([succeeded()]);
    });
  });

  describe('refunds', () => {
    it('records the refund of an underpaid payment with its reason, once, and the case stays unpaid', () => {
      const setAside = [opened(), started(), revised(smallClaims), canceled(), underpaid()];
      const refunded: CaseEvent = {
        type: 'PaymentRefunded',
        data: {
          caseId,
          paymentIntentId: pi,
          refundId: 're_1',
          amount: 500,
          currency: 'usd',
          reason: 'underpaid',
          refundedAt: at,
        },
      };
      given(setAside).when(refund()).then([refunded]);
      given([...setAside, refunded])
        .when(refund())
        .then([]);
      const state = stateOf([...setAside, refunded]);
      expect(state).toMatchObject({ status: 'pending', payment: null });
      expect(paymentToRefund(state, pi)).toBeNull();
    });

    it('a case later paid properly still owes back the underpaid payment, never the one it was paid with', () => {
      const paidLater = [
        opened(),
        started(),
        revised(smallClaims),
        canceled(),
        underpaid(),
        started('pi_15', 1500),
        succeeded('pi_15', 1500),
      ];
      const state = stateOf(paidLater);
      expect(state).toMatchObject({ status: 'paid', payment: { paymentIntentId: 'pi_15', amount: 1500 } });
      expect(paymentToRefund(state, pi)).toBe('underpaid');
      expect(paymentToRefund(state, 'pi_15')).toBeNull();
      expect(paymentToRefund(state, 'pi_other')).toBe('duplicate');
      given(paidLater)
        .when(refund('pi_15', 1500))
        .thenThrows(IllegalStateError, /paid with/);
    });

    it('refuses to record a refund of a payment the case does not owe back', () => {
      given([opened(), started()])
        .when(refund('pi_unknown'))
        .thenThrows(IllegalStateError, /not owed/);
    });
  });

  describe('a plan buys the same document as a card (issue 12: never without a recipient address)', () => {
    const cover: CaseCommand = {
      type: 'CoverCaseBySubscription',
      data: { caseId, subscriptionId: 'b2a4c1d0-0000-4000-8000-000000000009', plan: 'suego' },
      metadata: { now },
    };
    it('covers a case with an address, and refuses one without, naming the answer', () => {
      given([opened()])
        .when(cover)
        .then([{ type: 'CaseCoveredBySubscription', data: { ...cover.data, coveredAt: at } }]);
      expect(() => decideCase(cover, stateOf([opened(details({ defendantAddress: ' ' }))]))).toThrow(
        /^formData\.defendantAddress: /,
      );
    });
  });
});
