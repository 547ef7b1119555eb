import type { CaseEvent } from '../case.events';
import { IllegalStateError, NotFoundError } from '../../common/errors';
import type { MailingEvent } from '../mailing';

import {
  followUpDecider,
  LINK_EXPIRED,
  LINK_NOT_FOR_CASE,
  LINK_USED,
  NO_DOCUMENT_YET,
  OUTCOME_MESSAGE,
  type FollowUpCommand,
  type RecordCaseOutcome,
  type SendCaseReminder,
} from './follow-up.decide';
import type { CaseOutcomeRecorded, CaseReminderSent } from './follow-up.events';
import type { CaseFileEvent } from '../case-file.events';

const caseId = '11111111-1111-4111-8111-111111111111';
const otherCase = '11111111-1111-4111-8111-999999999999';
const userId = '22222222-2222-4222-8222-222222222222';
const revisionId = '33333333-3333-4333-8333-333333333333';
const mailingId = 'aaaaaaaa-0000-4000-8000-000000000001';
const resent = 'aaaaaaaa-0000-4000-8000-000000000002';
const linkId = 'bbbbbbbb-0000-4000-8000-000000000001';
const DUE = '2027-01-05';
const at = (iso: string) => ({ metadata: { now: new Date(iso) } });

const opened: CaseEvent[] = [
  {
    type: 'CaseOpened',
    data: {
      caseId,
      userId,
      title: 'Unpaid Work v. Acme LLC',
      status: 'pending',
      details: {} as never,
      openedAt: '2026-11-20T10:00:00.000Z',
    },
  },
  {
    type: 'PaymentSucceeded',
    data: {
      caseId,
      paymentIntentId: 'pi_1',
      amount: 500,
      currency: 'usd',
      promoCode: null,
      paidAt: '2026-11-20T10:01:00.000Z',
    },
  },
];
const LETTER =
  'Jane Doe\n\nDecember 1, 2026\n\nDear Acme,\n\nPlease respond by January 5, 2027.\n\nSincerely,\n\nJane Doe\n';
const documented: CaseFileEvent[] = [
  ...opened,
  {
    type: 'DocumentGenerated',
    data: {
      caseId,
      revisionId,
      version: '1.0',
      title: 'Demand',
      content: LETTER,
      drafter: 'template',
      lawTableVersion: 'x',
      llmRejectedReason: null,
      generatedAt: '2026-11-20T10:02:00.000Z',
    },
  },
];
const requested = (id: string, responseDueDate = DUE): MailingEvent => ({
  type: 'LetterMailingRequested',
  data: {
    caseId,
    mailingId: id,
    userId,
    documentId: revisionId,
    revisionId,
    version: '1.0',
    service: 'certified',
    from: {} as never,
    to: {} as never,
    price: 0,
    currency: 'usd',
    payment: 'included',
    paymentIntentId: null,
    resendOf: null,
    letterDate: '2026-12-01',
    responseDueDate,
    requestedAt: '2026-12-01T09:00:00.000Z',
  },
});
const mailed = (id: string, carrier: 'sandbox' | 'self' = 'sandbox'): MailingEvent => ({
  type: 'LetterMailed',
  data: {
    caseId,
    mailingId: id,
    userId,
    documentId: revisionId,
    revisionId,
    carrier,
    service: 'certified',
    providerLetterId: null,
    trackingNumber: null,
    pdfSha256: null,
    pageCount: null,
    mailedOn: '2026-12-01',
    expectedDeliveryDate: null,
    mailedAt: '2026-12-01T10:00:00.000Z',
  },
});
const delivered = (id: string): MailingEvent => ({
  type: 'LetterDelivered',
  data: {
    caseId,
    mailingId: id,
    providerEventId: `evt_${id}`,
    location: null,
    deliveredAt: '2026-12-04T12:00:00.000Z',
  },
});
const inTheMail = [...documented, requested(mailingId), mailed(mailingId)];
const deliveredLetter = [...inTheMail, delivered(mailingId)];

const given = (events: CaseFileEvent[]) =>
  events.reduce(followUpDecider.evolve, followUpDecider.initialState());
const when = (command: FollowUpCommand, events: CaseFileEvent[]) =>
  followUpDecider.decide(command, given(events));
const then = (command: FollowUpCommand, events: CaseFileEvent[]) => [...events, ...when(command, events)];

