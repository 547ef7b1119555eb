import type { CaseDocumentDrafted } from '../cases/index';
import { laterDocumentOfKind } from '../cases/index';
import {
  ConflictError,
  IllegalStateError,
  InputErrorCode,
  NotFoundError,
  ValidationError,
} from '../common/errors';
import type { Decider } from '../event-store/handle-command';
import { assessEligibility } from '../law/law-table';
import {
  evolveCaseCourt,
  hearingReminderKey,
  initialCaseCourt,
  type CaseCourt,
  type CourtStreamEvent,
} from './court';
import type {
  CaseEscalated,
  CourtEvent,
  EscalationCheckoutStarted,
  HearingReminderKind,
  HearingReminderSent,
  HearingScheduled,
  Sc100Answers,
  Sc100AnswersSaved,
} from './court.events';

type Meta = { metadata: { now: Date } };
/** A drafted document the handler made from the case (pure drafting, before the decider). */
type Drafted = { documentId: string; title: string; content: string; lawTableVersion: string };

/** The owner asks for a final notice (free); the handler drafted it from the case. */
export type DraftFinalNotice = Meta & {
  type: 'DraftFinalNotice';
  data: { caseId: string; userId: string; draft: Drafted };
};

/** The owner will pay the difference to the package: an intent was created at the provider. */
export type StartEscalationCheckout = Meta & {
  type: 'StartEscalationCheckout';
  data: { caseId: string; userId: string; paymentIntentId: string; amount: number };
};

/** The package is due now: the plan covered it (allowance used in the same transaction) or the intent was paid. */
export type EscalateCase = Meta & {
  type: 'EscalateCase';
  data: {
    caseId: string;
    /** null when the provider's payment event records it (no signed-in user). */
    userId: string | null;
    via: 'plan' | 'card';
    subscriptionId: string | null;
    paymentIntentId: string | null;
    amount: number;
    draft: Drafted;
  };
};

export type SaveSc100Answers = Meta & {
  type: 'SaveSc100Answers';
  data: { caseId: string; userId: string; answers: Sc100Answers };
};

export type ScheduleHearing = Meta & {
  type: 'ScheduleHearing';
  data: Omit<HearingScheduled['data'], 'scheduledAt'> & { userId: string };
};

/** A hearing reminder job is due: it goes only for the current hearing, once, before the hearing. */
export type SendHearingReminder = Meta & {
  type: 'SendHearingReminder';
  data: { caseId: string; hearingId: string; reminder: HearingReminderKind };
};

export type CourtCommand =
  | DraftFinalNotice
  | StartEscalationCheckout
  | EscalateCase
  | SaveSc100Answers
  | ScheduleHearing
  | SendHearingReminder;

export const FINAL_NOTICE_OUTCOMES = new Set(['paid_in_part', 'refused', 'no_response']);
export const NEEDS_OUTCOME_MESSAGE =
  'A final notice follows a letter that was not paid: record "paid in part", "refused" or "no response" first.';
export const ALREADY_A_PACKAGE_MESSAGE = "This case's document is already the small-claims package";
export const NO_LETTER_MESSAGE = 'This case has no demand letter yet';

type OpenCase = Exclude<CaseCourt['case'], { status: 'none' }>;

function ownCase(state: CaseCourt, userId: string | null): OpenCase {
  if (state.case.status === 'none') throw new NotFoundError('Case not found');
  if (userId !== null && state.case.userId !== userId) throw new NotFoundError('Case not found');
  return state.case;
}

/** The first document is a demand letter that exists. */
function assertLetter(c: OpenCase): void {
  if (!c.document) throw new IllegalStateError(NO_LETTER_MESSAGE);
  if (c.details.documentType !== 'demand_letter') throw new IllegalStateError(ALREADY_A_PACKAGE_MESSAGE);
}

