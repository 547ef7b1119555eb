import type {
  CaseFollowUpRow,
  FollowUpLetterView,
} from '../../../../projections/src/follow-ups/case-follow-up.row';
import { addDays, formatLongDate } from '../../law/calendar';
import { formatUsd } from '../../law/law-table';
import { MAIL_TRANSIT_DAYS } from '../../law/notice-decision';
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
}

export interface CaseTimeline {
  caseId: string;
  /** What the case reads as now: "Resolved: paid", "Delivered", "Waiting for a response"… */
  headline: string;
  /** The one thing to do next, if any (the first step that asks something). */
  nextAction: string | null;
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

const step = (s: Partial<TimelineStep> & Pick<TimelineStep, 'key' | 'label' | 'status'>): TimelineStep => ({
  date: null,
  dateIsEstimate: false,
  detail: null,
  nextAction: null,
  ...s,
});

function suingAdvice(sue: LastDayToSue): string {
  return sue.verified
    ? `You can send a final notice or file in small claims court. The last day to sue is ${formatLongDate(sue.date)} (${sue.citation}).`
    : 'You can send a final notice or file in small claims court. Ask the small-claims clerk for the last day to sue: ' +
        `${sue.reason}.`;
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
      status: row.document_ready_at ? 'done' : 'upcoming',
      date: row.document_ready_at,
    }),
  );

  if (!letter) {
    steps.push(
      step({
        key: 'mailed',
        label: 'Mailed',
        status: row.document_ready_at && !outcome ? 'current' : 'upcoming',
        nextAction:
          row.document_ready_at && !outcome
            ? 'Mail your letter: choose Mail it for me, or mail it yourself and record the date.'
            : null,
      }),
    );
  } else {
    const how =
      letter.carrier === 'self'
        ? 'You mailed it yourself'
        : `${SERVICE_NAMES[letter.service ?? ''] ?? 'Mailed'} by SueGo`;
    steps.push(
      step({
        key: 'mailed',
        label: 'Mailed',
        status: 'done',
        date: letter.mailedOn,
        detail: letter.trackingNumber ? `${how}. Tracking number ${letter.trackingNumber}.` : `${how}.`,
      }),
    );
  }

  if (letter?.status === 'returned') {
    steps.push(
      step({
        key: 'delivered',
        label: 'Returned to sender',
        status: 'problem',
        date: letter.returnedAt,
        detail: 'USPS could not deliver the letter.',
        nextAction: 'Send it again to a corrected address from your document page.',
      }),
    );
  } else if (letter?.deliveredAt) {
    steps.push(
      step({
        key: 'delivered',
        label: 'Delivered',
        status: 'done',
        date: letter.deliveredAt,
        detail: 'USPS confirmed delivery.',
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
        status: expected && expected <= today ? 'done' : 'current',
        date: expected,
        dateIsEstimate: true,
        detail: confirms
          ? 'Expected delivery. We will show the date USPS confirms.'
          : 'Expected delivery (USPS does not confirm this kind of mail).',
      }),
    );
  } else {
    steps.push(step({ key: 'delivered', label: 'Delivered', status: 'upcoming' }));
  }

  const returned = letter?.status === 'returned';
  const passed = due !== null && due < today;
  steps.push(
    step({
      key: 'deadline',
      label: 'Response date',
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
      nextAction:
        due && !passed && due !== today && letter && !returned && !outcome
          ? 'Wait for their answer. We will email you 3 days before the response date and on the day.'
          : null,
    }),
  );

  if (outcome) {
    const amount =
      outcome.amountReceivedCents !== null ? `${formatUsd(outcome.amountReceivedCents)} received. ` : '';
    const headline = OUTCOME_HEADLINES[outcome.outcome] ?? outcome.outcome;
    steps.push(
      step({
        key: 'outcome',
        label: headline,
        status: outcome.outcome === 'paid_in_full' ? 'done' : 'problem',
        date: outcome.recordedAt,
        detail: `${amount}You recorded this on ${formatLongDate(outcome.recordedAt.slice(0, 10))}.`.trim(),
        nextAction: outcome.outcome === 'paid_in_full' ? null : suingAdvice(sue),
      }),
    );
  } else {
    const ask = row.document_ready_at !== null && (passed || due === today || (!letter && !due));
    steps.push(
      step({
        key: 'outcome',
        label: 'Outcome',
        status: ask ? 'current' : 'upcoming',
        detail: 'Whether they paid.',
        nextAction: ask ? 'Did they pay? Record what happened.' : null,
      }),
    );
  }

  const active = steps.find((s) => s.nextAction && (s.status === 'current' || s.status === 'problem'));
  return {
    caseId: row.case_id,
    headline: outcome
      ? (OUTCOME_HEADLINES[outcome.outcome] ?? outcome.outcome)
      : headlineOf(row, letter, due, today),
    nextAction: active?.nextAction ?? null,
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
): string {
  if (!row.document_ready_at) return 'Letter not ready yet';
  if (!letter) return 'Letter ready';
  if (letter.status === 'returned') return 'Returned to sender';
  if (due && due < today) return 'Response date passed';
  if (letter.deliveredAt) return 'Delivered';
  return 'In the mail';
}
