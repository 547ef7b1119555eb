import { getAuthToken } from '@/lib/auth-token';

/** The Spanish reading copy of the case's final notice (issue 33, ADR 209): a PDF built on each request. */
export const finalNoticeCopyUrl = (caseId: string) =>
  `/api/cases/${encodeURIComponent(caseId)}/final-notice/reading-copy`;

/** Fetched with the session (the URL needs it) and saved as copia-de-referencia-aviso-final-{id}.pdf. */
export async function downloadFinalNoticeCopy(caseId: string): Promise<void> {
  const token = getAuthToken();
  const res = await fetch(finalNoticeCopyUrl(caseId), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `copia-de-referencia-aviso-final-${caseId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
