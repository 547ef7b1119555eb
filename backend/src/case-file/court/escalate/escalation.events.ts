/**
 * "File in small claims" from the same case (issue 30, ADR 184): its own purchase on the case's stream (`case-{id}`),
 * decided by the court context. The package itself is a `CaseDocumentDrafted` of kind `small_claims` (ADR 180),
 * appended with the event that pays for it (card) or covers it (plan). Type strings never change.
 */

/**
 * The owner asked for the package. `payment: 'card'`: the difference to the package price is due on
 * `paymentIntentId` (`metadata.purpose: "escalation"`); a later request with a new intent replaces it while nothing
 * is paid. `payment: 'plan'`: the owner's plan covered it (one document of a SueGo allowance; SuePro unlimited),
 * and the package was drafted in the same append.
 */
export type EscalationRequested = {
  type: 'EscalationRequested';
  data: {
    caseId: string;
    escalationId: string;
    userId: string;
    payment: 'card' | 'plan';
    /** cents; 0 when covered by the plan */
    price: number;
    currency: 'usd';
    paymentIntentId: string | null;
    subscriptionId: string | null;
    requestedAt: string;
  };
};

/** The difference was paid (a verified webhook or a sandbox confirmation); the package is drafted in the same append. */
export type EscalationPaid = {
  type: 'EscalationPaid';
  data: {
    caseId: string;
    escalationId: string;
    paymentIntentId: string;
    amount: number;
    currency: 'usd';
    paidAt: string;
  };
};

/** A payment the escalation does not keep (a second intent paid, or a payment after the plan covered it) was given back. */
export type EscalationRefunded = {
  type: 'EscalationRefunded';
  data: {
    caseId: string;
    escalationId: string;
    paymentIntentId: string;
    refundId: string | null;
    amount: number;
    currency: 'usd';
    reason: 'duplicate';
    refundedAt: string;
  };
};

export type EscalationEvent = EscalationRequested | EscalationPaid | EscalationRefunded;
export const ESCALATION_EVENT_TYPES: readonly EscalationEvent['type'][] = [
  'EscalationRequested',
  'EscalationPaid',
  'EscalationRefunded',
];
