/** Test data for the subscription pages. Prices are deliberately not the real catalog. */
export const subscriptionPricing = {
  currency: 'usd',
  documents: [{ id: 'demand_letter', name: 'Demand Letter', amount: 700, description: 'A letter.' }],
  plans: [
    {
      id: 'suego',
      name: 'SueGo',
      amount: 3100,
      interval: 'month',
      trialDays: 7,
      documentsPerPeriod: 3,
      features: ['3 documents per billing period', 'Unlimited attorney referrals'],
    },
    {
      id: 'suepro',
      name: 'SuePro Business',
      amount: 10400,
      interval: 'month',
      trialDays: 7,
      documentsPerPeriod: null,
      features: ['Unlimited documents', 'Phone support'],
    },
  ],
  addons: [
    { id: 'attorney_search', name: 'Attorney Search', amount: 249, accessDays: 30, description: 'Search the directory.' },
  ],
};

export function makeSubscription(overrides: Record<string, unknown> = {}) {
  return {
    id: 'sub-1',
    plan: 'suego',
    status: 'trialing',
    currentPeriodStart: '2026-03-01T12:00:00.000Z',
    currentPeriodEnd: '2026-03-08T12:00:00.000Z',
    trialEnd: '2026-03-08T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

export const statusBody = (subscription: unknown) => ({
  subscription,
  hasActiveSubscription: subscription !== null,
});
