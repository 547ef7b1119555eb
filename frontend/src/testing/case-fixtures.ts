import type { Case, CaseSummary, MyDocumentsPage } from '@/lib/cases';

/** Test data for the case pages. Prices and limits are deliberately not the real catalog or law table. */
export const testUser = {
  id: 'u1',
  email: 'pat@example.com',
  name: 'Pat Doe',
  role: 'user',
  createdAt: '2026-01-01T00:00:00Z',
  emailVerified: true,
};

export const testJurisdictions = [
  {
    code: 'CA',
    name: 'California',
    smallClaims: {
      courtName: 'Small Claims Court',
      limitIndividualCents: 1_250_000,
      limitBusinessCents: 625_000,
      citation: 'Cal. Civ. Proc. Code § 116.221',
      limitVerified: false,
    },
  },
  {
    code: 'DC',
    name: 'District of Columbia',
    smallClaims: {
      courtName: 'Small Claims and Conciliation Branch',
      limitIndividualCents: 1_000_000,
      limitBusinessCents: 1_000_000,
      citation: 'D.C. Code § 11-1321',
    },
  },
  {
    code: 'TX',
    name: 'Texas',
    smallClaims: {
      courtName: 'Justice Court',
      limitIndividualCents: 2_000_000,
      limitBusinessCents: 2_000_000,
      citation: 'Tex. Gov’t Code § 27.031',
      limitVerified: true,
    },
  },
];

export const testPricing = {
  currency: 'usd',
  documents: [
    { id: 'demand_letter', name: 'Demand Letter', amount: 700, description: 'A letter.' },
    { id: 'small_claims', name: 'Small Claims Filing Package', amount: 1850, description: 'Forms.' },
  ],
  plans: [],
  addons: [],
};

/** Every answer of the questionnaire, as the local draft stores them. */
export const completeAnswers = {
  caseType: 'unpaid-work',
  state: 'CA',
  claimantKind: 'individual' as const,
  plaintiffName: 'Pat Doe',
  plaintiffEmail: 'pat@example.com',
  plaintiffAddress: '12 Oak Street, Fresno, CA 93701',
  plaintiffPhone: '555-0100',
  defendantName: 'Acme Renovations LLC',
  defendantAddress: '400 Market Street, San Francisco, CA 94105',
  disputeDescription: 'I built a website for Acme and they never paid the final invoice.',
  amountClaimed: '2500.00',
  incidentDate: '2025-03-14',
  attemptedResolution: 'Emailed three reminders in April.',
  evidenceDescription: 'Signed contract and unpaid invoice #42.',
  documentType: 'demand_letter',
  agreedToTerms: true,
};

export function seedDraft(answers: Record<string, unknown>, step: number): void {
  window.localStorage.setItem('questionnaire-draft', JSON.stringify({ answers, step }));
}

export function makeCase(overrides: Partial<Case> = {}): Case {
  return {
    id: 'case-1',
    userId: 'u1',
    caseType: 'unpaid-work',
    title: 'Unpaid Work v. Acme Renovations LLC',
    status: 'pending',
    formData: {
      ...completeAnswers,
      caseType: 'unpaid-work',
      documentType: 'demand_letter',
    },
    amount: '2500.00',
    state: 'CA',
    documentType: 'demand_letter',
    documentUrl: null,
    documentContent: null,
    documentTitle: null,
    generatedDocument: null,
    reviewNotes: null,
    complexityScore: null,
    complexityReasons: null,
    createdAt: '2026-04-02T15:04:05.000Z',
    updatedAt: '2026-04-02T15:04:05.000Z',
    ...overrides,
  };
}

/** A My Documents card summary: no document text, only its first 300 characters and its length. */
export function makeCaseSummary(
  overrides: Partial<CaseSummary> & { documentContent?: string } = {},
): CaseSummary {
  const { documentContent, ...rest } = overrides;
  const full = makeCase();
  return {
    id: full.id,
    userId: full.userId,
    caseType: full.caseType,
    title: full.title,
    status: full.status,
    formData: {
      caseType: 'unpaid-work',
      state: 'CA',
      amountClaimed: completeAnswers.amountClaimed,
      plaintiffName: completeAnswers.plaintiffName,
      defendantName: completeAnswers.defendantName,
      disputeDescription: completeAnswers.disputeDescription,
    },
    amount: full.amount,
    state: full.state,
    documentType: full.documentType,
    documentUrl: null,
    documentTitle: null,
    documentPreview: documentContent === undefined ? null : documentContent.slice(0, 300),
    documentLength: documentContent?.length ?? 0,
    createdAt: full.createdAt,
    updatedAt: full.updatedAt,
    ...rest,
  };
}

export function myDocumentsPage(
  cases: CaseSummary[],
  page: Partial<Omit<MyDocumentsPage, 'cases'>> = {},
): MyDocumentsPage {
  return { cases, page: 1, pageSize: 10, total: cases.length, ...page };
}
