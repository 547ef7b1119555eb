import type { Upcaster } from '../event-store/upcasters';

/**
 * Version 1 of RevisionSaved and RevisionActivated had no `documentId`: a case had one document. Version 2 names
 * the document, null for the case's first one (ADR 180), which is what every version-1 event meant. A `documentId`
 * already present is kept.
 */
const withFirstDocument = (type: string): Upcaster => ({
  type,
  fromVersion: 1,
  upcast: (data) => {
    const d = data as Record<string, unknown>;
    return { data: { ...d, documentId: typeof d.documentId === 'string' ? d.documentId : null } };
  },
});

export const CASE_UPCASTERS: readonly Upcaster[] = [
  withFirstDocument('RevisionSaved'),
  withFirstDocument('RevisionActivated'),
];
