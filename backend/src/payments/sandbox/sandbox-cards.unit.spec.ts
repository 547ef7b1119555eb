import { checkCard, failureCode, luhnValid } from './sandbox-cards';

const now = new Date('2026-11-23T12:00:00Z');
const card = (
  cardNumber: string,
  overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) => ({
  cardNumber,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});
const outcome = (c: ReturnType<typeof card>) => {
  const r = checkCard(c, now);
  return r.ok ? 'succeeded' : `${failureCode(r.error)}: ${r.error.message}`;
};

describe('sandbox test cards', () => {
  it('follows Stripe test numbers, with spaces allowed', () => {
    expect(outcome(card('4242 4242 4242 4242'))).toBe('succeeded');
    expect(outcome(card('4000000000000002'))).toBe('card_declined: Your card was declined.');
    expect(outcome(card('4000 0000 0000 9995'))).toBe(
      'insufficient_funds: Your card has insufficient funds.',
    );
    expect(outcome(card('4111111111111111'))).toBe('card_declined: Your card was declined.');
  });

  it('reports the card for a success', () => {
    expect(checkCard(card('4242424242424242', { expYear: 31 }), now)).toEqual({
      ok: true,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
    });
  });

  it('refuses bad numbers, past expiry and a CVC that is not 3 digits', () => {
    expect(outcome(card('4242424242424241'))).toBe('incorrect_number: Your card number is incorrect.');
    expect(outcome(card('4242-4242-4242-4242'))).toMatch(/^incorrect_number/);
    expect(outcome(card('abc'))).toMatch(/^incorrect_number/);
    expect(outcome(card('4242424242424242', { expYear: 2026, expMonth: 10 }))).toBe(
      'expired_card: Your card has expired.',
    );
    expect(outcome(card('4242424242424242', { expYear: 2026, expMonth: 11 }))).toBe('succeeded');
    expect(outcome(card('4242424242424242', { expYear: 25 }))).toMatch(/^expired_card/);
    expect(outcome(card('4242424242424242', { cvc: '12' }))).toBe(
      "incorrect_cvc: Your card's security code is incorrect.",
    );
    expect(outcome(card('4242424242424242', { cvc: '1234' }))).toMatch(/^incorrect_cvc/);
    expect(outcome(card('4242424242424242', { expMonth: 13 }))).toMatch(/^invalid_expiry_month/);
    expect(outcome(card('4242424242424242', { expYear: 2999 }))).toMatch(/^invalid_expiry_year/);
  });

  it('implements the Luhn check', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000009995')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
  });
});
