/**
 * Query keys of the documents feature. They sit under the cases' root key ('/api/cases'), so
 * invalidating every case query also refreshes a case's generation status; the parts read as the GET path.
 */
export const documentKeys = {
  generation: (caseId: string) => ['/api/cases', caseId, 'generation'] as const,
};
