import type { CaseEvent } from '../case.events';
import { ConflictError, IllegalStateError, NotFoundError, ValidationError } from '../../common/errors';

import {
  mailingDecider,
  mailingRefundReason,
  type MailingCommand,
  type RequestLetterMailing,
} from './mailing.decide';
import type { PostalAddress } from './postal-address';
import type { CaseFileEvent } from '../case-file.events';

const now = new Date('2026-12-01T15:00:00.000Z');
const caseId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const revisionId = '33333333-3333-4333-8333-333333333333';
const editedRevision = '44444444-4444-4444-8444-444444444444';
const mailingId = 'aaaaaaaa-0000-4000-8000-000000000001';
const secondMailing = 'aaaaaaaa-0000-4000-8000-000000000002';
const meta = { metadata: { now } };

const address = (name: string, line1: string): PostalAddress => ({
  name,
  line1,
  line2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  zip4: null,
});
const from = address('Jane Doe', '1 Elm St');
const to = address('Acme LLC', '9 Main St');

/** A case with its drafted document (revision 1.0 active). */
const documented: CaseEvent[] = [
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
      paymentIntentId: 'pi_doc',
      amount: 500,
      currency: 'usd',
      promoCode: null,
      paidAt: '2026-11-20T10:01:00.000Z',
    },
  },
  {
    type: 'DocumentGenerated',
    data: {
      caseId,
      revisionId,
      version: '1.0',
      title: 'Demand',
      content: 'Dear Acme',
      drafter: 'template',
      lawTableVersion: 'x',
      llmRejectedReason: null,
      generatedAt: '2026-11-20T10:02:00.000Z',
    },
  },
];

const request = (over: Partial<RequestLetterMailing['data']> = {}): RequestLetterMailing => ({
  type: 'RequestLetterMailing',
  data: {
    caseId,
    mailingId,
    userId,
    documentId: revisionId,
    revisionId,
    service: 'certified',
    from,
    to,
    price: 1295,
    payment: 'card',
    paymentIntentId: 'pi_mail',
    resendOf: null,
    letterDate: '2026-12-01',
    responseDueDate: '2026-12-31',
    ...over,
  },
  ...meta,
});

const given = (events: CaseFileEvent[]) =>
  events.reduce(mailingDecider.evolve, mailingDecider.initialState());
const when = (command: MailingCommand, events: CaseFileEvent[] = documented) =>
  mailingDecider.decide(command, given(events));
/** The events a command leaves after the given ones, for the next step. */
const then = (command: MailingCommand, events: CaseFileEvent[]) => [...events, ...when(command, events)];

const paid = () =>
  then(
    {
      type: 'RecordMailingPayment',
      data: { caseId, mailingId, paymentIntentId: 'pi_mail', amount: 1295 },
      ...meta,
    },
    then(request(), documented),
  );
const mailed = (events = paid()) =>
  then(
    {
      type: 'RecordLetterMailed',
      data: {
        caseId,
        mailingId,
        carrier: 'sandbox',
        providerLetterId: 'ltr_1',
        trackingNumber: '9407100000000000000001',
        pdfSha256: 'ab'.repeat(32),
        pageCount: 2,
        mailedOn: '2026-12-01',
        expectedDeliveryDate: '2026-12-04',
      },
      ...meta,
    },
    events,
  );
const scan = (providerEventId: string, kind: 'in_transit' | 'delivered' | 'returned'): MailingCommand => ({
  type: 'RecordLetterScan',
  data: {
    caseId,
    mailingId,
    providerEventId,
    kind,
    description: kind,
    location: 'SPRINGFIELD, IL',
    occurredAt: '2026-12-03T12:00:00.000Z',
  },
  ...meta,
});
const statusOf = (events: CaseFileEvent[], id = mailingId) =>
  given(events).mailings.find((m) => m.id === id)?.status;

