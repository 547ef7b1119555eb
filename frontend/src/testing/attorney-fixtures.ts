import type {
  Attorney,
  AttorneySearchResult,
  DirectoryStats,
  Referral,
} from '@/features/attorneys/api/types';

/** Prices deliberately not the real catalog: the pages must show what the server says. */
export const attorneyPricing = {
  currency: 'usd',
  documents: [{ id: 'demand_letter', name: 'Demand Letter', amount: 700, description: 'A letter.' }],
  plans: [],
  addons: [
    {
      id: 'attorney_search',
      name: 'Attorney Search',
      amount: 249,
      accessDays: 30,
      description: 'Search the directory.',
    },
    { id: 'attorney_referral', name: 'Attorney Referral', amount: 1650, description: 'A referral.' },
  ],
};

export const directoryStats: DirectoryStats = {
  total: 14_321,
  sample: 14_321,
  states: [
    { code: 'CA', name: 'California', count: 1_700 },
    { code: 'DC', name: 'District of Columbia', count: 40 },
    { code: 'TX', name: 'Texas', count: 1_300 },
  ],
  specialties: ['landlord_tenant', 'personal_injury', 'employment', 'contract', 'small_claims'],
  specialtyLabels: { landlord_tenant: 'Landlord-Tenant' },
};

export function makeAttorney(overrides: Partial<Attorney> = {}): Attorney {
  return {
    id: 'att-1',
    name: 'Ana Reyes',
    firm: 'Reyes Law Group',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    specialties: ['landlord_tenant'],
    specialtyLabels: ['Landlord-Tenant'],
    yearsExperience: 12,
    rating: 4.8,
    reviewCount: 40,
    hourlyRate: 275,
    description: 'Tenant rights and deposits.',
    source: 'sample',
    distanceMiles: 2.1,
    email: 'ana@reyes.example',
    phone: '(512) 555-0134',
    website: 'https://www.reyes.example',
    ...overrides,
  };
}

export function searchResult(
  attorneys: Attorney[],
  overrides: Partial<AttorneySearchResult> = {},
): AttorneySearchResult {
  return {
    attorneys,
    total: attorneys.length,
    page: 1,
    pageSize: 10,
    totalPages: 1,
    origin: null,
    ...overrides,
  };
}

export function makeReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: 'ref-1',
    kind: 'matched',
    status: 'sent',
    caseId: null,
    caseType: 'landlord_tenant',
    state: 'TX',
    description: 'Deposit kept.',
    contactEmail: 'me@example.com',
    attorneys: [
      {
        attorneyId: 'att-1',
        name: 'Ana Reyes',
        firm: 'Reyes Law Group',
        city: 'Austin',
        state: 'TX',
        source: 'sample',
      },
      {
        attorneyId: 'att-2',
        name: 'Ben Cole',
        firm: 'Cole LLP',
        city: 'Austin',
        state: 'TX',
        source: 'import',
      },
    ],
    fee: 0,
    paymentMethod: 'subscription',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