const drafted = (
  caseId: string,
  kind: CaseDocumentDrafted['data']['kind'],
  draft: Drafted,
  now: Date,
): CaseDocumentDrafted => ({
  type: 'CaseDocumentDrafted',
  data: {
    caseId,
    documentId: draft.documentId,
    kind,
    revisionId: draft.documentId,
    version: '1.0',
    title: draft.title,
    content: draft.content,
    lawTableVersion: draft.lawTableVersion,
    draftedAt: now.toISOString(),
  },
});

export function draftFinalNotice(command: DraftFinalNotice, state: CaseCourt): CaseDocumentDrafted[] {
  const c = ownCase(state, command.data.userId);
  assertLetter(c);
  if (laterDocumentOfKind(c, 'final_notice')) return []; // one final notice per case: the same one again
  if (!state.outcome || !FINAL_NOTICE_OUTCOMES.has(state.outcome.outcome))
    throw new IllegalStateError(NEEDS_OUTCOME_MESSAGE);
  return [drafted(c.caseId, 'final_notice', command.data.draft, command.metadata.now)];
}

/** The package may be filed from this case: a letter exists, nobody paid in full, the claim fits small claims. */
export function assertEscalatable(state: CaseCourt, userId: string | null, now: Date): OpenCase {
  const c = ownCase(state, userId);
  assertLetter(c);
  if (state.outcome?.outcome === 'paid_in_full')
    throw new IllegalStateError('This case is resolved: you were paid in full');
  // The same rules as a package bought first: above a verified small-claims limit it is refused (DESIGN §8).
  const eligibility = assessEligibility({
    state: c.details.state,
    amountCents: c.details.amountCents,
    documentType: 'small_claims',
    caseType: c.details.caseType,
    incidentDate: c.details.incidentDate,
    today: now.toISOString().slice(0, 10),
    claimant: c.details.claimantKind ?? 'individual',
    agreement: c.details.agreementForm,
  });
  if (eligibility.refusal) {
    const field =
      eligibility.refusal.field === 'incidentDate' ? 'formData.incidentDate' : 'formData.amountClaimed';
    throw new ValidationError(`${field}: ${eligibility.refusal.message}`, {
      field,
      code: InputErrorCode.OutOfRange,
    });
  }
  return c;
}

