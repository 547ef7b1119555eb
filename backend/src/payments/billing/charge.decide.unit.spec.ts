import { IllegalStateError, NotFoundError } from '../../common/errors';
import { evolveCharge, initialChargeState, type Charge } from './charge';
import { decideCharge, type ChargeCommand } from './charge.decide';
import { chargeIdOf, refundIdOf, type ChargeEvent, type ChargeSucceeded } from './charge.events';
import { describeIntent, factsOfIntent, factsOfInvoice } from './charge-facts';
import type { GatewayInvoice, GatewayPaymentIntent } from '../payment-gateway';
import { DeciderSpecification } from '../../testing/decider-specification';

const now = new Date('2026-12-05T10:00:00.000Z');
const at = now.toISOString();
const chargeId = chargeIdOf('pi_1');
const userId = 'c0a8012e-0000-4000-8000-000000000001';
const caseId = '5b0c3f55-1111-4a2b-8c3d-000000000001';

const charged = (overrides: Partial<ChargeSucceeded['data']> = {}): ChargeSucceeded => ({
  type: 'ChargeSucceeded',
  data: {
    chargeId,
    userId,
    purpose: 'document',
    description: 'Demand Letter (case 5b0c3f55)',
    amount: 500,
    currency: 'usd',
    cardBrand: 'visa',
    cardLast4: '4242',
    provider: 'sandbox',
    livemode: false,
    providerPaymentId: 'pi_1',
    providerReceiptUrl: null,
    caseId,
    subscriptionId: null,
    receiptNumber: 'SG-00001001',
    chargedAt: at,
    ...overrides,
  },
});
const record = (): ChargeCommand => {
  const { chargedAt: _c, ...data } = charged().data;
  return { type: 'RecordCharge', data, metadata: { now } };
};
const refund = (amount: number, providerRefundId: string | null = 're_1'): ChargeCommand => ({
  type: 'RecordRefund',
  data: { chargeId, providerRefundId, amount, reason: 'duplicate', receiptNumber: 'SG-00001002' },
  metadata: { now },
});

/** given events, when command, then events or error. */
const given = DeciderSpecification.for({
  decide: decideCharge,
  evolve: evolveCharge,
  initialState: initialChargeState,
});

describe('charge decider (the billing ledger, issue 27)', () => {
  it('records a charge once, however often it is reported', () => {
    given([]).when(record()).then([charged()]);
    given([charged()]).when(record()).then([]);
  });

  it('records a refund once per provider refund, with its own receipt number and the charge it undoes', () => {
    const refunded = {
      type: 'ChargeRefunded' as const,
      data: {
        chargeId,
        refundId: refundIdOf(chargeId, 're_1'),
        userId,
        providerRefundId: 're_1',
        amount: 500,
        currency: 'usd',
        reason: 'duplicate',
        description: 'Refund: Demand Letter (case 5b0c3f55)',
        receiptNumber: 'SG-00001002',
        refundedAt: at,
      },
    };
    given([charged()]).when(refund(500)).then([refunded]);
    given([charged(), refunded]).when(refund(500)).then([]);
  });

  it('never gives back more than was taken, nor a refund of an unknown charge', () => {
    given([]).when(refund(100)).thenThrows(NotFoundError);
    given([charged()]).when(refund(501)).thenThrows(IllegalStateError);
    given([charged()]).when(refund(0)).thenThrows(IllegalStateError);
    const part = decideCharge(
      refund(200, 're_a'),
      [charged()].reduce<Charge>(evolveCharge, initialChargeState()),
    );
    given([charged(), ...part])
      .when(refund(301, 're_b'))
      .thenThrows(IllegalStateError);
    given([charged(), ...part])
      .when(refund(300, 're_b'))
      .then([
        expect.objectContaining({
          type: 'ChargeRefunded',
          data: expect.objectContaining({ amount: 300 }),
        }) as ChargeEvent,
      ]);
  });
});

