import request from 'supertest';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { eventually } from '../../testing/event-store/pg-store';
import { fixtureAttorney, insertAttorneys } from '../../testing/attorneys/attorney-fixtures';
import { bearer, markEmailVerified, registerUser, type RegisteredUser, verifiedRoleSession } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storedEmails } from '../../testing/outbox/stored-emails';
import { ALL_PROJECTIONS } from '../../all-projections';
import { PersonalDataHolders } from '../../common/personal-data-holder';

/**
 * Tables whose rows name a person without a personal data holder, and why that is right. Every other table with a
 * user column must be named by a context's PersonalDataHolder (docs/adr/153), or it would be missing from the
 * export and survive account deletion.
 */
const NOT_HELD: Record<string, string> = {
  attorneys: "the attorney directory: attorneys' published business contacts, imported by staff, not an account's data",
  // Stored PDFs, sealed with the case owner's key (docs/adr/129): erasure deletes them with the case's streams.
  document_pdfs: 'prints of revisions (a cache): deleted by erasure and retention with their case (DerivedCopies)',
  mailing_proofs: 'the exact PDFs mailed: exported with their mailing, deleted by erasure and retention (DerivedCopies)',
};

/** A column that points at a person: their account, or an address to write to. */
const USER_COLUMN = /^(user_id|.+_user_id|email|.+_email|subject_id)$/;

const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const TYPED_NO_MATCH = 'typed-no-match@example.com';

const form = (who: string, extra: Record<string, unknown> = {}) => ({
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: `${who} Claimant`,
  plaintiffEmail: `${who.toLowerCase()}.claimant@example.com`,
  plaintiffAddress: '12 Oak St, Fresno, CA 93701',
  plaintiffPhone: '555-0100',
  defendantName: `${who} Debtor LLC`,
  defendantAddress: '400 Market St, San Francisco, CA 94105',
  disputeDescription: `${who.toUpperCase()}-CASE-MARKER: invoice #42 is unpaid.`,
  amountClaimed: '2500.00',
  incidentDate: '2026-08-01',
  attemptedResolution: 'Emailed twice.',
  evidenceDescription: 'Contract, invoice, emails.',
  documentType: 'demand_letter',
  agreedToTerms: true,
  ...extra,
});

interface ExportedEvent {
  stream: string;
  position: number;
  type: string;
  by: string;
  data: Record<string, unknown>;
}
interface ExportedCase {
  case: { id: string; formData: Record<string, unknown>; status: string };
  events: ExportedEvent[];
  documentVersions: unknown[];
  payments: { paymentIntentId: string; status: string; amount: number }[];
  lookupsByStaffOrAuditors: { lookedUpAt: string; byRole: string; kind: string }[];
}
interface Export {
  format: string;
  exportedAt: string;
  profile: Record<string, unknown>;
  sessions: Record<string, unknown>[];
  cases: ExportedCase[];
  subscriptions: { subscription: { id: string; promoCode: string | null }; events: ExportedEvent[] }[];
  promotionRedemptions: ExportedEvent[];
  paymentMethods: { available: boolean; items: { brand: string; last4: string; expMonth: number; expYear: number; isDefault: boolean }[] };
  emails: { to: string; kind: string; subject: string; text: string }[];
  lookupsOfYourAccountByEmail: { byRole: string }[];
  auditLookupsYouMade: { kind: string; caseId: string | null }[];
  supportRequests: { request: { subject: string; status: string }; replies: unknown[] }[];
  attorneySearchAccess: { access: unknown; events: ExportedEvent[] };
  attorneyReferralRequests: { request: { description: string }; events: ExportedEvent[] }[];
  billingHistory: Record<string, unknown>[];
  twoFactorSignIn: unknown;
}

