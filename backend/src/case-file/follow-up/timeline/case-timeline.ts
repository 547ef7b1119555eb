import type {
  CaseFollowUpRow,
  FollowUpLetterView,
} from '../read-models/case-follow-ups/case-follow-up.row';
import { addDays, formatLongDate } from '../../../law/calendar';
import { formatUsd } from '../../../law/law-table';
import { MAIL_TRANSIT_DAYS } from '../../../law/notice-decision';
import type { LastDayToSue } from './last-day-to-sue';

/**
 * One step of a case's journey. The steps come in order: letter ready → mailed → delivered → response date →
 * outcome; the court steps (final notice, filing, service, hearing: issue 30) are appended after these by their
 * own builder, with keys of their own. `date` is YYYY-MM-DD or an ISO instant; `nextAction` is set on the step
 * that asks something of the claimant now.
 */
export interface TimelineStep {
  key: string;
  label: string;
  status: 'done' | 'current' | 'upcoming' | 'problem';
  date: string | null;
  dateIsEstimate: boolean;
  detail: string | null;
  nextAction: string | null;
  /**
   * The same sentences by code, with their parameters, for the client to say in the page's language (issue 33, ADR
   * 203); the English above stays for older clients. Parameters are raw: days YYYY-MM-DD, money in cents, the
   * mailing service by its catalog code.
   */
  labelCode: string;
  detailCode: string | null;
  nextActionCode: string | null;
  params: TimelineParams;
}

/** A timeline sentence's parameters: plain values, formatted by whoever shows them. */
export type TimelineParams = Record<string, string | number>;

export interface CaseTimeline {
  caseId: string;
  /** What the case reads as now: "Resolved: paid", "Delivered", "Waiting for a response"… */
  headline: string;
  /** The headline's code (`delivered`, `paid_in_full`…), for the client to translate. */
  headlineCode: string;
  /** The one thing to do next, if any (the first step that asks something). */
  nextAction: string | null;
  /** Its code and parameters (those of the step it comes from). */
  nextActionCode: string | null;
  nextActionParams: TimelineParams;
  outcome: { outcome: string; amountReceivedCents: number | null; recordedAt: string } | null;
  /** The response date the letter printed (YYYY-MM-DD), for the deadline and the calendar. */
  responseDueDate: string | null;
  lastDayToSue: LastDayToSue;
  steps: TimelineStep[];
}

export const RESOLVED_PAID = 'Resolved: paid';
export const OUTCOME_HEADLINES: Record<string, string> = {
  paid_in_full: RESOLVED_PAID,
  paid_in_part: 'Paid in part',
  refused: 'They refused to pay',
  no_response: 'No response',
};

const SERVICE_NAMES: Record<string, string> = {
  certified: 'USPS Certified Mail with electronic return receipt',
  first_class: 'USPS First-Class Mail',
};

/** The letter the journey follows: the latest one that went into the mail (a re-send replaces a returned one). */
export function followedLetter(row: CaseFollowUpRow): FollowUpLetterView | undefined {
  return row.letters.filter((l) => l.status !== 'requested' && l.status !== 'ended').at(-1);
}

const step = (
  s: Partial<TimelineStep> & Pick<TimelineStep, 'key' | 'label' | 'labelCode' | 'status'>,
): TimelineStep => ({
  date: null,
  dateIsEstimate: false,
  detail: null,
  nextAction: null,
  detailCode: null,
  nextActionCode: null,
  params: {},
  ...s,
});

function suingAdvice(sue: LastDayToSue): { text: string; code: string; params: TimelineParams } {
  return sue.verified
    ? {
        text: `You can send a final notice or file in small claims court. The last day to sue is ${formatLongDate(sue.date)} (${sue.citation}).`,
        code: 'sue_verified',
        params: { sueDate: sue.date, citation: sue.citation },
      }
    : {
        text:
          'You can send a final notice or file in small claims court. Ask the small-claims clerk for the last day to sue: ' +
          `${sue.reason}.`,
        code: 'sue_ask_clerk',
        params: {},
      };
}

