import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';

/** The name the server gives the file (Content-Disposition), else today's suego-data-YYYY-MM-DD.json. */
export function exportFileName(contentDisposition: string | null, now = new Date()): string {
  const named = /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1];
  return named && /^[\w.-]+$/.test(named) ? named : `suego-data-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * GET /api/account/export: everything SueGo holds about the signed-in account, one JSON file. The request needs
 * the session, so it is fetched with the bearer header and saved from a blob rather than opened as a link.
 */
export async function downloadMyData(): Promise<{ fileName: string; bytes: number }> {
  const token = getAuthToken();
  const res = await fetch('/api/account/export', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  // A transfer cut short by the server rejects here (the body never completes).
  const blob = await res.blob();
  const fileName = exportFileName(res.headers.get('Content-Disposition'));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { fileName, bytes: blob.size };
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
