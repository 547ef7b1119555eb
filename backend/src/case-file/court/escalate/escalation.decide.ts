import type { CaseDocumentDrafted } from '../../case.events';
import { laterDocumentOfKind } from '../../case';
import { IllegalStateError, NotFoundError } from '../../../common/errors';
import type { Decider } from '../../../event-store/handle-command';
import { documentPrice } from '../../../pricing/index';
import { evolveCaseCourt, initialCaseCourt, type CaseCourt } from '../court';
import type {
  EscalationEvent,
  EscalationPaid,
  EscalationRefunded,
  EscalationRequested,
} from './escalation.events';
import { escalationIds } from './escalation-event-ids';
import type { CaseFileEvent } from '../../case-file.events';

type Meta = { metadata: { now: Date } };

/** The owner files in small claims from the case: on a card (the difference is due) or covered by the plan. */
export type RequestEscalation = Meta & {
  type: 'RequestEscalation';
  data: {
    caseId: string;
    userId: string;
    payment:
      { kind: 'card'; paymentIntentId: string; price: number } | { kind: 'plan'; subscriptionId: string };
  };
};

/** The provider says an escalation intent succeeded (re-fetched, the amount as received). */
export type RecordEscalationPayment = Meta & {
  type: 'RecordEscalationPayment';
  data: { caseId: string; paymentIntentId: string; amount: number };
};

/** The provider gave an escalation payment back. */
export type RecordEscalationRefund = Meta & {
  type: 'RecordEscalationRefund';
  data: { caseId: string; paymentIntentId: string; refundId: string | null; amount: number };
};

export type EscalationCommand = RequestEscalation | RecordEscalationPayment | RecordEscalationRefund;

/** The package drafted from the case as the decider folds it (pure: the same state and date give the same text). */
export type PackageDrafter = (
  state: CaseCourt,
  now: Date,
) => { title: string; content: string; lawTableVersion: string };

export const NO_LETTER_YET_MESSAGE =
  'File in small claims after your demand letter: this case has no letter yet';
export const ALREADY_A_PACKAGE_MESSAGE =
  "This case's document is already a small-claims package: download it from your document page";

/** What filing in small claims costs after a paid letter: the difference to the package price (DESIGN §6). */
export const escalationPrice = (): number =>
  documentPrice('small_claims').amount - documentPrice('demand_letter').amount;

type OpenCase = Exclude<CaseCourt['case'], { status: 'none' }>;

/** The case the owner may file from: theirs (404 otherwise), with its demand letter (409 otherwise). */
export function assertEscalatable(state: CaseCourt, userId: string | null): OpenCase {
  if (state.case.status === 'none' || (userId !== null && state.case.userId !== userId))
    throw new NotFoundError('Case not found');
  const c = state.case;
  if (c.details.documentType === 'small_claims') throw new IllegalStateError(ALREADY_A_PACKAGE_MESSAGE);
  if (!c.document) throw new IllegalStateError(NO_LETTER_YET_MESSAGE);
  return c;
}

/** The package filed from the case, once it exists. */
export const escalationPackage = (state: CaseCourt) =>
  state.case.status === 'none' ? undefined : laterDocumentOfKind(state.case, 'small_claims');

function drafted(state: CaseCourt, draft: PackageDrafter, now: Date): CaseDocumentDrafted {
  const c = state.case as OpenCase;
  const text = draft(state, now);
  const documentId = escalationIds.packageDocument(c.caseId);
  return {
    type: 'CaseDocumentDrafted',
    data: {
      caseId: c.caseId,
      documentId,
      kind: 'small_claims',
      revisionId: documentId,
      version: '1.0',
      title: text.title,
      content: text.content,
      lawTableVersion: text.lawTableVersion,
      draftedAt: now.toISOString(),
    },
  };
}

