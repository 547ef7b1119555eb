/** Query keys of the mailing feature; the parts read as the GET path. */
export const mailingKeys = {
  all: (caseId: string) => ['/api/cases', caseId, 'mailings'] as const,
  preview: (caseId: string, request: { service: string; toAddress?: string }) =>
    [...mailingKeys.all(caseId), 'preview', request] as const,
};
