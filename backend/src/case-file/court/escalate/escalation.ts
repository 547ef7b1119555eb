import type { EscalationEvent } from './escalation.events';

/** The case's one "file in small claims" purchase (ADR 184), as the court decider folds it. */
export interface Escalation {
  escalationId: string;
  /** `awaiting_payment` until the difference is paid; `paid` or `covered` (by the plan) once the package exists. */
  status: 'awaiting_payment' | 'paid' | 'covered';
  /** cents due on a card (0 when covered) */
  price: number;
  /** The intent the claimant was last handed (null when covered by the plan). */
  paymentIntentId: string | null;
  /** Every intent handed out for it, oldest first: any of them may pay while it awaits payment. */
  intents: readonly string[];
  paidBy: string | null;
  refunded: readonly string[];
}

export function evolveEscalation(escalation: Escalation | null, event: EscalationEvent): Escalation | null {
  switch (event.type) {
    case 'EscalationRequested': {
      const d = event.data;
      const intents = escalation?.intents ?? [];
      return {
        escalationId: d.escalationId,
        status: d.payment === 'plan' ? 'covered' : 'awaiting_payment',
        price: d.price,
        paymentIntentId: d.paymentIntentId,
        intents:
          d.paymentIntentId && !intents.includes(d.paymentIntentId)
            ? [...intents, d.paymentIntentId]
            : intents,
        paidBy: null,
        refunded: escalation?.refunded ?? [],
      };
    }
    case 'EscalationPaid':
      return escalation && { ...escalation, status: 'paid', paidBy: event.data.paymentIntentId };
    case 'EscalationRefunded':
      return escalation && { ...escalation, refunded: [...escalation.refunded, event.data.paymentIntentId] };
    default: {
      const _exhaustive: never = event;
      return escalation;
    }
  }
}
