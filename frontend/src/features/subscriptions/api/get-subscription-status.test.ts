import { describe, expect, it } from 'vitest';
import { coversADocument } from './get-subscription-status';

const sub = (overrides: Record<string, unknown>) =>
  ({
    subscription: {
      id: 's1',
      plan: 'suego',
      status: 'active',
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      ...overrides,
    },
    hasActiveSubscription: true,
  }) as never;

describe('coversADocument (step 6 says "Included in your plan")', () => {
  it('is true for a live plan with documents left or unlimited, false otherwise', () => {
    expect(coversADocument(sub({ documentsRemaining: 2 }))).toBe(true);
    expect(coversADocument(sub({ plan: 'suepro', documentsRemaining: null }))).toBe(true);
    expect(coversADocument(sub({ status: 'trialing', documentsRemaining: 3 }))).toBe(true);
    expect(coversADocument(sub({ documentsRemaining: 0 }))).toBe(false);
    expect(coversADocument(sub({ status: 'past_due', documentsRemaining: 3 }))).toBe(false);
    expect(coversADocument({ subscription: null, hasActiveSubscription: false })).toBe(false);
    expect(coversADocument(undefined)).toBe(false);
  });
});
