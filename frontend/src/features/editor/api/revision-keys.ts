/** Query keys of the editor (TkDodo's factory); the parts read as the GET path. */
export const revisionKeys = {
  all: ['/api/cases'] as const,
  /** The case's first document (`documentId` null) or a later one (ADR 180). */
  list: (caseId: string, documentId: string | null = null) =>
    documentId === null
      ? (['/api/cases', caseId, 'revisions'] as const)
      : (['/api/cases', caseId, 'documents', documentId, 'revisions'] as const),
};

/** The revisions path of a document: the case-level one for the first document, the per-document one otherwise. */
export const revisionsPath = (caseId: string, documentId: string | null) =>
  documentId === null
    ? `/api/cases/${encodeURIComponent(caseId)}/revisions`
    : `/api/cases/${encodeURIComponent(caseId)}/documents/${encodeURIComponent(documentId)}/revisions`;
