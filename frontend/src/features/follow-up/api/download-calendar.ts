import { getAuthToken } from '@/lib/auth-token';

/** Saves the case's calendar file (GET /api/cases/{id}/calendar.ics, with the bearer header). */
export async function downloadCalendar(caseId: string): Promise<void> {
  const token = getAuthToken();
  const res = await fetch(`/api/cases/${encodeURIComponent(caseId)}/calendar.ics`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `suego-case-${caseId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
