import { describe, expect, it } from 'vitest';
import { allowanceLine, planLines } from './plan-lines';

describe('plan lines', () => {
  it('always lists the allowance, even when a feature mentions documents', () => {
    expect(
      planLines({
        documentsPerPeriod: 3,
        features: ['Unlimited attorney referrals', 'Full version history for every document'],
      }),
    ).toEqual([
      '3 documents per billing period',
      'Unlimited attorney referrals',
      'Full version history for every document',
    ]);
    expect(planLines({ documentsPerPeriod: null, features: ['Attorney search included'] })).toEqual([
      'Unlimited documents',
      'Attorney search included',
    ]);
  });

  it('lists each line once, whatever the catalog repeats', () => {
    expect(
      planLines({
        documentsPerPeriod: null,
        features: ['Unlimited documents', 'Phone support', 'phone support'],
      }),
    ).toEqual(['Unlimited documents', 'Phone support']);
    expect(planLines({ documentsPerPeriod: 3, features: ['3 documents per billing period'] })).toEqual([
      '3 documents per billing period',
    ]);
    expect(allowanceLine(1)).toBe('1 document per billing period');
  });
});
