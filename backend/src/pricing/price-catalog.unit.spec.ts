import { PRICE_CATALOG, PROMOTIONS } from './price-catalog';

describe('price catalog plans', () => {
  it('lists each plan feature once and leaves the document allowance to documentsPerPeriod', () => {
    for (const plan of PRICE_CATALOG.plans) {
      const all = [...plan.features, ...plan.comingSoon];
      expect(new Set(all).size).toBe(all.length);
      expect(plan.features.join(' ')).not.toMatch(/(\d+|unlimited) documents/i);
    }
    expect(PRICE_CATALOG.plans.map((p) => [p.id, p.amount, p.trialDays, p.documentsPerPeriod])).toEqual([
      ['suego', 2900, 7, 3],
      ['suepro', 9900, 7, null],
    ]);
  });

  it('does not claim SuePro features that are not built', () => {
    const suepro = PRICE_CATALOG.plans.find((p) => p.id === 'suepro')!;
    for (const unbuilt of [
      'Phone support',
      'Custom templates',
      'Team collaboration',
      'Analytics',
      'API access',
      'Dedicated account manager',
    ]) {
      expect(suepro.features).not.toContain(unbuilt);
      expect(suepro.comingSoon).toContain(unbuilt);
    }
  });

  it('prices "mail it for me" as DESIGN §6 says: certified $12.95, First-Class $4.95, included for SuePro', () => {
    expect(PRICE_CATALOG.mailings.map((m) => [m.id, m.amount, m.includedWith])).toEqual([
      ['certified', 1295, ['suepro']],
      ['first_class', 495, ['suepro']],
    ]);
  });

  it('keeps promotions as plan-only data', () => {
    expect(PROMOTIONS.map((p) => [p.code, p.kind, p.plans])).toEqual([
      ['SUEGOFREE', 'first_period_free', ['suego', 'suepro']],
      ['BETA2024', 'amount_off', ['suego', 'suepro']],
    ]);
  });
});
