import { deterministicUuid } from '../../../common/deterministic-uuid';

/**
 * Ids of the escalation's events and of its package, derived from what they are about: one escalation per case, so a
 * double click, a retried request, a second webhook or a reconciliation appends nothing twice (the store refuses a
 * known event id; the decider returns [] first).
 */
export const escalationIds = {
  /** The case's one escalation. */
  escalation: (caseId: string) => deterministicUuid(`Escalation:${caseId}`),
  /** The package document (and its revision 1.0) filed from the case. */
  packageDocument: (caseId: string) => deterministicUuid(`EscalationPackage:${caseId}`),
  requested: (caseId: string, paymentIntentId: string | null) =>
    deterministicUuid(`EscalationRequested:${caseId}:${paymentIntentId ?? 'plan'}`),
  paid: (paymentIntentId: string) => deterministicUuid(`EscalationPaid:${paymentIntentId}`),
  refunded: (paymentIntentId: string) => deterministicUuid(`EscalationRefunded:${paymentIntentId}`),
};

/** `metadata.purpose` of an escalation's payment intents. */
export const ESCALATION_PURPOSE = 'escalation';
export const REFUND_ESCALATION_JOB = 'refund-escalation';
export const ESCALATION_SYSTEM_ACTOR = { id: 'system:escalation', role: 'system' };
