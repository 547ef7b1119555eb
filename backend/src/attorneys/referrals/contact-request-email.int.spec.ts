import request from 'supertest';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { storedEmails, type StoredEmail } from '../../testing/outbox/stored-emails';
import { bearer, registerUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buySearchAccess, fixtureAttorney, insertAttorneys, subscriber } from '../../testing/attorneys/attorney-fixtures';

/** Issue 37 point 4: Contact Attorney's emails say "contact request"; the form's referral stays a referral. */
describe('Contact Attorney emails are a contact request, not a referral', () => {
  let t: TestApp;
  const attorney = fixtureAttorney({ name: 'Cora Counsel', specialties: ['contract'], source: 'import' });
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    await insertAttorneys(t, [attorney]);
  });
  afterAll(() => t.close());

  const mailsTo = async (userId: string, count: number): Promise<StoredEmail[]> => {
    for (let i = 0; i < 50; i++) {
      const rows = await storedEmails(t, `n.kind = 'referral-sent' AND n.subject_id = $1`, [userId]);
      if (rows.length >= count) return rows;
      await new Promise((r) => setTimeout(r, 100));
    }
    return storedEmails(t, `n.kind = 'referral-sent' AND n.subject_id = $1`, [userId]);
  };

  it('the claimant and the attorney read "contact request"; a referral of the form still reads "referral"', async () => {
    const u = await registerUser(t.http);
    await buySearchAccess(t, u.token);
    await request(t.http)
      .post('/api/attorney-referrals')
      .set(bearer(u.token))
      .send({ attorneyId: attorney.id, description: 'Please call me after 5 pm.' })
      .expect(200);
    const mails = await mailsTo(u.user.id, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'New contact request from SueGo',
      'Your contact request to Cora Counsel was sent',
    ]);
    for (const mail of mails) expect(`${mail.subject} ${mail.text_body}`).not.toMatch(/referral/i);

    const s = await subscriber(t);
    const me = await request(t.http).get('/api/auth/me').set(bearer(s.token)).expect(200);
    const sid = (me.body.user?.id ?? me.body.id) as string;
    await request(t.http)
      .post('/api/attorney-referrals')
      .set(bearer(s.token))
      .send({ caseType: 'contract', state: attorney.state, description: 'Unpaid invoice.', contactEmail: 'a@example.com' })
      .expect(200);
    const referral = await mailsTo(sid, 2);
    expect(referral.map((m) => m.subject)).toContain('New client referral from SueGo');
  });
});
