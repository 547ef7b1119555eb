import { apiJson } from '@/lib/api-client';
import type { Mailing, MailingRequest, MailingRequested } from './types';

/** POST /api/cases/{id}/mailings: `clientSecret` comes back when the mailing is to be paid. */
export const requestMailing = (caseId: string, request: MailingRequest) =>
  apiJson<MailingRequested>('POST', `/api/cases/${encodeURIComponent(caseId)}/mailings`, request);

/** POST /api/cases/{id}/mailings/self: "I mailed it myself". */
export const recordSelfMailing = (caseId: string, input: { mailedOn: string; trackingNumber?: string }) =>
  apiJson<Mailing>('POST', `/api/cases/${encodeURIComponent(caseId)}/mailings/self`, input);
