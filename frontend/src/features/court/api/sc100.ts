import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';

export type Sc100Venue = 'a' | 'b' | 'c' | 'd' | 'e';

/** The answers SC-100 asks beyond the case (GET/PUT /api/cases/{id}/sc-100), one field per box. */
export interface Sc100Form {
  courtName: string;
  courtStreet: string;
  courtCity: string;
  courtZip: string;
  plaintiffStreet: string;
  plaintiffCity: string;
  plaintiffState: string;
  plaintiffZip: string;
  defendantStreet: string;
  defendantCity: string;
  defendantState: string;
  defendantZip: string;
  defendantPhone: string;
  agentName: string;
  agentJobTitle: string;
  agentStreet: string;
  agentCity: string;
  agentState: string;
  agentZip: string;
  secondDefendantName: string;
  secondDefendantStreet: string;
  secondDefendantCity: string;
  secondDefendantState: string;
  secondDefendantZip: string;
  venue: Sc100Venue;
  venueOther: string;
  venueZip: string;
  attorneyFeeDispute: boolean;
  feeArbitration: boolean;
  publicEntity: boolean;
  publicEntityClaimDate: string | null;
  moreThan12Claims: boolean;
  confirmsTwoClaimsOver2500: boolean;
}

export interface Sc100 {
  revision: string;
  saved: boolean;
  answers: Sc100Form;
  over2500: boolean;
  leftEmpty: string[];
}

const path = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/sc-100`;
export const sc100Keys = { detail: (caseId: string) => ['/api/cases', caseId, 'sc-100'] as const };

export function useSc100(caseId: string) {
  return useQuery({ queryKey: sc100Keys.detail(caseId), queryFn: () => apiJson<Sc100>('GET', path(caseId)) });
}

export function useSaveSc100(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Sc100Form) =>
      apiJson<Sc100>('PUT', path(caseId), {
        ...answers,
        publicEntityClaimDate: answers.publicEntityClaimDate || undefined,
      }),
    onSuccess: (saved) => queryClient.setQueryData(sc100Keys.detail(caseId), saved),
  });
}

/** Saves the filled, flattened SC-100 (the URL needs the session, so it is fetched with it). */
export async function downloadSc100(caseId: string): Promise<void> {
  const token = getAuthToken();
  const res = await fetch(`/api/cases/${encodeURIComponent(caseId)}/forms/SC-100.pdf`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `sc-100-${caseId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
