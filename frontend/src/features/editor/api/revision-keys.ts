/** Query keys of the editor (TkDodo's factory); the parts read as the GET path. */
export const revisionKeys = {
  all: ['/api/cases'] as const,
  list: (caseId: string) => ['/api/cases', caseId, 'revisions'] as const,
};