describe('what a payment bought, whatever its purpose', () => {
  const intent = (overrides: Partial<GatewayPaymentIntent> = {}): GatewayPaymentIntent => ({
    id: 'pi_1',
    object: 'payment_intent',
    amount: 500,
    amount_received: 500,
    currency: 'usd',
    customer: null,
    status: 'succeeded',
    client_secret: null,
    metadata: { caseId, userId, documentType: 'demand_letter' },
    payment_method: 'pm_1',
    last_payment_error: null,
    description: 'SueGo Demand Letter',
    charge: {
      id: 'ch_1',
      receipt_url: 'https://pay.stripe.com/receipts/x',
      card: { brand: 'visa', last4: '4242' },
    },
    created: 0,
    livemode: true,
    ...overrides,
  });

  it('names documents, attorney search and referrals from the catalog', () => {
    expect(describeIntent(intent())).toEqual({
      purpose: 'document',
      description: 'Demand Letter (case 5b0c3f55)',
    });
    expect(
      describeIntent(intent({ metadata: { caseId, userId, documentType: 'small_claims' } })).description,
    ).toBe('Small Claims Filing Package (case 5b0c3f55)');
    expect(describeIntent(intent({ metadata: { purpose: 'attorney_search', userId } }))).toEqual({
      purpose: 'attorney_search',
      description: 'Attorney Search: 30 days of access',
    });
    expect(describeIntent(intent({ metadata: { purpose: 'attorney_referral', userId } })).description).toBe(
      'Attorney Referral',
    );
  });

  it('names a purpose it has never heard of (a mailing, an escalation) by its seller’s description', () => {
    expect(
      describeIntent(
        intent({
          metadata: { purpose: 'mailing', userId, caseId, mailingId: 'm1' },
          description: 'SueGo Certified Mail with electronic return receipt',
        }),
      ),
    ).toEqual({
      purpose: 'mailing',
      description: 'Certified Mail with electronic return receipt (case 5b0c3f55)',
    });
    expect(
      describeIntent(intent({ metadata: { purpose: 'legal_escalation', userId }, description: null }))
        .description,
    ).toBe('Legal escalation');
  });

  it('records what moved: the card, the provider’s receipt, live or test; nothing for $0, unpaid or ownerless', () => {
    expect(factsOfIntent(intent(), 'stripe', now)).toMatchObject({
      userId,
      amount: 500,
      cardBrand: 'visa',
      cardLast4: '4242',
      providerReceiptUrl: 'https://pay.stripe.com/receipts/x',
      livemode: true,
      caseId,
      chargedAt: now,
    });
    expect(
      factsOfIntent(intent({ status: 'requires_payment_method', amount_received: 0 }), 'stripe', now),
    ).toBeNull();
    expect(factsOfIntent(intent({ metadata: { caseId } }), 'stripe', now)).toBeNull();
  });

  it('a plan invoice names the plan and the month it paid for; a $0 invoice is no charge', () => {
    const invoice: GatewayInvoice = {
      id: 'in_1',
      status: 'paid',
      amount_due: 2900,
      amount_paid: 2900,
      attempt_count: 1,
      next_payment_attempt: null,
      last_payment_error: null,
      subscription: 'sub_1',
      period_start: Date.UTC(2026, 11, 5) / 1000,
      period_end: Date.UTC(2027, 0, 4) / 1000,
      paid_at: Date.UTC(2026, 11, 5, 1) / 1000,
      charge: { id: 'ch_2', receipt_url: null, card: { brand: 'mastercard', last4: '4444' } },
      livemode: false,
    };
    const sub = { metadata: { userId, plan: 'suego', subscriptionId: caseId } };
    expect(factsOfInvoice(invoice, sub, 'sandbox', now)).toMatchObject({
      purpose: 'plan',
      description: 'SueGo plan, Dec 5, 2026 – Jan 4, 2027',
      amount: 2900,
      cardLast4: '4444',
      subscriptionId: caseId,
      livemode: false,
      chargedAt: new Date(Date.UTC(2026, 11, 5, 1)),
    });
    expect(factsOfInvoice({ ...invoice, amount_paid: 0 }, sub, 'sandbox', now)).toBeNull();
  });
});