describe('GET /api/account/export (Download my data)', () => {
  let t: TestApp;
  let db: DataSource;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let auditor: RegisteredUser;
  const cases: Record<'alice' | 'bob', string[]> = { alice: [], bob: [] };

  const post = (path: string, token: string | null, body: object = {}) => {
    const r = request(t.http).post(path);
    return (token ? r.set(bearer(token)) : r).send(body);
  };
  const download = (who: RegisteredUser) =>
    request(t.http)
      .get('/api/account/export')
      .set(bearer(who.token))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });
  const exportOf = async (who: RegisteredUser) => {
    const res = await download(who).expect(200);
    const raw = res.body as string;
    return { res, raw, data: JSON.parse(raw) as Export };
  };
  const payFor = async (who: RegisteredUser, caseId: string) => {
    const intent = await post('/api/create-payment-intent', who.token, { caseId }).expect(200);
    await post('/api/sandbox/confirm', null, { ...CARD, clientSecret: intent.body.clientSecret }).expect(200);
    await eventually(async () =>
      ['paid', 'completed'].includes((await request(t.http).get(`/api/cases/${caseId}`).set(bearer(who.token))).body.status),
    );
  };
  const streamEvents = async (streamId: string) =>
    Number((await db.query(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1`, [streamId]))[0].n);

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    db = t.app.get(DataSource);
    await t.app.get(SubscriptionsService).start();
    alice = await registerUser(t.http, { name: 'Alice Exporter' });
    bob = await registerUser(t.http, { name: 'Bob Bystander' });
    auditor = await registerUser(t.http, { name: 'Audrey Auditor' });
    auditor.token = await verifiedRoleSession(t, auditor.user.id, 'auditor');

    for (const [name, who] of [['alice', alice], ['bob', bob]] as const) {
      for (let i = 0; i < (name === 'alice' ? 2 : 1); i++) {
        const opened = await post('/api/cases', who.token, { formData: form(name === 'alice' ? 'Alice' : 'Bob') }).expect(201);
        cases[name].push(opened.body.id as string);
      }
      await payFor(who, cases[name][0]!);
      // A support request filed while signed in carries the user id.
      await post('/api/support', who.token, {
        name: who.user.name,
        email: who.email,
        subject: `${name.toUpperCase()}-TICKET-MARKER about my letter`,
        message: 'How do I send the letter by certified mail?',
      }).expect(201);
      // Both redeem the same promo code: one promotion stream holds both redemptions.
      await markEmailVerified(t, { id: who.user.id, email: who.email });
      await post('/api/create-subscription', who.token, { plan: 'suego', promoCode: 'SUEGOFREE' }).expect(200);
      const setup = await post('/api/create-setup-intent', who.token, {}).expect(200);
      await post('/api/sandbox/confirm', null, {
        ...CARD,
        cardNumber: name === 'alice' ? '5555 5555 5555 4444' : '4242 4242 4242 4242',
        clientSecret: setup.body.clientSecret,
      }).expect(200);
    }
    // Both ask for an attorney referral (included with their plan) about their own matter.
    await insertAttorneys(t, [fixtureAttorney({ name: 'Export Attorney', state: 'CA' }), fixtureAttorney({ name: 'Export Second', state: 'CA' })]);
    for (const [name, who] of [['ALICE', alice], ['BOB', bob]] as const) {
      await post('/api/attorney-referrals', who.token, {
        caseType: 'contract', state: 'CA', description: `${name}-REFERRAL-MARKER: the client will not pay.`, contactEmail: who.email,
      }).expect(200);
    }
    // The auditor looks Alice up by email and opens her paid case.
    await request(t.http).get(`/api/audit/cases?email=${encodeURIComponent(alice.email)}`).set(bearer(auditor.token)).expect(200);
    await request(t.http).get(`/api/audit/cases/${cases.alice[0]}/history`).set(bearer(auditor.token)).expect(200);
    // And an address that matches no account (kept in the lookup log sealed under the auditor's key).
    await request(t.http).get(`/api/audit/cases?email=${encodeURIComponent(TYPED_NO_MATCH)}`).set(bearer(auditor.token)).expect(200);
    // Receipts are in the outbox and the lookups in their read model before anyone exports.
    await eventually(async () => {
      const receipts = (await storedEmails(t, `n.kind = 'payment-receipt'`)).filter((m) =>
        [alice.email, bob.email].includes(m.to_email),
      ).length;
      const [r] = await db.query(
        `SELECT (SELECT count(*) FROM rm_audit_lookups WHERE auditor_id = $1)::int AS lookups`,
        [auditor.user.id],
      );
      return receipts === 2 && r.lookups === 3;
    });
  });
  afterAll(() => t.close());

  it('finds a holder for every table with a user column (export and deletion), unless it is a read model', async () => {
    const columns = await t.app.get(DataSource).query<{ table_name: string; column_name: string }[]>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`,
    );
    const withUser = new Set(columns.filter((c) => USER_COLUMN.test(c.column_name)).map((c) => c.table_name));
    expect(withUser.has('users') && withUser.has('notifications')).toBe(true);
    const held = new Set(t.app.get(PersonalDataHolders).all.flatMap((h) => h.tables));
    // Read models are re-derived from the (erased) event log through their projections' forgetStreams (ADR 124).
    const readModel = (table: string) => ALL_PROJECTIONS.some((p) => table === p.view || table.startsWith(`${p.view}_`));
    const orphans = [...withUser].filter((table) => !held.has(table) && !readModel(table) && !(table in NOT_HELD));
    expect(orphans.sort()).toEqual([]);
  });

  it('includes the support requests filed while signed in, and nobody else\'s', async () => {
    await eventually(async () => Number((await db.query(`SELECT count(*)::int AS n FROM rm_support_tickets`))[0].n) >= 2);
    const { raw, data } = await exportOf(alice);
    expect(data.supportRequests.map((r) => r.request.subject)).toEqual(['ALICE-TICKET-MARKER about my letter']);
    expect(data.supportRequests[0]!.request.status).toBe('open');
    expect(raw).not.toContain('BOB-TICKET-MARKER');
    expect(data.twoFactorSignIn).toBeNull();
  });

  it('includes the attorney referral requests sent for the user, and nobody else\'s', async () => {
    const { raw, data } = await exportOf(alice);
    expect(data.attorneyReferralRequests.map((r) => r.request.description)).toEqual([
      'ALICE-REFERRAL-MARKER: the client will not pay.',
    ]);
    expect(data.attorneyReferralRequests[0]!.events.map((e) => e.type)).toContain('ReferralRequested');
    expect(raw).not.toContain('BOB-REFERRAL-MARKER');
    expect(data.attorneySearchAccess).toEqual({ access: null, events: [] });
  });

  it('streams one JSON attachment named suego-data-YYYY-MM-DD.json', async () => {
    const { res, data } = await exportOf(alice);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="suego-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(data.format).toBe('suego-data-export/1');
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
  });

  it("contains every case, event, payment, subscription and card of the user, and nothing of anyone else's", async () => {
    for (const [me, them, mine, theirs] of [
      [alice, bob, cases.alice, cases.bob],
      [bob, alice, cases.bob, cases.alice],
    ] as const) {
      const { raw, data } = await exportOf(me);
      expect(data.profile).toEqual({
        id: me.user.id,
        email: me.email,
        // Verified to redeem SUEGOFREE (ADR 210): the export says when.
        emailVerifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        name: me.name,
        role: 'user',
        paymentProviderCustomerId: expect.stringMatching(/^cus_/),
        language: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(Object.keys(data.sessions[0]!).sort()).toEqual(
        ['createdAt', 'expiresAt', 'id', 'ipAddress', 'lastUsedAt', 'revokedAt', 'userAgent'].sort(),
      );
      // Stored sealed (docs/adr/128), exported opened.
      expect(data.sessions[0]!.ipAddress).toMatch(/127\.0\.0\.1|::1/);
      expect((data as unknown as { emailAddressConfirmations: unknown[] }).emailAddressConfirmations).toEqual([
        expect.objectContaining({ purpose: 'verify', email: me.email }),
      ]);

      expect(data.cases.map((c) => c.case.id).sort()).toEqual([...mine].sort());
      for (const c of data.cases) {
        // Every event of the case stream, in order.
        expect(c.events).toHaveLength(await streamEvents(`case-${c.case.id}`));
        expect(c.events.map((e) => e.position)).toEqual(c.events.map((_, i) => i + 1));
        expect(c.events[0]).toMatchObject({ type: 'CaseOpened', by: 'you', data: { userId: me.user.id } });
      }
      const paid = data.cases.find((c) => c.case.id === mine[0])!;
      expect(paid.events.map((e) => e.type)).toContain('PaymentSucceeded');
      expect(paid.payments).toEqual([expect.objectContaining({ status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_/) })]);

      expect(data.subscriptions).toHaveLength(1);
      const sub = data.subscriptions[0]!;
      expect(sub.subscription.promoCode).toBe('SUEGOFREE');
      expect(sub.events).toHaveLength(await streamEvents(`subscription-${sub.subscription.id}`));
      expect(sub.events[0]).toMatchObject({ type: 'SubscriptionStarted', data: { userId: me.user.id } });
      // The promotion stream holds both redemptions; only one's own leaves.
      expect(await streamEvents('promotion-SUEGOFREE')).toBeGreaterThanOrEqual(2);
      expect(data.promotionRedemptions).toEqual([
        expect.objectContaining({ type: 'PromotionRedeemed', data: expect.objectContaining({ userId: me.user.id }) }),
      ]);

      expect(data.paymentMethods.available).toBe(true);
      expect(data.paymentMethods.items).toEqual([
        {
          brand: me === alice ? 'mastercard' : 'visa',
          last4: me === alice ? '4444' : '4242',
          expMonth: 12,
          expYear: 2034,
          isDefault: true,
        },
      ]);
      expect(data.emails.length).toBeGreaterThanOrEqual(1);
      // Sent to the user, or about them: the attorneys' copies of their referral request.
      expect(data.emails.every((m) => m.to === me.email || m.kind === 'referral-sent')).toBe(true);
      expect(data.emails.some((m) => m.to !== me.email && m.kind === 'referral-sent')).toBe(true);
      expect(data.emails.some((m) => m.subject === 'Your SueGo receipt')).toBe(true);
      // The billing history: the paid document, with its receipt number and card (issue 27).
      expect(data.billingHistory).toEqual([
        expect.objectContaining({
          kind: 'charge',
          purpose: 'document',
          amount: 500,
          caseId: mine[0],
          receiptNumber: expect.stringMatching(/^SG-\d{8}$/),
          cardLast4: expect.stringMatching(/^\d{4}$/),
        }),
      ]);
      // The verification email is listed, its link hidden (ADR 142).
      const verification = data.emails.find((m) => m.kind === 'verify-email')!;
      expect(verification.text).toContain('[private link: only the recipient can see it]');
      expect(raw).not.toMatch(/token=[A-Za-z0-9_-]{43}/);

      // Nothing of the other account, anywhere in the file.
      for (const leak of [them.user.id, them.email, them.name, ...theirs, them === bob ? 'BOB-CASE-MARKER' : 'ALICE-CASE-MARKER']) {
        expect(raw).not.toContain(leak);
      }
      // No secret, not even hashed.
      expect(raw).not.toContain(me.token);
      expect(raw).not.toMatch(/password_?hash|token_?hash|\$argon2/i);
    }
  });

  it("says when the user's case and account were looked up, and by which role, never by whom", async () => {
    const { raw, data } = await exportOf(alice);
    expect(data.lookupsOfYourAccountByEmail).toEqual([{ lookedUpAt: expect.any(String), byRole: 'auditor' }]);
    const looked = data.cases.find((c) => c.case.id === cases.alice[0])!;
    expect(looked.lookupsByStaffOrAuditors).toEqual(
      expect.arrayContaining([expect.objectContaining({ byRole: 'auditor', kind: 'case' })]),
    );
    expect(raw).not.toContain(auditor.user.id);
    expect(raw).not.toContain(auditor.email);
  });

  it('lets an auditor export their own data: their lookups, but not the people they looked up', async () => {
    const { raw, data } = await exportOf(auditor);
    expect(data.profile).toMatchObject({ id: auditor.user.id, role: 'auditor' });
    expect(data.cases).toEqual([]);
    expect(data.subscriptions).toEqual([]);
    expect(data.auditLookupsYouMade.map((l) => l.kind).sort()).toEqual(['case', 'email', 'email']);
    // Not the addresses they searched, even one that matched no account (other people's data, docs/adr/131).
    expect(data.auditLookupsYouMade.every((l) => !('email' in l))).toBe(true);
    expect(raw).not.toContain(TYPED_NO_MATCH);
    expect(raw).not.toContain(alice.email);
    expect(raw).not.toContain(alice.user.id);
    expect(raw).not.toContain('ALICE-CASE-MARKER');
  });

  it('gives back text exactly as typed, whatever its bytes (quotes, backslashes, emoji, line separators, markup)', async () => {
    const zoe = await registerUser(t.http, { name: 'Zoë "Zed" O\'Brien 🦊' });
    const tricky = 'He said "pay me" \\ then </script><b>bold</b> 🦊 漢字 \u2028 next\tline\nand more';
    const opened = await post('/api/cases', zoe.token, { formData: form('Zoe', { disputeDescription: tricky }) }).expect(201);
    const { raw, data } = await exportOf(zoe);
    expect(Buffer.from(raw, 'utf8').toString('utf8')).toBe(raw);
    expect(data.profile.name).toBe('Zoë "Zed" O\'Brien 🦊');
    const c = data.cases.find((x) => x.case.id === opened.body.id)!;
    expect(c.case.formData.disputeDescription).toBe(tricky);
    expect((c.events[0]!.data.details as Record<string, unknown>).disputeDescription).toBe(tricky);
  });

  it('answers visitors 401 and ignores nothing it should refuse: odd query bytes never make it fail', async () => {
    await request(t.http).get('/api/account/export').expect(401);
    const odd = await request(t.http).get('/api/account/export?x=%00%ff%fe&userId=' + bob.user.id).set(bearer(alice.token));
    expect(odd.status).toBeLessThan(500);
    if (odd.status === 200) expect(odd.text).not.toContain(bob.user.id);
  });

  it('accounts for every table that names a user, and every kind of event stream', async () => {
    // A new table with a user column, or a new stream kind, must be decided on here and in the export (ADR 131).
    const COVERED_TABLES: Record<string, string> = {
      users: 'profile',
      sessions: 'sessions',
      password_reset_tokens: 'passwordResetRequests (times only)',
      email_tokens: 'emailAddressConfirmations (purpose, address and times; never the token)',
      notifications: 'emails',
      document_pdfs: 'not exported: prints of revisions (cases[].revisions hold their text)',
      mailing_proofs: 'cases[].mailings[].mailedPdfBase64',
      rm_cases: 'cases[].case',
      rm_subscriptions: 'subscriptions[].subscription',
      rm_document_revisions: 'cases[].documentVersions',
      rm_case_document_revisions: 'cases[].laterDocumentVersions (final notice, package filed from the case)',
      rm_audit_lookups: 'auditLookupsYouMade, lookupsOfYourAccountByEmail, cases[].lookupsByStaffOrAuditors',
      rm_support_tickets: 'supportRequests[].request',
      rm_support_ticket_replies: 'supportRequests[].replies (staff by role only)',
      staff_totp: 'twoFactorSignIn.enrolledAt (never the secret)',
      staff_recovery_codes: 'twoFactorSignIn.unusedRecoveryCodes (never the codes)',
      rm_attorney_search_access: 'attorneySearchAccess.access',
      rm_attorney_referral_requests: 'attorneyReferralRequests[].request',
      rm_attorney_referrals: 'attorneyReferralRequests[].request.attorneys (one row per attorney it went to)',
      rm_billing_history: 'billingHistory (every charge and refund, with its receipt number)',
      rm_mailings: 'cases[].mailings (with the exact PDF mailed, from mailing_proofs)',
      rm_case_follow_ups: 'cases[].followUp (outcome and reminders sent)',
      reminder_preferences: 'caseReminders (the switch, with when and how it was last changed)',
      attorneys: 'not exported: the attorney directory (attorneys\' business contacts), not data about users',
      staff_totp_enrolments: 'not exported: an unconfirmed enrolment holds only a secret, for 10 minutes',
      second_factor_enrolment_codes: 'not exported: the hash of a one-time code, for 24 hours at most',
    };
    const rows = await db.query<{ table_name: string }[]>(
      `SELECT DISTINCT regexp_replace(c.table_name, '_v[0-9]+$', '') AS table_name
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
          AND c.column_name IN ('user_id', 'author_id', 'auditor_id', 'matched_user_id', 'owner_id', 'subject_id',
                                'to_email', 'email')`,
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual(Object.keys(COVERED_TABLES).sort());

    const COVERED_STREAMS: Record<string, string> = {
      case: 'cases[].events',
      subscription: 'subscriptions[].events',
      promotion: "promotionRedemptions (the user's own events only)",
      'audit-log': 'auditLookupsYouMade (from its read model)',
      ticket: 'supportRequests[] (from its read models)',
      'attorney-search': 'attorneySearchAccess.events',
      'referral-request': 'attorneyReferralRequests[].events',
      charge: 'billingHistory (from its read model: one line per charge and per refund)',
      'provider-event': 'not exported: payment provider webhooks carry no user id; their facts are on the case stream',
    };
    const streams = (await db.query<{ stream_id: string }[]>(`SELECT stream_id FROM es.streams`)).map((s) => s.stream_id);
    expect(streams.length).toBeGreaterThan(5);
    const unknown = streams.filter((id) => !Object.keys(COVERED_STREAMS).some((kind) => id.startsWith(`${kind}-`)));
    expect(unknown).toEqual([]);
  });
});

describe('GET /api/account/export, rate limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'on' } });
  });
  afterAll(() => t.close());

  it('allows 3 exports at once, then answers 429 with Retry-After before writing anything', async () => {
    const who = await registerUser(t.http, { name: 'Eager Exporter' });
    for (let i = 0; i < 3; i++) await request(t.http).get('/api/account/export').set(bearer(who.token)).expect(200);
    const refused = await request(t.http).get('/api/account/export').set(bearer(who.token)).expect(429);
    expect(refused.body.message).toMatch(/^You have downloaded your data several times in a short time/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-disposition']).toBeUndefined();
    // Another account is not affected.
    const other = await registerUser(t.http, { name: 'Patient Exporter', ip: '203.0.113.9' });
    await request(t.http).get('/api/account/export').set(bearer(other.token)).expect(200);
  });
});
