import type { MailingRow } from '../read-models/mailings/mailing.row';
import { deliveryOf, deliveryShortfall } from './mailing.response';

const row = (over: Partial<MailingRow>): MailingRow =>
  ({ mailed_on: '2026-12-01', delivered_at: null, returned_at: null, processed_for_delivery_at: null, expected_delivery_date: null, ...over }) as MailingRow;

describe('delivery and deadline on the document page', () => {
  it('certified: the USPS delivery date; otherwise an estimate (processed for delivery, the expected date, or mailing + 5 days)', () => {
    expect(deliveryOf(row({ delivered_at: '2026-12-04T15:00:00.000Z' }))).toEqual({ date: '2026-12-04', estimate: false });
    expect(deliveryOf(row({ processed_for_delivery_at: '2026-12-03T08:00:00.000Z', expected_delivery_date: '2026-12-05' }))).toEqual({
      date: '2026-12-03',
      estimate: true,
    });
    expect(deliveryOf(row({ expected_delivery_date: '2026-12-05' }))).toEqual({ date: '2026-12-05', estimate: true });
    expect(deliveryOf(row({}))).toEqual({ date: '2026-12-06', estimate: true });
    expect(deliveryOf(row({ returned_at: '2026-12-04T00:00:00.000Z' }))).toEqual({ date: null, estimate: false });
  });

  it('flags a delivery that left fewer days than the letter promised, and suggests the date a final notice would print', () => {
    // A 30-day letter dated Dec 1 (due Dec 31) allowed 5 days of transit: it promised 25 days after receipt.
    const letter = { letter_date: '2026-12-01', response_due_date: '2026-12-31' };
    expect(deliveryShortfall(letter, '2026-12-06', '2026-12-06')).toBeNull();
    expect(deliveryShortfall(letter, '2026-12-12', '2026-12-14')).toEqual({ daysLeft: 19, daysPromised: 25, suggestedDate: '2027-01-13' });
    // A statute's 30 days from receipt (the letter gave 35): delivered on day 8 leaves 27.
    expect(deliveryShortfall({ letter_date: '2026-12-01', response_due_date: '2027-01-05' }, '2026-12-09', '2026-12-09')).toMatchObject({
      daysLeft: 27,
      daysPromised: 30,
    });
    expect(deliveryShortfall({ letter_date: null, response_due_date: '2026-12-31' }, '2026-12-20', '2026-12-20')).toBeNull();
  });
});
