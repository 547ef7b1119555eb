import ICAL from 'ical.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { subscriber } from '../../../testing/attorneys/attorney-fixtures';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../../../jobs/jobs.service';
import { addDays } from '../../../law/calendar';
import { seedDocumentedCase } from '../../../testing/mailing/mailing-fixtures';
import { eventually } from '../../../testing/outbox/smtp-sink';
import { storedEmails } from '../../../testing/outbox/stored-emails';
import { bearer, registerUser, staffBearer, type RegisteredUser } from '../../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { wallTimeIn } from './hearing-time';

/**
 * The hearing (ADR 186) on one app and database, on the sandbox test clock: input rules (404 for another user's
 * case, NUL, lone surrogate, deep JSON, bad zone, past date), the reschedule whose old reminders send nothing, the
 * two reminders through the jobs runtime into the outbox in English and Spanish, a late reminder not sent, the
 * timeline step and the calendar events.
 */
describe('court: the hearing and its reminders', () => {
  let t: TestApp;
  let db: DataSource;
  let en: { token: string; id: string; caseId: string };
  let es: { token: string; id: string; caseId: string };
  let other: RegisteredUser;
  let staff: Record<string, string>;

  const as = (u: { token: string }) => bearer(u.token);
  const put = (u: { token: string }, caseId: string, body: object) =>
    request(t.http).put(`/api/cases/${caseId}/hearing`).set(as(u)).send(body);
  const advance = async (u: { token: string }, days: number) =>
    (await request(t.http).post('/api/sandbox/test-clock/advance').set(as(u)).send({ days }).expect(200)).body
      .frozenTime as string;
  const account = async (language: 'en' | 'es') => {
    const sub = await subscriber(t, 'suepro');
    const me = (await request(t.http).get('/api/auth/me').set(as(sub)).expect(200)).body as { id: string };
    if (language === 'es')
      await request(t.http).put('/api/users/me/language').set(as(sub)).send({ language }).expect(200);
    const { caseId } = await seedDocumentedCase(t, me.id, { state: 'CA', plaintiffName: 'Ana Ortiz' });
    return { token: sub.token, id: me.id, caseId };
  };
  const hearingEvents = async (caseId: string) =>
    (
      await db.query<{ type: string; reminder: string | null }[]>(
        `SELECT event_type AS type, data->>'reminder' AS reminder FROM es.events
          WHERE stream_id = $1 AND event_type LIKE 'Hearing%' ORDER BY stream_position`,
        [`case-${caseId}`],
      )
    ).map((e) => (e.reminder ? `${e.type}:${e.reminder}` : e.type));
  // Stored sealed with the person's key (docs/adr/129): read as the outbox opens them.
  const outbox = (userId: string) =>
    storedEmails(t, `n.kind = 'hearing-reminder' AND n.subject_id = $1`, [userId]);
  /** Every hearing-reminder job of the case has run (sent, or decided not to send). */
  const settled = (caseId: string, count: number) =>
    eventually(async () => {
      const rows = await db.query<{ status: string }[]>(
        `SELECT status FROM jobs WHERE type = 'send-hearing-reminder' AND payload->>'caseId' = $1`,
        [caseId],
      );
      const done = rows.filter((r) => r.status === 'done').length;
      return done >= count ? true : undefined;
    });
  /**
   * A hearing at 23:59 whose day-before reminder is due at `moment` (and not yet stale): the day after `moment`'s
   * local date when it is already past 9:00 there, else that date.
   */
  const hearingDayFor = (moment: Date, zone: string) => {
    const local = wallTimeIn(zone, moment);
    return local.time >= '09:00' ? addDays(local.date, 1) : local.date;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    db = t.app.get(DataSource);
    await t.app.get(SubscriptionsService).start();
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
    [en, es] = [await account('en'), await account('es')];
    other = await registerUser(t.http, { name: 'Someone Else' });
    staff = await staffBearer(t);
  }, 60_000);
  afterAll(() => t.close());

  it('refuses bad input with a 400 naming the field and records nothing; another user gets 404', async () => {
    const good = {
      court: 'Fresno County Superior Court',
      date: '2030-01-15',
      time: '09:00',
      timeZone: 'America/Los_Angeles',
    };
    const field = async (body: object) =>
      (await put(en, en.caseId, body).expect(400)).body as { field?: string; message: string };
    expect((await field({ ...good, court: 'a\u0000b' })).message).toMatch(/^court/);
    expect((await field({ ...good, court: '\ud800' })).message).toMatch(/^court/);
    expect((await field({ ...good, timeZone: 'Mars/Olympus' })).message).toMatch(
      /^timeZone: must be an IANA time zone/,
    );
    expect((await field({ ...good, date: '2020-01-15' })).message).toBe(
      'date: The hearing must be in the future',
    );
    expect((await field({ ...good, time: '9am' })).message).toMatch(/^time/);
    const deep = JSON.parse(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`) as object;
    await put(en, en.caseId, deep).expect(400);
    await put(other, en.caseId, good).expect(404);
    await request(t.http).delete(`/api/cases/${en.caseId}/hearing`).set(as(other)).expect(404);
    await request(t.http).get(`/api/cases/${en.caseId}/hearing`).set(as(other)).expect(404);
    await request(t.http).put(`/api/cases/${en.caseId}/hearing`).set(staff).send(good).expect(404);
    expect(await hearingEvents(en.caseId)).toEqual([]);
  });

  it('a reschedule sends only the new reminders, 7 days and 1 day before, once each, in English', async () => {
    const zone = 'America/Phoenix'; // no daylight time: the arithmetic below is exact
    const t0 = new Date(await advance(en, 1));
    const day = hearingDayFor(new Date(t0.getTime() + 11 * 86_400_000), zone);
    const first = { court: 'Phoenix Justice Court', date: addDays(day, -2), time: '23:59', timeZone: zone };
    await put(en, en.caseId, first).expect(200);
    const moved = await put(en, en.caseId, {
      ...first,
      court: 'Downtown Justice Center, 620 W Jackson St, Phoenix, AZ',
      date: day,
    }).expect(200);
    expect(moved.body.hearing).toMatchObject({ date: day, time: '23:59', timeZone: zone });
    // Staff and the owner read it the same; the timeline shows it after the outcome, the calendar has its events.
    expect(
      (await request(t.http).get(`/api/cases/${en.caseId}/hearing`).set(staff).expect(200)).body.hearing.date,
    ).toBe(day);
    const timeline = await eventually(async () => {
      const res = await request(t.http).get(`/api/cases/${en.caseId}/timeline`).set(as(en));
      return res.status === 200 ? (res.body as { steps: { key: string; detail: string }[] }) : undefined;
    });
    expect(timeline.steps.at(-1)).toMatchObject({ key: 'hearing' });
    expect(timeline.steps.at(-1)!.detail).toContain('Downtown Justice Center');
    const ics = (await request(t.http).get(`/api/cases/${en.caseId}/calendar.ics`).set(as(en)).expect(200))
      .text;
    const events = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    const hearing = events.filter((e) => e.uid.startsWith('hearing'));
    expect(hearing.map((e) => [e.uid.split(en.caseId)[0], e.sequence])).toEqual([
      ['hearing-', 2],
      ['hearing-reminder-7d-', 2],
      ['hearing-reminder-1d-', 2],
    ]);

    await advance(en, 6); // t0 + 6 days: both week-before moments passed; the first hearing's sends nothing
    await settled(en.caseId, 2);
    expect((await outbox(en.id)).map((m) => m.subject)).toEqual(['Your hearing is in 7 days']);
    await advance(en, 5); // t0 + 11 days: the day before (and the first hearing's, which sends nothing)
    await settled(en.caseId, 4);
    const mails = await outbox(en.id);
    expect(mails.map((m) => m.subject)).toEqual(['Your hearing is in 7 days', 'Your hearing is tomorrow']);
    expect(mails[1]!.text_body).toContain('Downtown Justice Center, 620 W Jackson St, Phoenix, AZ');
    expect(mails[1]!.text_body).toMatch(/at 11:59 PM MST/);
    // Arizona's service rule is not verified: the checklist says to ask the clerk.
    expect(mails[1]!.text_body).toContain('Proof of service: ask the small-claims clerk');
    expect(mails[1]!.text_body).toContain('Stop case reminders');
    expect(await hearingEvents(en.caseId)).toEqual([
      'HearingScheduled',
      'HearingScheduled',
      'HearingReminderSent:week_before',
      'HearingReminderSent:day_before',
    ]);
  });

  it('in Spanish for a Spanish account; a week-before reminder due after an outage is not sent late', async () => {
    const zone = 'America/Los_Angeles';
    const t0 = new Date(await advance(es, 1));
    const day = hearingDayFor(new Date(t0.getTime() + 11 * 86_400_000), zone);
    const saved = await put(es, es.caseId, {
      court: 'Fresno County Superior Court',
      date: day,
      time: '23:59',
      timeZone: zone,
    }).expect(200);
    // The screen gets the checklist in both languages (a Spanish page shows the Spanish).
    const body = saved.body as { checklist: string[]; checklistEs: string[] };
    expect(body.checklistEs).toHaveLength(body.checklist.length);
    expect(body.checklistEs[0]).toMatch(/^Copias de sus documentos/);
    await advance(es, 11); // straight past the week-before moment: only the day-before one goes
    await settled(es.caseId, 2);
    const mails = await outbox(es.id);
    expect(mails.map((m) => m.subject)).toEqual(['Su audiencia es mañana']);
    expect(mails[0]!.text_body).toMatch(/^Hola, /);
    expect(mails[0]!.text_body).toContain('pregunte al secretario de la corte de reclamos menores');
    expect(mails[0]!.html_body).toContain('<html lang="es">');
    // Cleared: the calendar cancels its events, and the hearing step leaves the timeline.
    await request(t.http).delete(`/api/cases/${es.caseId}/hearing`).set(as(es)).expect(200);
    const ics = (await request(t.http).get(`/api/cases/${es.caseId}/calendar.ics`).set(as(es)).expect(200))
      .text;
    expect(ics).toContain('SEQUENCE:2');
    expect(ics.match(/STATUS:CANCELLED/g)).toHaveLength(3);
  });

  it('honours the case-reminder switch: turned off, a new hearing sends nothing', async () => {
    await request(t.http)
      .put('/api/account/reminders')
      .set(as(es))
      .send({ emailReminders: false })
      .expect(200);
    const t0 = new Date(await advance(es, 1));
    const zone = 'America/Los_Angeles';
    const day = hearingDayFor(new Date(t0.getTime() + 2 * 86_400_000), zone);
    await put(es, es.caseId, {
      court: 'Fresno County Superior Court',
      date: day,
      time: '23:59',
      timeZone: zone,
    }).expect(200);
    await advance(es, 2);
    await settled(es.caseId, 3); // the earlier two, and this hearing's day-before one (its week-before was past)
    expect((await outbox(es.id)).map((m) => m.subject)).toEqual(['Su audiencia es mañana']);
    expect((await hearingEvents(es.caseId)).filter((e) => e.startsWith('HearingReminderSent'))).toEqual([
      'HearingReminderSent:day_before',
    ]);
  });
});
