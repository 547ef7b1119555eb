/** Query keys of the attorneys feature; parts that read as a GET path come first (spec §7). */
export const attorneyKeys = {
  all: ['attorneys'] as const,
  stats: ['/api/attorneys/stats'] as const,
  access: ['/api/attorney-search/access'] as const,
  teaser: (filters: Record<string, string>) => ['attorneys', 'teaser', filters] as const,
  search: (filters: Record<string, string | number>) => ['attorneys', 'search', filters] as const,
  referrals: ['/api/attorney-referrals'] as const,
  referral: (id: string) => ['/api/attorney-referrals', id] as const,
  matches: (caseId: string) => ['/api/cases', caseId, 'attorney-matches'] as const,
};
