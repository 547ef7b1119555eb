import { ValidationError } from '../common/errors';
import { applyPromo, priceOf } from './promo-codes';

describe('promo codes', () => {
  it('SUEGOFREE is a free first month on a plan and a free document', () => {
    expect(applyPromo('SUEGOFREE', 'suego')).toEqual({
      valid: true,
      code: 'SUEGOFREE',
      description: 'Free first month',
      originalAmount: 2900,
      discountAmount: 2900,
      finalAmount: 0,
    });
    expect(applyPromo('SUEGOFREE', 'suepro')).toMatchObject({
      originalAmount: 9900,
      discountAmount: 9900,
      finalAmount: 0,
    });
    expect(applyPromo('SUEGOFREE', 'demand_letter')).toMatchObject({
      description: 'Free document',
      originalAmount: 500,
      finalAmount: 0,
    });
  });

  it('BETA2024 takes 2900 cents off, capped at the price', () => {
    expect(applyPromo('BETA2024', 'suepro')).toMatchObject({
      description: '$29.00 off',
      originalAmount: 9900,
      discountAmount: 2900,
      finalAmount: 7000,
    });
    expect(applyPromo('BETA2024', 'suego')).toMatchObject({ discountAmount: 2900, finalAmount: 0 });
    expect(applyPromo('BETA2024', 'small_claims')).toMatchObject({
      description: 'Free document',
      originalAmount: 1500,
      discountAmount: 1500,
      finalAmount: 0,
    });
  });

  it('trims and upper-cases the code', () => {
    expect(applyPromo('  suegofree ', 'suego').code).toBe('SUEGOFREE');
    expect(applyPromo('Beta2024', 'demand_letter').code).toBe('BETA2024');
  });

  it('refuses empty and unknown codes with the spec messages', () => {
    expect(() => applyPromo('   ', 'suego')).toThrow(new ValidationError('Promo code is required'));
    expect(() => applyPromo('FREE', 'suego')).toThrow(new ValidationError('Invalid Promo Code'));
    expect(() => applyPromo('SUEGOFREE2', 'suego')).toThrow(ValidationError);
  });

  it('prices every promo plan from the catalog', () => {
    expect([priceOf('demand_letter'), priceOf('small_claims'), priceOf('suego'), priceOf('suepro')]).toEqual([
      500, 1500, 2900, 9900,
    ]);
  });
});
