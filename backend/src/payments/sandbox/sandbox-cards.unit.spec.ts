import { SUCCEEDING_TEST_CARDS, checkCard, failureCode, luhnValid, sandboxFingerprint } from './sandbox-cards';

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
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, fingerprint: sandboxFingerprint('4242424242424242') },
    });
  });

  it("accepts Stripe's other succeeding test numbers, each with its own deterministic fingerprint", () => {
    const numbers = ['4000 0566 5566 5556', '5555 5555 5555 4444', '2223 0031 2200 3222', '3782 822463 10005', '6011 1111 1111 1117'];
    const brands = numbers.map((n) => {
      const r = checkCard(card(n), now);
      return r.ok ? r.card.brand : failureCode(r.error);
    });
    expect(brands).toEqual(['visa', 'mastercard', 'mastercard', 'amex', 'discover']);
    expect(outcome(card('3782 822463 10005', { cvc: '1234' }))).toBe('succeeded');
    const prints = SUCCEEDING_TEST_CARDS.map((n) => {
      const r = checkCard(card(n), now);
      return r.ok ? r.card.fingerprint : null;
    });
    expect(new Set(prints).size).toBe(SUCCEEDING_TEST_CARDS.length);
    expect(prints).not.toContain(null);
    const again = checkCard(card('4242 4242 4242 4242', { expYear: 2031, cvc: '999' }), now);
    expect(again.ok && again.card.fingerprint).toBe(sandboxFingerprint('4242424242424242'));
    expect(sandboxFingerprint('4242424242424242')).not.toContain('4242');
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
