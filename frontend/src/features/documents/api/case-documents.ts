import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';

export type CaseDocumentKind = 'demand_letter' | 'final_notice' | 'small_claims';

/** One document of a case (GET /api/cases/{id}/documents, ADR 180). */
export interface CaseDocument {
  id: string;
  caseId: string;
  kind: CaseDocumentKind;
  /** The case's first document (what the case was bought for). */
  first: boolean;
  title: string;
  activeVersion: string;
  activeRevisionId: string;
  createdAt: string;
}

export const CASE_DOCUMENT_NAMES: Record<CaseDocumentKind, string> = {
  demand_letter: 'Demand letter',
  final_notice: 'Final notice',
  small_claims: 'Small claims package',
};

export const caseDocumentKeys = {
  list: (caseId: string) => ['/api/cases', caseId, 'documents'] as const,
};

const documentsPath = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/documents`;

export const caseDocumentsQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: caseDocumentKeys.list(caseId),
    queryFn: () => apiJson<CaseDocument[]>('GET', documentsPath(caseId)),
  });

export function useCaseDocuments(caseId: string, enabled = true) {
  return useQuery({ ...caseDocumentsQueryOptions(caseId), enabled });
}

/** POST /api/cases/{id}/final-notice: drafts the notice (once; again answers the same one). */
export function useDraftFinalNotice(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<{ documentId: string; title: string; version: string }>(
        'POST',
        `/api/cases/${encodeURIComponent(caseId)}/final-notice`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseDocumentKeys.list(caseId) }),
  });
}

/** Saves one document's active version as a PDF (the URL needs the session, so it is fetched with it). */
export async function downloadCaseDocumentPdf(
  doc: Pick<CaseDocument, 'caseId' | 'id' | 'kind'>,
): Promise<void> {
  const token = getAuthToken();
  const res = await fetch(`${documentsPath(doc.caseId)}/${encodeURIComponent(doc.id)}/download`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `legal-document-${doc.caseId}-${doc.kind.replace('_', '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
