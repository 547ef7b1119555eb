import ICAL from 'ical.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { subscriber } from '../../testing/attorneys/attorney-fixtures';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { addDays } from '../../law/calendar';
import { seedDocumentedCase, waitForMailing } from '../../testing/mailing/mailing-fixtures';
import { deliverMail, eventually, SmtpSink, type ReceivedMessage } from '../../testing/outbox/smtp-sink';
import { storedEmails } from '../../testing/outbox/stored-emails';
import { bearer, registerUser, staffBearer, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { RESOLVED_PAID } from './timeline/case-timeline';

/**
 * After the letter (issue 29) on real PostgreSQL, the sandbox mail provider and the sandbox test clock: the
 * reminder schedule (delivered → 3 days before → on the response date → 7 days after), stopped by "paid in full"
 * and by the unsubscribe link (RFC 8058 one-click), the answer links, the outcome rules, the timeline, the
 * calendar file parsed back, the staff figures, and what the export and deletion do with it all.
 */
describe('after the letter: reminders, outcome, timeline, calendar', () => {
  let t: TestApp;
  let db: DataSource;
  let sink: SmtpSink;
  let pro: { token: string; email: string; id: string };
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let staff: Record<string, string>;

  const as = (u: { token: string }) => bearer(u.token);
  const advance = async (u: { token: string }, days: number) =>
    (await request(t.http).post('/api/sandbox/test-clock/advance').set(as(u)).send({ days }).expect(200)).body
      .frozenTime as string;
  /** The message with folded header lines joined again (RFC 5322 §2.2.3) and CRLF as LF. */
  const unfolded = (m: ReceivedMessage) => m.decoded.replace(/\r?\n[ \t]+/g, ' ').replace(/\r/g, '');
  const subjectOf = (m: ReceivedMessage) => /^Subject: (.*)$/m.exec(m.decoded)?.[1]?.trim() ?? '';
  const remindersTo = (email: string, subject: string) =>
    sink.messagesTo(email).filter((m) => subjectOf(m) === subject);
  const answerLink = (m: ReceivedMessage, outcome: string) => {
    const found = new RegExp(
      `/cases/([0-9a-f-]{36})/answer\\?outcome=${outcome}&(?:amp;)?token=([A-Za-z0-9._-]+)`,
    ).exec(m.decoded);
    if (!found) throw new Error(`no ${outcome} link in ${m.decoded}`);
    return { caseId: found[1]!, token: found[2]! };
  };
  const waitFor = (email: string, subject: string, n: number) =>
    eventually(() => (remindersTo(email, subject).length >= n ? remindersTo(email, subject) : undefined));
  const reminderEvents = async (caseId: string) =>
    (
      await db.query<{ reminder: string }[]>(
        `SELECT data->>'reminder' AS reminder FROM es.events WHERE stream_id = $1 AND event_type = 'CaseReminderSent'
          ORDER BY stream_position`,
        [`case-${caseId}`],
      )
    ).map((r) => r.reminder);
  /** The reminder jobs of a case that are finished (sent, or decided not to send). */
  const remindersSettled = (caseId: string, reminder: string) =>
    eventually(async () => {
      const rows = await db.query<{ status: string }[]>(
        `SELECT status FROM jobs WHERE type = 'send-reminder' AND payload->>'caseId' = $1 AND payload->>'reminder' = $2`,
        [caseId, reminder],
      );
      return rows.length > 0 && rows.every((r) => r.status === 'done') ? true : undefined;
    });
  const daysFrom = (fromInstant: string, toDate: string) =>
    Math.round(
      (Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromInstant.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
    );

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off', ...sink.env } });
    db = t.app.get(DataSource);
    await t.app.get(SubscriptionsService).start();
    deliverMail(t);
    const sub = await subscriber(t, 'suepro');
    const me = (await request(t.http).get('/api/auth/me').set(as(sub)).expect(200)).body as { id: string };
    pro = { ...sub, id: me.id };
    owner = await registerUser(t.http, { name: 'Olga Owner' });
    other = await registerUser(t.http, { name: 'Someone Else' });
    staff = await staffBearer(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  let paidCase = '';
  let dueDate = '';

  it('reminds on the sandbox clock: delivered → 3 days before → on the date → 7 days after; "paid in full" by link stops them', async () => {
    // Two letters of one SuePro claimant, mailed by SueGo (included), on one test clock.
    const [a, b] = [await seedDocumentedCase(t, pro.id), await seedDocumentedCase(t, pro.id)];
    for (const { caseId } of [a, b])
      await request(t.http)
        .post(`/api/cases/${caseId}/mailings`)
        .set(as(pro))
        .send({ service: 'certified' })
        .expect(201);
    const mailed = await waitForMailing(t, pro.token, a.caseId, (m) => m.status === 'mailed');
    await waitForMailing(t, pro.token, b.caseId, (m) => m.status === 'mailed');
    dueDate = mailed.responseDueDate!;
    expect(dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    let clock = await advance(pro, 3);
    const delivered = await waitFor(pro.email, 'Your letter was delivered', 2);
    // RFC 8058: a one-click unsubscribe address and its POST marker ride on every reminder.
    expect(unfolded(delivered[0]!)).toMatch(
      /^List-Unsubscribe: <http:\/\/[^>]+\/api\/reminders\/unsubscribe\?token=u1\.[^>]+>$/m,
    );
    expect(unfolded(delivered[0]!)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(delivered[0]!.decoded).not.toContain('outcome=no_response'); // not an answer before the date
    // The stored copy holds no usable link (ADR 142): only the delivered email does.
    const stored = (await storedEmails(t, `n.kind = 'case-reminder' AND n.subject_id = $1`, [pro.id])).map(
      (m) => ({ text_body: m.text_body, headers: m.headers }),
    );
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(JSON.stringify(row)).not.toMatch(/token=[au]1\./);

    clock = await advance(pro, daysFrom(clock, addDays(dueDate, -2)));
    await waitFor(pro.email, '3 days left to respond to your letter', 2);
    clock = await advance(pro, daysFrom(clock, addDays(dueDate, 1)));
    const onTheDay = await waitFor(pro.email, 'Did they pay?', 2);

    // Case a answers "paid in full" from its reminder: the link opens a page (GET records nothing), its POST records.
    const mail = onTheDay.find((m) => answerLink(m, 'paid_in_full').caseId === a.caseId)!;
    const { token } = answerLink(mail, 'paid_in_full');
    const page = await request(t.http).get(`/api/cases/${a.caseId}/answer-link`).query({ token }).expect(200);
    expect(page.body).toMatchObject({ caseId: a.caseId, status: 'open', currentOutcome: null });
    expect(await reminderEvents(a.caseId)).toEqual(['delivered', 'before_deadline', 'deadline']);
    // A link of another case never records anything.
    await request(t.http)
      .post(`/api/cases/${b.caseId}/answer-link`)
      .send({ token, outcome: 'paid_in_full' })
      .expect(404);
    const recorded = await request(t.http)
      .post(`/api/cases/${a.caseId}/answer-link`)
      .send({ token, outcome: 'paid_in_full' })
      .expect(200);
    expect(recorded.body).toEqual({ caseId: a.caseId, outcome: 'paid_in_full', headline: RESOLVED_PAID });
    // A second submit of the same answer is harmless; another answer with a used link is refused.
    await request(t.http)
      .post(`/api/cases/${a.caseId}/answer-link`)
      .send({ token, outcome: 'paid_in_full' })
      .expect(200);
    const reused = await request(t.http)
      .post(`/api/cases/${a.caseId}/answer-link`)
      .send({ token, outcome: 'refused' })
      .expect(409);
    expect(reused.body.message).toMatch(/already used/);
    expect(
      (await request(t.http).get(`/api/cases/${a.caseId}/answer-link`).query({ token }).expect(200)).body
        .status,
    ).toBe('used');
    const b2 = await db.query(
      `SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1 AND event_type = 'CaseOutcomeRecorded'`,
      [`case-${b.caseId}`],
    );
    expect(b2[0].n).toBe(0);

    await advance(pro, daysFrom(clock, addDays(dueDate, 8)));
    const week = await waitFor(pro.email, 'A week after your response date: did they pay?', 1);
    expect(week.map((m) => answerLink(m, 'no_response').caseId)).toEqual([b.caseId]);
    await remindersSettled(a.caseId, 'after_deadline');
    expect(await reminderEvents(a.caseId)).toEqual(['delivered', 'before_deadline', 'deadline']);
    expect(await reminderEvents(b.caseId)).toEqual([
      'delivered',
      'before_deadline',
      'deadline',
      'after_deadline',
    ]);
    expect(remindersTo(pro.email, 'A week after your response date: did they pay?')).toHaveLength(1);

    const timeline = (await request(t.http).get(`/api/cases/${a.caseId}/timeline`).set(as(pro)).expect(200))
      .body;
    expect(timeline.headline).toBe(RESOLVED_PAID);
    expect(timeline.steps.map((s: { key: string; status: string }) => `${s.key}:${s.status}`)).toEqual([
      'letter_ready:done',
      'mailed:done',
      'delivered:done',
      'deadline:done',
      'outcome:done',
    ]);
    paidCase = a.caseId;
  }, 90_000);

  it('no reminder after unsubscribing (one-click POST or the account switch), and the switch turns them back on', async () => {
    const sub = await subscriber(t, 'suepro');
    const me = (await request(t.http).get('/api/auth/me').set(as(sub)).expect(200)).body as { id: string };
    const { caseId } = await seedDocumentedCase(t, me.id);
    await request(t.http)
      .post(`/api/cases/${caseId}/mailings`)
      .set(as(sub))
      .send({ service: 'certified' })
      .expect(201);
    const mailed = await waitForMailing(t, sub.token, caseId, (m) => m.status === 'mailed');
    let clock = await advance(sub, 3);
    const [delivered] = await waitFor(sub.email, 'Your letter was delivered', 1);
    const listUnsubscribe = /^List-Unsubscribe: <([^>]+)>$/m.exec(unfolded(delivered!))![1]!;
    const url = new URL(listUnsubscribe);
    // Opening it (a scanner, a browser) changes nothing: it leads to the confirmation page.
    const opened = await request(t.http).get(`${url.pathname}${url.search}`).expect(302);
    expect(opened.headers.location).toMatch(/^\/unsubscribe\?token=u1\./);
    expect((await request(t.http).get('/api/account/reminders').set(as(sub)).expect(200)).body).toEqual({
      emailReminders: true,
    });
    // The mail provider's one-click POST (RFC 8058).
    await request(t.http)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200, { emailReminders: false });
    expect((await request(t.http).get('/api/account/reminders').set(as(sub)).expect(200)).body).toEqual({
      emailReminders: false,
    });
    await request(t.http)
      .post('/api/reminders/unsubscribe?token=u1.forged.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')
      .expect(404);

    clock = await advance(sub, daysFrom(clock, addDays(mailed.responseDueDate!, -2)));
    await remindersSettled(caseId, 'before_deadline');
    expect(remindersTo(sub.email, '3 days left to respond to your letter')).toHaveLength(0);
    expect(await reminderEvents(caseId)).toEqual(['delivered']);

    await request(t.http)
      .put('/api/account/reminders')
      .set(as(sub))
      .send({ emailReminders: true })
      .expect(200);
    await request(t.http)
      .put('/api/account/reminders')
      .set(as(sub))
      .send({ emailReminders: 'yes' })
      .expect(400);
    await advance(sub, daysFrom(clock, addDays(mailed.responseDueDate!, 1)));
    await waitFor(sub.email, 'Did they pay?', 1);
    expect(await reminderEvents(caseId)).toEqual(['delivered', 'deadline']);
  }, 60_000);

  it('the outcome: owner-only, any time after the document exists, changeable; bad input is a 400 naming the field', async () => {
    const { caseId } = await seedDocumentedCase(t, owner.user.id);
    const url = `/api/cases/${caseId}/outcome`;
    const part = await request(t.http)
      .post(url)
      .set(as(owner))
      .send({ outcome: 'paid_in_part', amountReceivedCents: 50_000 })
      .expect(200);
    expect(part.body).toMatchObject({
      headline: 'Paid in part',
      outcome: { outcome: 'paid_in_part', amountReceivedCents: 50_000 },
    });
    expect(part.body.steps.at(-1).nextAction).toMatch(/small claims court/);

    await request(t.http).post(url).set(as(other)).send({ outcome: 'paid_in_full' }).expect(404);
    await request(t.http).post(url).set(staff).send({ outcome: 'paid_in_full' }).expect(404);
    const unknown = await request(t.http)
      .post(url)
      .set(as(owner))
      .send({ outcome: 'paid_by_cheque' })
      .expect(400);
    expect(unknown.body.message).toMatch(/^outcome must be one of/);
    for (const outcome of ['paid\u0000in_full', 'paid_in_full\ud800'])
      expect(
        (await request(t.http).post(url).set(as(owner)).send({ outcome }).expect(400)).body.message,
      ).toMatch(/outcome/);
    const deep = '{"outcome":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    await request(t.http)
      .post(url)
      .set(as(owner))
      .set('Content-Type', 'application/json')
      .send(deep)
      .expect(400);
    const amount = await request(t.http)
      .post(url)
      .set(as(owner))
      .send({ outcome: 'refused', amountReceivedCents: 100 })
      .expect(400);
    expect(amount.body.message).toMatch(/amountReceivedCents/);

    const unpaid = (
      await request(t.http).post('/api/cases').set(as(owner)).send({ formData: caseForm() }).expect(201)
    ).body.id;
    await request(t.http)
      .post(`/api/cases/${unpaid}/outcome`)
      .set(as(owner))
      .send({ outcome: 'paid_in_full' })
      .expect(409);

    const full = await request(t.http).post(url).set(as(owner)).send({ outcome: 'paid_in_full' }).expect(200);
    expect(full.body.headline).toBe(RESOLVED_PAID);
    // Staff and auditors read the timeline; another user does not find it.
    await request(t.http).get(`/api/cases/${caseId}/timeline`).set(staff).expect(200);
    await request(t.http).get(`/api/cases/${caseId}/timeline`).set(as(other)).expect(404);
    const cards = (
      await request(t.http)
        .get('/api/follow-ups')
        .query({ caseIds: `${caseId},${paidCase}` })
        .set(as(owner))
        .expect(200)
    ).body as { caseId: string; headline: string }[];
    expect(cards).toEqual([expect.objectContaining({ caseId, headline: RESOLVED_PAID })]);
  });

  it('the calendar: RFC 5545 parsed back, UIDs stable across downloads, SEQUENCE rises when the case changes', async () => {
    const { caseId } = await seedDocumentedCase(t, owner.user.id);
    const download = async () => {
      const res = await request(t.http).get(`/api/cases/${caseId}/calendar.ics`).set(as(owner)).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(res.text));
      return calendar.getAllSubcomponents('vevent').map((e) => {
        const event = new ICAL.Event(e);
        return {
          uid: event.uid,
          sequence: event.sequence,
          start: event.startDate.toString(),
          summary: event.summary,
        };
      });
    };
    const first = await download();
    const second = await download();
    expect(second).toEqual(first);
    const timeline = (await request(t.http).get(`/api/cases/${caseId}/timeline`).set(as(owner)).expect(200))
      .body;
    expect(first[0]).toMatchObject({
      uid: `response-date-${caseId}@suego.app`,
      start: timeline.responseDueDate,
    });
    expect(first[1]!.uid).toBe(
      timeline.lastDayToSue.verified
        ? `last-day-to-sue-${caseId}@suego.app`
        : `ask-the-clerk-${caseId}@suego.app`,
    );
    if (!timeline.lastDayToSue.verified)
      expect(first[1]!.summary).toMatch(/^Ask the court clerk the last day to sue/);

    await request(t.http)
      .post(`/api/cases/${caseId}/outcome`)
      .set(as(owner))
      .send({ outcome: 'no_response' })
      .expect(200);
    const third = await download();
    expect(third.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
    expect(third[0]!.sequence).toBeGreaterThan(first[0]!.sequence);
    await request(t.http).get(`/api/cases/${caseId}/calendar.ics`).set(as(other)).expect(404);
  });

  it('staff see the share paid, with n, for letters delivered by SueGo and for letters never mailed through it', async () => {
    const figures = (await request(t.http).get('/api/admin/outcomes').set(staff).expect(200)).body;
    expect(figures.deliveredBySueGo.overall).toMatchObject({
      month: 'all',
      n: 1,
      paidInFull: 1,
      paidInFullShare: 1,
    });
    expect(figures.deliveredBySueGo.months).toHaveLength(1);
    // Olga's two cases (paid in full; no response): never mailed through SueGo.
    expect(figures.notMailedBySueGo.overall).toMatchObject({
      n: 2,
      paidInFull: 1,
      paidInPart: 0,
      paidInFullShare: 0.5,
    });
    await request(t.http).get('/api/admin/outcomes').set(as(owner)).expect(403);
  });

  it('the export carries the reminders (links hidden) and the switch; deleting the account removes them', async () => {
    const exported = (await request(t.http).get('/api/account/export').set(as(pro)).expect(200)).body;
    expect(exported.caseReminders).toEqual({ emailReminders: true });
    const item = exported.cases.find((c: { case: { id: string } }) => c.case.id === paidCase);
    expect(item.followUp).toMatchObject({ outcome: 'paid_in_full', outcomeRecordedWith: 'email_link' });
    expect(item.followUp.remindersSent).toHaveLength(3);
    const emails = exported.emails.filter((e: { kind: string }) => e.kind === 'case-reminder');
    expect(emails.length).toBeGreaterThanOrEqual(7);
    expect(JSON.stringify(emails)).not.toMatch(/token=[au]1\./);

    await request(t.http)
      .put('/api/account/reminders')
      .set(as(pro))
      .send({ emailReminders: false })
      .expect(200);
    await request(t.http)
      .post('/api/account/delete')
      .set(as(pro))
      .send({ confirmEmail: pro.email })
      .expect(204);
    const left = await db.query(
      `SELECT (SELECT count(*)::int FROM notifications WHERE subject_id = $1) AS emails,
              (SELECT count(*)::int FROM reminder_preferences WHERE user_id = $1::uuid) AS switch`,
      [pro.id],
    );
    expect(left[0]).toEqual({ emails: 0, switch: 0 });
  });
});

function caseForm() {
  return {
    caseType: 'unpaid-work',
    state: 'NY',
    plaintiffName: 'Olga Owner',
    plaintiffEmail: 'olga@example.com',
    plaintiffAddress: '5 Court St\nBrooklyn, NY 11201',
    plaintiffPhone: '',
    defendantName: 'Client Co',
    defendantAddress: '100 Broadway\nNew York, NY 10005',
    disputeDescription: 'Unpaid invoice',
    amountClaimed: '800.00',
    incidentDate: '2026-09-15',
    attemptedResolution: '',
    evidenceDescription: '',
    documentType: 'demand_letter',
    agreedToTerms: true,
  };
}
