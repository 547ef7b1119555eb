/** Query keys of the audit screen. */
export const auditKeys = {
  all: ['audit'] as const,
  byEmail: (email: string) => ['audit', 'cases-by-email', email] as const,
  history: (caseId: string, asOf: string | null) => ['audit', 'history', caseId, asOf ?? 'now'] as const,
  lookups: (pageSize: number) => ['audit', 'lookups', pageSize] as const,
};
