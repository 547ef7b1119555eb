import { defineMessages } from '@/lib/i18n/define';

/**
 * The timeline's sentences by the code the server sends with each step (issue 33, ADR 203). The English is exactly
 * the server's (`backend/src/follow-up/timeline/case-timeline.ts`, `court/hearing/hearing-steps.ts`); dates, money
 * and the hearing's time are formatted here with `Intl` in the page's language.
 */
export const messages = defineMessages('followUpTimeline', {
  title_letter_ready: 'Letter ready',
  title_letter_not_ready: 'Letter not ready yet',
  title_mailed: 'Mailed',
  title_in_the_mail: 'In the mail',
  title_returned: 'Returned to sender',
  title_delivered: 'Delivered',
  title_deadline: 'Response date',
  title_deadline_passed: 'Response date passed',
  title_outcome: 'Outcome',
  title_paid_in_full: 'Resolved: paid',
  title_paid_in_part: 'Paid in part',
  title_refused: 'They refused to pay',
  title_no_response: 'No response',
  title_hearing: 'Hearing',
  detail_mailed_self: 'You mailed it yourself.',
  detail_mailed_self_tracked: 'You mailed it yourself. Tracking number {tracking}.',
  detail_mailed_service: '{service} by SueGo.',
  detail_mailed_service_tracked: '{service} by SueGo. Tracking number {tracking}.',
  detail_mailed_suego: 'Mailed by SueGo.',
  detail_mailed_suego_tracked: 'Mailed by SueGo. Tracking number {tracking}.',
  detail_returned: 'USPS could not deliver the letter.',
  detail_delivered: 'USPS confirmed delivery.',
  detail_expected_confirmed: 'Expected delivery. We will show the date USPS confirms.',
  detail_expected_unconfirmed: 'Expected delivery (USPS does not confirm this kind of mail).',
  detail_deadline_unknown: 'The response date printed in your letter.',
  detail_deadline_passed: 'The response date in your letter, {due}, has passed.',
  detail_deadline_today: 'Today is the response date in your letter.',
  detail_deadline_until: 'They have until {due} to respond.',
  detail_recorded: 'You recorded this on {recordedOn}.',
  detail_recorded_amount: '{amount} received. You recorded this on {recordedOn}.',
  detail_outcome_pending: 'Whether they paid.',
  detail_hearing: '{when}, {court}. We will email you 7 days and 1 day before.',
  next_mail_letter: 'Mail your letter: choose Mail it for me, or mail it yourself and record the date.',
  next_resend: 'Send it again to a corrected address from your document page.',
  next_wait: 'Wait for their answer. We will email you 3 days before the response date and on the day.',
  next_sue_verified:
    'You can send a final notice or file in small claims court. The last day to sue is {sueDate} ({citation}).',
  next_sue_ask_clerk:
    "You can send a final notice or file in small claims court. Ask the small-claims clerk for the last day to sue: SueGo has not verified this state's deadline to sue for this kind of claim.",
  next_record_outcome: 'Did they pay? Record what happened.',
  next_prepare_hearing:
    'Prepare for your hearing: copies of your documents, your evidence and the proof of service.',
});
