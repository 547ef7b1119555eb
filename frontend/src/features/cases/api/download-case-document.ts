import { getAuthToken } from '@/lib/auth-token';

/** The file name My Documents saves a document under (spec §7). */
export const documentFileName = (caseId: string) => `legal-document-${caseId}.pdf`;

/**
 * Downloads a finished document: the URL needs the session, so it is fetched with the bearer header
 * and saved from a blob rather than opened as a plain link.
 */
export async function downloadCaseDocument(caseId: string, documentUrl: string): Promise<void> {
  const token = getAuthToken();
  const res = await fetch(documentUrl, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = documentFileName(caseId);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
