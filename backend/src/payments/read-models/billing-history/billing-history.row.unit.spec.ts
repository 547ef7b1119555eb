import type { ChargeEvent } from '../../billing/charge.events';
import { evolveBillingHistory, type BillingHistoryRow } from './billing-history.row';

const chargeId = '11111111-1111-4111-8111-111111111111';
const refundId = '22222222-2222-4222-8222-222222222222';
const events: ChargeEvent[] = [
  {
    type: 'ChargeSucceeded',
    data: {
      chargeId,
      userId: 'c0a8012e-0000-4000-8000-000000000001',
      purpose: 'mailing',
      description: 'Certified Mail',
      amount: 1295,
      currency: 'usd',
      cardBrand: 'visa',
      cardLast4: '4242',
      provider: 'sandbox',
      livemode: false,
      providerPaymentId: 'pi_1',
      providerReceiptUrl: null,
      caseId: null,
      subscriptionId: null,
      receiptNumber: 'SG-00001001',
      chargedAt: '2026-12-05T10:00:00.000Z',
    },
  },
  {
    type: 'ChargeRefunded',
    data: {
      chargeId,
      refundId,
      userId: 'c0a8012e-0000-4000-8000-000000000001',
      providerRefundId: 're_1',
      amount: 500,
      currency: 'usd',
      reason: null,
      description: 'Refund: Certified Mail',
      receiptNumber: 'SG-00001002',
      refundedAt: '2026-12-06T10:00:00.000Z',
    },
  },
];

const fold = (rows: Map<string, BillingHistoryRow>) =>
  events.forEach((e, i) => evolveBillingHistory(rows, e, i + 1));

describe('billing history rows', () => {
  it('a charge of any purpose is a line; a refund is a line of its own and marks the charge; replays change nothing', () => {
    const rows = new Map<string, BillingHistoryRow>();
    fold(rows);
    expect(rows.get(chargeId)).toMatchObject({
      kind: 'charge',
      purpose: 'mailing',
      status: 'partially_refunded',
      refunded_amount: 500,
      receipt_number: 'SG-00001001',
    });
    expect(rows.get(refundId)).toMatchObject({
      kind: 'refund',
      amount: 500,
      description: 'Refund: Certified Mail',
      receipt_number: 'SG-00001002',
      card_last4: '4242',
      occurred_at: '2026-12-06T10:00:00.000Z',
    });
    const once = JSON.stringify([...rows.entries()]);
    fold(rows);
    expect(JSON.stringify([...rows.entries()])).toBe(once);
  });
});
