/** The attorney directory as the API answers it (amounts in cents unless named otherwise). */

/** A directory card (spec §2, §3). Contact details only with search access, or on the public teaser. */
export interface Attorney {
  id: string;
  name: string;
  firm: string;
  city: string;
  state: string;
  zipCode: string;
  specialties: string[];
  specialtyLabels: string[];
  yearsExperience: number;
  rating: number | null;
  reviewCount: number;
  /** dollars per hour; null = not published ('$300-500/hour') */
  hourlyRate: number | null;
  description: string;
  /** `sample`: a fictional attorney of the sample directory */
  source: 'sample' | 'import';
  distanceMiles: number | null;
  email?: string;
  phone?: string;
  website?: string | null;
}

export interface AttorneySearchResult {
  attorneys: Attorney[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  origin: { zip: string; city: string; state: string } | null;
}

export interface DirectoryStats {
  total: number;
  sample: number;
  states: Array<{ code: string; name: string; count: number }>;
  specialties: string[];
  specialtyLabels: Record<string, string>;
}

export interface SearchAccess {
  hasAccess: boolean;
  access: 'subscription' | 'purchase' | 'none';
  plan: 'suego' | 'suepro' | null;
  expiresAt: string | null;
  expiredAt: string | null;
}

export interface ReferredAttorney {
  attorneyId: string;
  name: string;
  firm: string;
  city: string;
  state: string;
  source: 'sample' | 'import';
}

export interface Referral {
  id: string;
  kind: 'matched' | 'direct' | 'case';
  status: 'awaiting_payment' | 'sent';
  caseId: string | null;
  caseType: string;
  state: string;
  description: string;
  contactEmail: string;
  attorneys: ReferredAttorney[];
  fee: number;
  paymentMethod: 'subscription' | 'paid' | 'search-access' | null;
  createdAt: string;
}

/** The fee to pay before a referral goes out (the server priced it from the catalog). */
export interface ReferralPayment {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
}

export interface SubmitReferralResult {
  status: 'sent' | 'payment_required';
  referral: Referral;
  payment?: ReferralPayment;
}
