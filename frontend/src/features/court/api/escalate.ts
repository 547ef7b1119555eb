import { apiJson } from '@/lib/api-client';

/** POST /api/cases/{id}/escalate: the small-claims package filed from the case (ADR 184). */
export interface EscalateResult {
  status: 'awaiting_payment' | 'paid' | 'covered';
  /** cents still due on a card: the difference to the package price; 0 once filed */
  amountDue: number;
  clientSecret?: string;
  paymentIntentId?: string;
  package: { documentId: string; kind: 'small_claims'; title: string; version: string } | null;
}

/**
 * Files in small claims from the case: covered by the plan when it can be (the package answers at once), otherwise
 * the difference is due with `clientSecret`. Asking again answers the same intent, or the package once it exists.
 */
export const escalateCase = (caseId: string) =>
  apiJson<EscalateResult>('POST', `/api/cases/${encodeURIComponent(caseId)}/escalate`);