const outcome = (
  over: Partial<RecordCaseOutcome['data']> = {},
  now = '2027-01-06T10:00:00.000Z',
): RecordCaseOutcome => ({
  type: 'RecordCaseOutcome',
  data: { caseId, userId, outcome: 'paid_in_full', amountReceivedCents: null, link: null, ...over },
  ...at(now),
});
const reminder = (
  kind: SendCaseReminder['data']['reminder'],
  now: string,
  over: Partial<SendCaseReminder['data']> = {},
): SendCaseReminder => ({
  type: 'SendCaseReminder',
  data: {
    caseId,
    reminder: kind,
    mailingId,
    responseDueDate: DUE,
    optedOut: false,
    linkId,
    linkExpiresAt: new Date('2027-02-05T15:00:00.000Z'),
    ...over,
  },
  ...at(now),
});
const sentOn = (events: CaseFileEvent[]) =>
  events.filter((e): e is CaseReminderSent => e.type === 'CaseReminderSent');

describe('follow-up decider: the outcome', () => {
  it('records what happened once the document exists, and a later answer replaces it', () => {
    const first = when(outcome({ outcome: 'paid_in_part', amountReceivedCents: 120_000 }), documented);
    expect(first).toEqual<CaseOutcomeRecorded[]>([
      {
        type: 'CaseOutcomeRecorded',
        data: {
          caseId,
          outcome: 'paid_in_part',
          amountReceivedCents: 120_000,
          via: 'app',
          linkId: null,
          recordedAt: '2027-01-06T10:00:00.000Z',
        },
      },
    ]);
    const later = when(outcome({ outcome: 'paid_in_full' }), [...documented, ...first]);
    expect(later).toHaveLength(1);
    expect(given([...documented, ...first, ...later]).outcome?.outcome).toBe('paid_in_full');
  });

  it('needs no mailing through SueGo (the claimant may have mailed it), but needs the document', () => {
    expect(when(outcome(), documented)).toHaveLength(1);
    expect(() => when(outcome(), opened)).toThrow(new IllegalStateError(NO_DOCUMENT_YET));
  });

  it('the same answer again records nothing', () => {
    const events = then(outcome({ outcome: 'refused' }), documented);
    expect(when(outcome({ outcome: 'refused' }), events)).toEqual([]);
  });

  it('refuses an unknown outcome naming outcome, and an amount where none belongs', () => {
    expect(() => when(outcome({ outcome: 'paid_by_cheque' }), documented)).toThrow(OUTCOME_MESSAGE);
    expect(() => when(outcome({ outcome: 'refused', amountReceivedCents: 100 }), documented)).toThrow(
      /amountReceivedCents/,
    );
    expect(() => when(outcome({ outcome: 'paid_in_part', amountReceivedCents: 0 }), documented)).toThrow(
      /amountReceivedCents/,
    );
    expect(() => when(outcome({ outcome: 'paid_in_part', amountReceivedCents: 1.5 }), documented)).toThrow(
      /amountReceivedCents/,
    );
  });

  it("another user's case, or no case, is not found", () => {
    expect(() => when(outcome({ userId: 'someone-else' }), documented)).toThrow(NotFoundError);
    expect(() => when(outcome(), [])).toThrow(NotFoundError);
  });
});

describe('follow-up decider: answer links', () => {
  const withLink = then(reminder('deadline', '2027-01-05T15:00:00.000Z'), deliveredLetter);
  const link = (over: Partial<NonNullable<RecordCaseOutcome['data']['link']>> = {}) => ({
    userId: null,
    link: { id: linkId, caseId, expiresAt: new Date('2027-02-05T15:00:00.000Z'), ...over },
  });

  it('a reminder link records the answer once; a double submit of the same answer is not an error', () => {
    const recorded = when(outcome(link()), withLink);
    expect(recorded).toMatchObject([{ data: { outcome: 'paid_in_full', via: 'email_link', linkId } }]);
    const after = [...withLink, ...recorded];
    expect(when(outcome(link()), after)).toEqual([]);
    expect(() => when(outcome({ ...link(), outcome: 'refused' }), after)).toThrow(
      new IllegalStateError(LINK_USED),
    );
  });

  it('an expired link records nothing', () => {
    expect(() => when(outcome(link(), '2027-02-05T15:00:01.000Z'), withLink)).toThrow(
      new IllegalStateError(LINK_EXPIRED),
    );
  });

  it('a link of another case, or a link this case never sent, records nothing', () => {
    expect(() => when(outcome(link({ caseId: otherCase })), withLink)).toThrow(
      new NotFoundError(LINK_NOT_FOR_CASE),
    );
    expect(() => when(outcome(link({ id: 'bbbbbbbb-0000-4000-8000-00000000dead' })), withLink)).toThrow(
      NotFoundError,
    );
  });
});

