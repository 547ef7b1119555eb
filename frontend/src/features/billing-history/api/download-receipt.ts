import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';

/**
 * GET /api/billing/receipts/{id}.pdf with the session's bearer header, saved from a blob (a plain link would not
 * carry the session).
 */
export async function downloadReceipt(item: { receiptUrl: string; receiptNumber: string }): Promise<string> {
  const token = getAuthToken();
  const res = await fetch(item.receiptUrl, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  const blob = await res.blob();
  const fileName = `suego-receipt-${item.receiptNumber}.pdf`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