export function requestEscalation(
  command: RequestEscalation,
  state: CaseCourt,
  draft: PackageDrafter,
): Array<EscalationRequested | CaseDocumentDrafted> {
  const c = assertEscalatable(state, command.data.userId);
  const current = state.escalation;
  // Filed already (paid or covered): asking again answers the same package.
  if (escalationPackage(state) || (current && current.status !== 'awaiting_payment')) return [];
  const { payment } = command.data;
  const requested = (
    data: Pick<EscalationRequested['data'], 'payment' | 'price' | 'paymentIntentId' | 'subscriptionId'>,
  ): EscalationRequested => ({
    type: 'EscalationRequested',
    data: {
      caseId: c.caseId,
      escalationId: escalationIds.escalation(c.caseId),
      userId: c.userId,
      currency: 'usd',
      requestedAt: command.metadata.now.toISOString(),
      ...data,
    },
  });
  if (payment.kind === 'plan')
    return [
      requested({ payment: 'plan', price: 0, paymentIntentId: null, subscriptionId: payment.subscriptionId }),
      drafted(state, draft, command.metadata.now),
    ];
  if (payment.price <= 0) throw new IllegalStateError('A paid escalation needs its price');
  if (current?.paymentIntentId === payment.paymentIntentId && current.price === payment.price) return []; // the same intent again
  return [
    requested({
      payment: 'card',
      price: payment.price,
      paymentIntentId: payment.paymentIntentId,
      subscriptionId: null,
    }),
  ];
}

export function recordEscalationPayment(
  command: RecordEscalationPayment,
  state: CaseCourt,
  draft: PackageDrafter,
): Array<EscalationPaid | CaseDocumentDrafted> {
  if (state.case.status === 'none') throw new NotFoundError('Case not found');
  const e = state.escalation;
  const d = command.data;
  // Paid once: the same intent reported again, a second intent, or a payment after the plan covered it changes
  // nothing here (the caller refunds what is not kept). Any escalation intent of the case pays while it awaits
  // payment (its metadata is the server's: a replaced intent, or one whose request was lost in a crash).
  if (!e) throw new IllegalStateError('This case has not asked to file in small claims');
  if (e.status !== 'awaiting_payment' || d.amount < e.price || escalationPackage(state)) return [];
  return [
    {
      type: 'EscalationPaid',
      data: {
        caseId: d.caseId,
        escalationId: e.escalationId,
        paymentIntentId: d.paymentIntentId,
        amount: d.amount,
        currency: 'usd',
        paidAt: command.metadata.now.toISOString(),
      },
    },
    drafted(state, draft, command.metadata.now),
  ];
}

/**
 * Whether a succeeded escalation intent of this case is owed back: the package is filed (paid or covered), not with
 * this intent, and it was not given back yet. Asked only about intents the provider says are this case's.
 */
export function escalationRefundDue(state: CaseCourt, paymentIntentId: string): boolean {
  const e = state.escalation;
  if (!e || e.refunded.includes(paymentIntentId)) return false;
  return e.status !== 'awaiting_payment' && e.paidBy !== paymentIntentId;
}

export function recordEscalationRefund(
  command: RecordEscalationRefund,
  state: CaseCourt,
): EscalationRefunded[] {
  if (state.case.status === 'none') throw new NotFoundError('Case not found');
  const d = command.data;
  if (state.escalation?.refunded.includes(d.paymentIntentId)) return []; // recorded already
  if (!escalationRefundDue(state, d.paymentIntentId))
    throw new IllegalStateError('This escalation payment is not owed back');
  return [
    {
      type: 'EscalationRefunded',
      data: {
        ...d,
        escalationId: state.escalation!.escalationId,
        currency: 'usd',
        reason: 'duplicate',
        refundedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function decideEscalation(
  command: EscalationCommand,
  state: CaseCourt,
  draft: PackageDrafter,
): Array<EscalationEvent | CaseDocumentDrafted> {
  switch (command.type) {
    case 'RequestEscalation':
      return requestEscalation(command, state, draft);
    case 'RecordEscalationPayment':
      return recordEscalationPayment(command, state, draft);
    case 'RecordEscalationRefund':
      return recordEscalationRefund(command, state);
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(exhaustive)}`);
    }
  }
}

/** The escalation decider over the case stream, drafting the package with `draft` (ADR 184). */
export const escalationDecider = (
  draft: PackageDrafter,
): Decider<EscalationCommand, CaseCourt, CaseFileEvent> => ({
  decide: (command, state) => decideEscalation(command, state, draft),
  evolve: evolveCaseCourt,
  initialState: initialCaseCourt,
});
