import { InputErrorCode, ValidationError } from '../common/errors';
import { applyPromo, priceOf, promoResponse } from './promo-codes';

describe('promo codes (plan promotions, rules from the catalog)', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('SUEGOFREE makes the first month of either plan free', () => {
    expect(promoResponse(applyPromo('SUEGOFREE', 'suego', now))).toEqual({
      valid: true,
      code: 'SUEGOFREE',
      description: 'Free first month',
      originalAmount: 2900,
      discountAmount: 2900,
      finalAmount: 0,
    });
    expect(applyPromo('SUEGOFREE', 'suepro', now)).toMatchObject({ originalAmount: 9900, finalAmount: 0 });
  });

  it('BETA2024 takes 2900 cents off a plan', () => {
    expect(applyPromo('BETA2024', 'suepro', now)).toMatchObject({ discountAmount: 2900, finalAmount: 7000 });
    expect(applyPromo('BETA2024', 'suego', now)).toMatchObject({ discountAmount: 2900, finalAmount: 0 });
  });

  it('never applies to a per-document purchase (issue 11 point 2)', () => {
    for (const code of ['SUEGOFREE', ' beta2024 ']) {
      for (const plan of ['demand_letter', 'small_claims'] as const) {
        expect(() => applyPromo(code, plan, now)).toThrow(/subscription plans only/);
      }
    }
  });

  it('trims and upper-cases the code', () => {
    expect(applyPromo('  suegofree ', 'suego', now).code).toBe('SUEGOFREE');
  });

  it('refuses empty, unknown and expired codes', () => {
    expect(() => applyPromo('   ', 'suego', now)).toThrow(
      new ValidationError('code: Promo code is required', { field: 'code', code: InputErrorCode.Required }),
    );
    expect(() => applyPromo('FREE', 'suego', now)).toThrow(
      new ValidationError('Invalid Promo Code', { field: 'code', code: InputErrorCode.PromoUnknown }),
    );
    expect(() => applyPromo('SUEGOFREE', 'suego', new Date('2028-01-01T00:00:00Z'))).toThrow(/expired/);
  });

  it('prices every promo plan from the catalog', () => {
    expect([priceOf('demand_letter'), priceOf('small_claims'), priceOf('suego'), priceOf('suepro')]).toEqual([
      500, 1500, 2900, 9900,
    ]);
  });
});
