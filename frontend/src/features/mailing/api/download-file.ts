import { getAuthToken } from '@/lib/auth-token';

/** Saves a file the API serves to the signed-in user (fetched with the bearer header, saved from a blob). */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const token = getAuthToken();
  const res = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export const proofUrl = (caseId: string, mailingId: string) =>
  `/api/cases/${encodeURIComponent(caseId)}/mailings/${encodeURIComponent(mailingId)}/proof.pdf`;
