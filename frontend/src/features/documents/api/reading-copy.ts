import { getAuthToken } from '@/lib/auth-token';

/** The Spanish reading copy of the case's letter and private notes (issue 33): a PDF built on each request. */
export const readingCopyUrl = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/reading-copy`;

/** Fetched with the session (the URL needs it) and saved from a blob as copia-de-referencia-{id}.pdf. */
export async function downloadReadingCopy(caseId: string): Promise<void> {
  const token = getAuthToken();
  const res = await fetch(readingCopyUrl(caseId), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `copia-de-referencia-${caseId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
