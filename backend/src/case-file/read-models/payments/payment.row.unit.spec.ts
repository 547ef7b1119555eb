import type { CaseEvent } from '../../case.events';
import { evolvePaymentRows, paymentRowId, type PaymentRow } from './payment.row';

const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';
const at = '2026-11-23T12:00:00.000Z';
const later = '2026-11-23T12:05:00.000Z';

const fold = (events: CaseEvent[]) => {
  const rows = new Map<string, PaymentRow>();
  events.forEach((event, i) => evolvePaymentRows(rows, event, i + 2));
  return rows;
};
const checkout = (paymentIntentId: string): CaseEvent => ({
  type: 'CheckoutStarted',
  data: {
    caseId,
    paymentIntentId,
    amount: 500,
    currency: 'usd',
    promoCode: null,
    finalAmount: 500,
    startedAt: at,
  },
});
const paid = (paymentIntentId: string): CaseEvent => ({
  type: 'PaymentSucceeded',
  data: { caseId, paymentIntentId, amount: 500, currency: 'usd', promoCode: null, paidAt: at },
});
const refunded = (paymentIntentId: string): CaseEvent => ({
  type: 'PaymentRefunded',
  data: {
    caseId,
    paymentIntentId,
    refundId: 're_1',
    amount: 500,
    currency: 'usd',
    reason: 'duplicate',
    refundedAt: later,
  },
});

describe('payments read model: refunds', () => {
  it('marks the refunded intent refunded and leaves the paying one succeeded', () => {
    const rows = fold([checkout('pi_a'), checkout('pi_b'), paid('pi_b'), refunded('pi_a')]);
    expect(rows.get(paymentRowId(caseId, 'pi_b'))).toMatchObject({ status: 'succeeded' });
    expect(rows.get(paymentRowId(caseId, 'pi_a'))).toMatchObject({
      status: 'refunded',
      final_amount: 500,
      created_at: at,
      updated_at: later,
    });
  });

  it('adds a row for a refunded intent no checkout recorded, once, replay-safe', () => {
    const rows = fold([checkout('pi_a'), paid('pi_a'), refunded('pi_x')]);
    const row = rows.get(paymentRowId(caseId, 'pi_x'))!;
    expect(row).toMatchObject({
      stripe_payment_intent_id: 'pi_x',
      status: 'refunded',
      amount: 500,
      version: 4,
    });
    expect(evolvePaymentRows(rows, refunded('pi_x'), 4)).toEqual([]); // the same event again
  });
});

describe('payments read model: a checkout canceled by a price change (issue 11)', () => {
  const canceled = (paymentIntentId: string): CaseEvent => ({
    type: 'CheckoutCanceled',
    data: { caseId, paymentIntentId, reason: 'price_changed', canceledAt: later },
  });
  const underpaid = (paymentIntentId: string): CaseEvent => ({
    type: 'PaymentUnderpaid',
    data: { caseId, paymentIntentId, amount: 500, amountDue: 1500, currency: 'usd', receivedAt: later },
  });

  it('shows the canceled intent as canceled, then refunded once its underpaid payment is given back', () => {
    const rows = fold([checkout('pi_a'), canceled('pi_a')]);
    expect(rows.get(paymentRowId(caseId, 'pi_a'))).toMatchObject({ status: 'canceled', updated_at: later });
    const settled = fold([checkout('pi_a'), canceled('pi_a'), underpaid('pi_a'), { ...refunded('pi_a') }]);
    expect(settled.get(paymentRowId(caseId, 'pi_a'))).toMatchObject({ status: 'refunded', final_amount: 500 });
  });

  it('is replay-safe and leaves a paid row alone', () => {
    const rows = fold([checkout('pi_a'), canceled('pi_a')]);
    const before = rows.get(paymentRowId(caseId, 'pi_a'));
    expect(evolvePaymentRows(rows, canceled('pi_a'), 3)).toEqual([]);
    expect(rows.get(paymentRowId(caseId, 'pi_a'))).toEqual(before);
    const paidRows = fold([checkout('pi_b'), paid('pi_b'), canceled('pi_b')]);
    expect(paidRows.get(paymentRowId(caseId, 'pi_b'))).toMatchObject({ status: 'succeeded' });
  });
});