/**
 * The case's journey after the letter, from its follow-up row, as of `today` (YYYY-MM-DD on the case's clock).
 * Pure: the same row and day give the same steps.
 */
export function buildCaseTimeline(row: CaseFollowUpRow, today: string, sue: LastDayToSue): CaseTimeline {
  const letter = followedLetter(row);
  const due = letter?.responseDueDate ?? row.printed_response_due_date;
  const outcome = row.outcome
    ? {
        outcome: row.outcome,
        amountReceivedCents: row.outcome_amount_cents,
        recordedAt: row.outcome_recorded_at ?? row.updated_at,
      }
    : null;
  const steps: TimelineStep[] = [];

  steps.push(
    step({
      key: 'letter_ready',
      label: 'Letter ready',
      labelCode: 'letter_ready',
      status: row.document_ready_at ? 'done' : 'upcoming',
      date: row.document_ready_at,
    }),
  );

  if (!letter) {
    steps.push(
      step({
        key: 'mailed',
        label: 'Mailed',
        labelCode: 'mailed',
        status: row.document_ready_at && !outcome ? 'current' : 'upcoming',
        nextAction:
          row.document_ready_at && !outcome
            ? 'Mail your letter: choose Mail it for me, or mail it yourself and record the date.'
            : null,
        nextActionCode: row.document_ready_at && !outcome ? 'mail_letter' : null,
      }),
    );
  } else {
    const self = letter.carrier === 'self';
    const service = self
      ? undefined
      : letter.service && SERVICE_NAMES[letter.service]
        ? letter.service
        : undefined;
    const how = self ? 'You mailed it yourself' : `${service ? SERVICE_NAMES[service] : 'Mailed'} by SueGo`;
    const tracked = letter.trackingNumber ? '_tracked' : '';
    steps.push(
      step({
        key: 'mailed',
        label: 'Mailed',
        labelCode: 'mailed',
        status: 'done',
        date: letter.mailedOn,
        detail: letter.trackingNumber ? `${how}. Tracking number ${letter.trackingNumber}.` : `${how}.`,
        detailCode: `${self ? 'mailed_self' : service ? 'mailed_service' : 'mailed_suego'}${tracked}`,
        params: {
          ...(service ? { service } : {}),
          ...(letter.trackingNumber ? { tracking: letter.trackingNumber } : {}),
        },
      }),
    );
  }

  if (letter?.status === 'returned') {
    steps.push(
      step({
        key: 'delivered',
        label: 'Returned to sender',
        labelCode: 'returned',
        status: 'problem',
        date: letter.returnedAt,
        detail: 'USPS could not deliver the letter.',
        detailCode: 'returned',
        nextAction: 'Send it again to a corrected address from your document page.',
        nextActionCode: 'resend',
      }),
    );
  } else if (letter?.deliveredAt) {
    steps.push(
      step({
        key: 'delivered',
        label: 'Delivered',
        labelCode: 'delivered',
        status: 'done',
        date: letter.deliveredAt,
        detail: 'USPS confirmed delivery.',
        detailCode: 'delivered',
      }),
    );
  } else if (letter) {
    const expected =
      letter.expectedDeliveryDate ?? (letter.mailedOn ? addDays(letter.mailedOn, MAIL_TRANSIT_DAYS) : null);
    const confirms = letter.carrier !== 'self' && letter.service === 'certified';
    steps.push(
      step({
        key: 'delivered',
        label: 'Delivered',
        labelCode: 'delivered',
        status: expected && expected <= today ? 'done' : 'current',
        date: expected,
        dateIsEstimate: true,
        detail: confirms
          ? 'Expected delivery. We will show the date USPS confirms.'
          : 'Expected delivery (USPS does not confirm this kind of mail).',
        detailCode: confirms ? 'expected_confirmed' : 'expected_unconfirmed',
      }),
    );
  } else {
    steps.push(step({ key: 'delivered', label: 'Delivered', labelCode: 'delivered', status: 'upcoming' }));
  }

  const returned = letter?.status === 'returned';
  const passed = due !== null && due < today;
  const waiting = Boolean(due && !passed && due !== today && letter && !returned && !outcome);
  steps.push(
    step({
      key: 'deadline',
      label: 'Response date',
      labelCode: 'deadline',
      status: !due
        ? 'upcoming'
        : passed || due === today
          ? 'done'
          : letter && !returned
            ? 'current'
            : 'upcoming',
      date: due,
      detail: !due
        ? 'The response date printed in your letter.'
        : passed
          ? `The response date in your letter, ${formatLongDate(due)}, has passed.`
          : due === today
            ? 'Today is the response date in your letter.'
            : `They have until ${formatLongDate(due)} to respond.`,
      detailCode: !due
        ? 'deadline_unknown'
        : passed
          ? 'deadline_passed'
          : due === today
            ? 'deadline_today'
            : 'deadline_until',
      params: due ? { due } : {},
      nextAction: waiting
        ? 'Wait for their answer. We will email you 3 days before the response date and on the day.'
        : null,
      nextActionCode: waiting ? 'wait' : null,
    }),
  );

  if (outcome) {
    const amount =
      outcome.amountReceivedCents !== null ? `${formatUsd(outcome.amountReceivedCents)} received. ` : '';
    const headline = OUTCOME_HEADLINES[outcome.outcome] ?? outcome.outcome;
    const advice = outcome.outcome === 'paid_in_full' ? null : suingAdvice(sue);
    const recordedOn = outcome.recordedAt.slice(0, 10);
    steps.push(
      step({
        key: 'outcome',
        label: headline,
        labelCode: outcome.outcome,
        status: outcome.outcome === 'paid_in_full' ? 'done' : 'problem',
        date: outcome.recordedAt,
        detail: `${amount}You recorded this on ${formatLongDate(recordedOn)}.`.trim(),
        detailCode: outcome.amountReceivedCents !== null ? 'recorded_amount' : 'recorded',
        nextAction: advice?.text ?? null,
        nextActionCode: advice?.code ?? null,
        params: {
          recordedOn,
          ...(outcome.amountReceivedCents !== null ? { amountCents: outcome.amountReceivedCents } : {}),
          ...advice?.params,
        },
      }),
    );
  } else {
    const ask = row.document_ready_at !== null && (passed || due === today || (!letter && !due));
    steps.push(
      step({
        key: 'outcome',
        label: 'Outcome',
        labelCode: 'outcome',
        status: ask ? 'current' : 'upcoming',
        detail: 'Whether they paid.',
        detailCode: 'outcome_pending',
        nextAction: ask ? 'Did they pay? Record what happened.' : null,
        nextActionCode: ask ? 'record_outcome' : null,
      }),
    );
  }

  const active = steps.find((s) => s.nextAction && (s.status === 'current' || s.status === 'problem'));
  const state = headlineOf(row, letter, due, today);
  return {
    caseId: row.case_id,
    headline: outcome ? (OUTCOME_HEADLINES[outcome.outcome] ?? outcome.outcome) : HEADLINES[state],
    headlineCode: outcome ? outcome.outcome : state,
    nextAction: active?.nextAction ?? null,
    nextActionCode: active?.nextActionCode ?? null,
    nextActionParams: active?.nextActionCode ? active.params : {},
    outcome,
    responseDueDate: due,
    lastDayToSue: sue,
    steps,
  };
}

function headlineOf(
  row: CaseFollowUpRow,
  letter: FollowUpLetterView | undefined,
  due: string | null,
  today: string,
): keyof typeof HEADLINES {
  if (!row.document_ready_at) return 'letter_not_ready';
  if (!letter) return 'letter_ready';
  if (letter.status === 'returned') return 'returned';
  if (due && due < today) return 'deadline_passed';
  if (letter.deliveredAt) return 'delivered';
  return 'in_the_mail';
}

const HEADLINES = {
  letter_not_ready: 'Letter not ready yet',
  letter_ready: 'Letter ready',
  returned: 'Returned to sender',
  deadline_passed: 'Response date passed',
  delivered: 'Delivered',
  in_the_mail: 'In the mail',
} as const;