export function startEscalationCheckout(
  command: StartEscalationCheckout,
  state: CaseCourt,
): EscalationCheckoutStarted[] {
  const { caseId, userId, paymentIntentId, amount } = command.data;
  const c = assertEscalatable(state, userId, command.metadata.now);
  if (state.escalation.escalated || laterDocumentOfKind(c, 'small_claims'))
    throw new IllegalStateError('This case already has its small-claims package');
  if (state.escalation.checkout?.paymentIntentId === paymentIntentId) return [];
  if (amount <= 0) throw new IllegalStateError('A paid escalation needs an amount');
  return [
    {
      type: 'EscalationCheckoutStarted',
      data: {
        caseId,
        paymentIntentId,
        amount,
        currency: 'usd',
        startedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function escalateCase(
  command: EscalateCase,
  state: CaseCourt,
): Array<CaseEscalated | CaseDocumentDrafted> {
  const d = command.data;
  if (state.escalation.escalated) return []; // exactly one package, whatever is delivered again
  const c = ownCase(state, d.userId);
  assertLetter(c);
  if (laterDocumentOfKind(c, 'small_claims')) return [];
  if (d.via === 'card') {
    const open = state.escalation.checkout;
    if (!open || open.paymentIntentId !== d.paymentIntentId)
      throw new ConflictError('This payment is not the one the package was priced for');
    if (d.amount < open.amount) throw new IllegalStateError('The payment does not cover the package');
  } else if (!d.subscriptionId) {
    throw new IllegalStateError('A plan-covered package names its subscription');
  }
  const at = command.metadata.now.toISOString();
  return [
    {
      type: 'CaseEscalated',
      data: {
        caseId: d.caseId,
        documentId: d.draft.documentId,
        via: d.via,
        subscriptionId: d.subscriptionId,
        paymentIntentId: d.paymentIntentId,
        amount: d.via === 'plan' ? 0 : d.amount,
        currency: 'usd',
        escalatedAt: at,
      },
    },
    drafted(d.caseId, 'small_claims', d.draft, command.metadata.now),
  ];
}

/** The case has a small-claims package: bought first, or filed from the case. */
export const hasPackage = (state: CaseCourt): boolean =>
  state.case.status !== 'none' &&
  ((state.case.details.documentType === 'small_claims' && state.case.document !== null) ||
    laterDocumentOfKind(state.case, 'small_claims') !== undefined);

export function saveSc100Answers(command: SaveSc100Answers, state: CaseCourt): Sc100AnswersSaved[] {
  const c = ownCase(state, command.data.userId);
  if (c.details.state !== 'CA') throw new IllegalStateError('SC-100 is the California claim form');
  if (!hasPackage(state))
    throw new IllegalStateError('SC-100 is filled once the case has its small-claims package');
  if (JSON.stringify(state.sc100) === JSON.stringify(command.data.answers)) return [];
  return [
    {
      type: 'Sc100AnswersSaved',
      data: { caseId: c.caseId, answers: command.data.answers, savedAt: command.metadata.now.toISOString() },
    },
  ];
}

export function scheduleHearing(command: ScheduleHearing, state: CaseCourt): HearingScheduled[] {
  const { userId, ...data } = command.data;
  const c = ownCase(state, userId);
  if (!c.document) throw new IllegalStateError('A hearing is added to a case with a document');
  const h = state.hearing;
  if (
    h &&
    h.court === data.court &&
    h.date === data.date &&
    h.time === data.time &&
    h.timeZone === data.timeZone
  )
    return []; // the same hearing again
  if (Date.parse(data.startsAt) <= command.metadata.now.getTime())
    throw new ValidationError('date: the hearing must be in the future', {
      field: 'date',
      code: InputErrorCode.InvalidDate,
    });
  return [{ type: 'HearingScheduled', data: { ...data, scheduledAt: command.metadata.now.toISOString() } }];
}

export function sendHearingReminder(command: SendHearingReminder, state: CaseCourt): HearingReminderSent[] {
  const { caseId, hearingId, reminder } = command.data;
  if (state.case.status === 'none') return [];
  const h = state.hearing;
  // Moved or replaced: the new hearing has reminders of its own.
  if (!h || h.hearingId !== hearingId) return [];
  if (state.hearingRemindersSent.has(hearingReminderKey(hearingId, reminder))) return [];
  if (command.metadata.now.getTime() >= Date.parse(h.startsAt)) return [];
  // The week-before reminder is not sent once the day-before one is due.
  if (reminder === 'week_before' && Date.parse(h.startsAt) - command.metadata.now.getTime() <= DAY_MS)
    return [];
  return [
    {
      type: 'HearingReminderSent',
      data: { caseId, hearingId, reminder, sentAt: command.metadata.now.toISOString() },
    },
  ];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** When each reminder is due: 7 days and 1 day before the hearing's instant. */
export const hearingReminderAt = (startsAt: string, reminder: HearingReminderKind): Date =>
  new Date(Date.parse(startsAt) - (reminder === 'week_before' ? 7 : 1) * DAY_MS);

export function decideCourt(
  command: CourtCommand,
  state: CaseCourt,
): Array<CourtEvent | CaseDocumentDrafted> {
  switch (command.type) {
    case 'DraftFinalNotice':
      return draftFinalNotice(command, state);
    case 'StartEscalationCheckout':
      return startEscalationCheckout(command, state);
    case 'EscalateCase':
      return escalateCase(command, state);
    case 'SaveSc100Answers':
      return saveSc100Answers(command, state);
    case 'ScheduleHearing':
      return scheduleHearing(command, state);
    case 'SendHearingReminder':
      return sendHearingReminder(command, state);
    default: {
      const _exhaustive: never = command;
      throw new Error('Unknown command');
    }
  }
}

export const courtDecider: Decider<CourtCommand, CaseCourt, CourtStreamEvent> = {
  decide: decideCourt,
  evolve: evolveCaseCourt,
  initialState: initialCaseCourt,
};