describe('follow-up decider: the reminder schedule', () => {
  it('delivered → 3 days before → on the deadline → 7 days after, each once', () => {
    let events = deliveredLetter;
    for (const [kind, now] of [
      ['delivered', '2026-12-04T12:00:00.000Z'],
      ['before_deadline', '2027-01-02T15:00:00.000Z'],
      ['deadline', '2027-01-05T15:00:00.000Z'],
      ['after_deadline', '2027-01-12T15:00:00.000Z'],
    ] as const) {
      const next = when(reminder(kind, now), events);
      expect(next).toMatchObject([
        { type: 'CaseReminderSent', data: { reminder: kind, sentAt: now, responseDueDate: DUE } },
      ]);
      events = [...events, ...next];
      expect(when(reminder(kind, now), events)).toEqual([]);
    }
    expect(sentOn(events).map((e) => e.data.reminder)).toEqual([
      'delivered',
      'before_deadline',
      'deadline',
      'after_deadline',
    ]);
  });

  it('"paid in full" ends the reminders; any answer ends the week-after one', () => {
    const paid = then(outcome({}, '2026-12-20T10:00:00.000Z'), deliveredLetter);
    expect(when(reminder('before_deadline', '2027-01-02T15:00:00.000Z'), paid)).toEqual([]);
    expect(when(reminder('deadline', '2027-01-05T15:00:00.000Z'), paid)).toEqual([]);
    const refused = then(outcome({ outcome: 'refused' }, '2026-12-20T10:00:00.000Z'), deliveredLetter);
    expect(when(reminder('deadline', '2027-01-05T15:00:00.000Z'), refused)).toHaveLength(1);
    expect(when(reminder('after_deadline', '2027-01-12T15:00:00.000Z'), refused)).toEqual([]);
  });

  it('none after the owner turned reminders off', () => {
    expect(
      when(reminder('deadline', '2027-01-05T15:00:00.000Z', { optedOut: true }), deliveredLetter),
    ).toEqual([]);
  });

  it('a letter that came back, or was replaced by another, is no longer reminded of', () => {
    const returned: MailingEvent = {
      type: 'LetterReturned',
      data: {
        caseId,
        mailingId,
        providerEventId: 'evt_ret',
        description: 'Return to sender',
        returnedAt: '2026-12-04T12:00:00.000Z',
      },
    };
    expect(when(reminder('before_deadline', '2027-01-02T15:00:00.000Z'), [...inTheMail, returned])).toEqual(
      [],
    );
    const again = [...inTheMail, returned, requested(resent, '2027-01-20'), mailed(resent)];
    expect(when(reminder('before_deadline', '2027-01-02T15:00:00.000Z'), again)).toEqual([]);
    expect(
      when(
        reminder('before_deadline', '2027-01-17T15:00:00.000Z', {
          mailingId: resent,
          responseDueDate: '2027-01-20',
        }),
        again,
      ),
    ).toHaveLength(1);
  });

  it('the delivery reminder needs a delivery; a moment that passed is not sent late', () => {
    expect(when(reminder('delivered', '2026-12-02T12:00:00.000Z'), inTheMail)).toEqual([]);
    // The clock jumped past the deadline: the delivery and 3-days-before reminders are skipped, the deadline one goes.
    const late = '2027-01-06T09:00:00.000Z';
    expect(when(reminder('delivered', late), deliveredLetter)).toEqual([]);
    expect(when(reminder('before_deadline', late), deliveredLetter)).toEqual([]);
    expect(when(reminder('deadline', late), deliveredLetter)).toHaveLength(1);
    expect(when(reminder('after_deadline', '2027-01-19T15:00:00.000Z'), deliveredLetter)).toEqual([]);
  });

  it('a self-mailed letter is reminded of by the response date its text prints', () => {
    const self = [...documented, mailed(mailingId, 'self')];
    expect(given(self).letters[0]?.responseDueDate).toBe('2027-01-05');
    expect(when(reminder('deadline', '2027-01-05T15:00:00.000Z'), self)).toHaveLength(1);
  });
});