describe('mail it for me (given / when / then)', () => {
  it('given a drafted document, when a certified mailing is requested, then it waits for its payment', () => {
    const events = when(request());
    expect(events).toEqual([
      {
        type: 'LetterMailingRequested',
        data: { ...request().data, version: '1.0', currency: 'usd', requestedAt: now.toISOString() },
      },
    ]);
    expect(statusOf([...documented, ...events])).toBe('awaiting_payment');
  });

  it('given SuePro, when a mailing is requested as included, then it is queued at once', () => {
    const events = when(request({ payment: 'included', price: 0, paymentIntentId: null }));
    expect(statusOf([...documented, ...events])).toBe('queued');
  });

  it('given no document yet, when a mailing is requested, then it is refused', () => {
    expect(() => when(request(), documented.slice(0, 2))).toThrow(IllegalStateError);
  });

  it('given another user, when they request a mailing of this case, then it is not found', () => {
    expect(() => when(request({ userId: '99999999-9999-4999-8999-999999999999' }))).toThrow(NotFoundError);
  });

  it('given an edit made the new revision active, when the old revision is requested, then it is refused', () => {
    const edited: CaseFileEvent[] = [
      ...documented,
      {
        type: 'RevisionSaved',
        data: {
          caseId,
          revisionId: editedRevision,
          version: '1.1',
          baseVersion: '1.0',
          content: 'x',
          editSummary: '',
          authorId: userId,
          savedAt: now.toISOString(),
        },
      },
    ];
    expect(() => when(request(), edited)).toThrow(/changed while you were mailing/);
    expect(when(request({ revisionId: editedRevision }), edited)[0]).toMatchObject({
      data: { version: '1.1', documentId: revisionId },
    });
  });

  it('given the same request again (a retry), then nothing new happens', () => {
    expect(when(request(), then(request(), documented))).toEqual([]);
  });

  it('given a mailing waiting for payment, when another service is chosen over it, then the first is canceled and replaced', () => {
    const events = when(
      {
        ...request({
          mailingId: secondMailing,
          service: 'first_class',
          price: 495,
          paymentIntentId: 'pi_mail2',
        }),
        replaces: mailingId,
      },
      then(request(), documented),
    );
    expect(events.map((e) => e.type)).toEqual(['LetterMailingCanceled', 'LetterMailingRequested']);
    expect(events[0]).toMatchObject({ data: { mailingId, reason: 'replaced' } });
  });

  it('given a mailing waiting for payment, when a request decided before it existed arrives, then it is a conflict naming it', () => {
    const late = request({
      mailingId: secondMailing,
      service: 'first_class',
      price: 495,
      paymentIntentId: 'pi_mail2',
    });
    const waiting = then(request(), documented);
    expect(() => when(late, waiting)).toThrow(ConflictError);
    expect(() => when({ ...late, replaces: null }, waiting)).toThrow(
      'A mailing of this letter is waiting for payment',
    );
    expect(() => when({ ...late, replaces: secondMailing }, waiting)).toThrow(ConflictError);
    expect(when({ ...late, replaces: mailingId }, waiting).at(-1)).toMatchObject({
      type: 'LetterMailingRequested',
      data: { mailingId: secondMailing },
    });
  });

  it('given its payment arrives, then the mailing is queued; reported again, then nothing new happens', () => {
    const events = paid();
    expect(events.at(-1)).toMatchObject({
      type: 'LetterMailingPaid',
      data: { mailingId, paymentIntentId: 'pi_mail', amount: 1295 },
    });
    expect(statusOf(events)).toBe('queued');
    expect(
      when(
        {
          type: 'RecordMailingPayment',
          data: { caseId, mailingId, paymentIntentId: 'pi_mail', amount: 1295 },
          ...meta,
        },
        events,
      ),
    ).toEqual([]);
    expect(mailingRefundReason(given(events), mailingId, 'pi_mail')).toBeNull();
  });

  it('given a replaced mailing, when its old intent is paid anyway, then nothing is recorded and the payment is owed back', () => {
    const events = then(
      {
        ...request({
          mailingId: secondMailing,
          service: 'first_class',
          price: 495,
          paymentIntentId: 'pi_mail2',
        }),
        replaces: mailingId,
      },
      then(request(), documented),
    );
    expect(
      when(
        {
          type: 'RecordMailingPayment',
          data: { caseId, mailingId, paymentIntentId: 'pi_mail', amount: 1295 },
          ...meta,
        },
        events,
      ),
    ).toEqual([]);
    expect(mailingRefundReason(given(events), mailingId, 'pi_mail')).toBe('not_needed');
  });

  it('given a queued letter, when the provider accepts it, then it is mailed once however often it is reported', () => {
    const events = mailed();
    expect(events.at(-1)).toMatchObject({
      type: 'LetterMailed',
      data: {
        carrier: 'sandbox',
        providerLetterId: 'ltr_1',
        documentId: revisionId,
        revisionId,
        service: 'certified',
        userId,
      },
    });
    expect(statusOf(events)).toBe('mailed');
    expect(mailed(events).length).toBe(events.length);
  });

  it('given a letter in the mail, when it is requested again, then it is refused as already mailed', () => {
    expect(() => when(request({ mailingId: secondMailing }), mailed())).toThrow(/already in the mail/);
  });

  it('given a mailed letter, when scans arrive (twice each), then in transit, then delivered, each recorded once', () => {
    let events = then(scan('evnt_1', 'in_transit'), mailed());
    expect(events.at(-1)).toMatchObject({
      type: 'LetterDeliveryUpdated',
      data: { status: 'in_transit', providerEventId: 'evnt_1' },
    });
    expect(when(scan('evnt_1', 'in_transit'), events)).toEqual([]);
    events = then(scan('evnt_2', 'delivered'), events);
    expect(events.at(-1)).toMatchObject({
      type: 'LetterDelivered',
      data: { deliveredAt: '2026-12-03T12:00:00.000Z' },
    });
    expect(statusOf(events)).toBe('delivered');
    expect(when(scan('evnt_2', 'delivered'), events)).toEqual([]);
    // A late scan never undoes the delivery.
    expect(when(scan('evnt_3', 'in_transit'), events)).toEqual([]);
  });

  it('given a returned letter, when it is sent again, then only as a re-send of it (to a corrected address)', () => {
    const returned = then(scan('evnt_r', 'returned'), mailed());
    expect(statusOf(returned)).toBe('returned');
    expect(() => when(request({ mailingId: secondMailing }), returned)).toThrow(/came back/);
    const resend = when(
      request({ mailingId: secondMailing, resendOf: mailingId, to: address('Acme LLC', '10 Main St') }),
      returned,
    );
    expect(resend).toHaveLength(1);
    expect(resend[0]).toMatchObject({ type: 'LetterMailingRequested', data: { resendOf: mailingId } });
    expect(() => when(request({ mailingId: secondMailing, resendOf: mailingId }), documented)).toThrow();
  });

  it('given a paid letter the provider rejects, then it is rejected and its payment owed back, refunded once', () => {
    const rejected = then(
      { type: 'RejectLetterMailing', data: { caseId, mailingId, reason: 'address undeliverable' }, ...meta },
      paid(),
    );
    expect(statusOf(rejected)).toBe('rejected');
    expect(mailingRefundReason(given(rejected), mailingId, 'pi_mail')).toBe('rejected');
    const refund: MailingCommand = {
      type: 'RecordMailingRefund',
      data: { caseId, mailingId, paymentIntentId: 'pi_mail', refundId: 're_1', amount: 1295 },
      ...meta,
    };
    const refunded = then(refund, rejected);
    expect(refunded.at(-1)).toMatchObject({
      type: 'LetterMailingRefunded',
      data: { reason: 'rejected', amount: 1295 },
    });
    expect(when(refund, refunded)).toEqual([]);
    // A new mailing of the same letter may start once the rejected one is settled.
    expect(when(request({ mailingId: secondMailing }), refunded)).toHaveLength(1);
  });

  it('given a mailed letter, when a rejection arrives late, then it is refused (it was mailed)', () => {
    expect(() =>
      when({ type: 'RejectLetterMailing', data: { caseId, mailingId, reason: 'x' }, ...meta }, mailed()),
    ).toThrow(IllegalStateError);
  });

  it('given the payment kept for a mailed letter, when a refund is recorded for it, then it is refused', () => {
    expect(() =>
      when(
        {
          type: 'RecordMailingRefund',
          data: { caseId, mailingId, paymentIntentId: 'pi_mail', refundId: 're', amount: 1295 },
          ...meta,
        },
        mailed(),
      ),
    ).toThrow(/not owed back/);
  });

  it('given the claimant mailed it themselves, then the letter is mailed with their date and an estimate five days later', () => {
    const self: MailingCommand = {
      type: 'RecordSelfMailing',
      data: {
        caseId,
        mailingId,
        userId,
        documentId: revisionId,
        mailedOn: '2026-11-28',
        trackingNumber: '9407111899223197428490',
      },
      ...meta,
    };
    const events = when(self);
    expect(events).toEqual([
      {
        type: 'LetterMailed',
        data: {
          caseId,
          mailingId,
          userId,
          documentId: revisionId,
          revisionId,
          carrier: 'self',
          service: 'certified',
          providerLetterId: null,
          trackingNumber: '9407111899223197428490',
          pdfSha256: null,
          pageCount: null,
          mailedOn: '2026-11-28',
          expectedDeliveryDate: '2026-12-03',
          mailedAt: now.toISOString(),
        },
      },
    ]);
    expect(when(self, [...documented, ...events])).toEqual([]);
    expect(() => when(request({ mailingId: secondMailing }), [...documented, ...events])).toThrow(
      /already in the mail/,
    );
    expect(() => when({ ...self, data: { ...self.data, mailedOn: '2026-12-02' } })).toThrow(ValidationError);
    expect(() => when({ ...self, data: { ...self.data, mailedOn: '2026-11-01' } })).toThrow(
      /before the case was opened/,
    );
  });
});
