import request from 'supertest';
import { DataSource } from 'typeorm';
import { EventStore } from '../event-store/event-store';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { eventually } from '../testing/event-store/pg-store';
import { bearer, enrolStaff, registerUser, uniqueEmail, type RegisteredUser, verifiedRoleSession } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

const form = (plaintiffEmail: string, amountClaimed = '2500.00') => ({
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Maria Lopez',
  plaintiffEmail,
  plaintiffAddress: '12 Oak St, Fresno, CA 93701',
  plaintiffPhone: '555-0100',
  defendantName: 'Acme Design LLC',
  defendantAddress: '400 Market St, San Francisco, CA 94105',
  disputeDescription: 'Invoice #42 for a website is unpaid.',
  amountClaimed,
  incidentDate: '2026-08-01',
  attemptedResolution: 'Emailed twice.',
  evidenceDescription: 'Contract, invoice, emails.',
  documentType: 'demand_letter',
  agreedToTerms: true,
});

interface Lookup {
  id: string;
  lookedUpAt: string;
  by: { id: string; role: string; email: string | null; name: string | null };
  kind: 'case' | 'email';
  caseId: string | null;
  email: string | null;
  asOf: string | null;
  found: boolean;
  caseCount: number;
}

describe('audit lookups: by case id and by email, by role, and the lookup log', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let auditor: RegisteredUser;
  let staff: RegisteredUser;
  let ownCase: string;
  let secondCase: string;
  /** Opened by `other`, but the claimant email typed in it is the owner's. */
  let claimantCase: string;

  const as = (who: RegisteredUser) => bearer(who.token);
  const get = (who: RegisteredUser | null, url: string) => {
    const req = request(t.http).get(url);
    return who ? req.set(as(who)) : req;
  };
  const byEmail = (who: RegisteredUser | null, email: string) =>
    get(who, `/api/audit/cases?email=${encodeURIComponent(email)}`);
  const history = (who: RegisteredUser | null, id: string, query = '') =>
    get(who, `/api/audit/cases/${id}/history${query}`);
  const lookups = (who: RegisteredUser | null, query = '') => get(who, `/api/audit/lookups${query}`);
  /** The auditor's log as the event store reads it (personal fields opened). */
  const logged = async (auditorId: string) =>
    (await t.app.get(EventStore).readStream(`audit-log-${auditorId}`)).map((e) => ({
      type: e.type,
      ...(e.data as Record<string, unknown>),
    }));

  const open = async (who: RegisteredUser, plaintiffEmail: string) =>
    (await request(t.http).post('/api/cases').set(bearer(who.token)).send({ formData: form(plaintiffEmail) }).expect(201))
      .body.id as string;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    owner = await registerUser(t.http, { name: 'Maria Lopez', email: uniqueEmail('claimant') });
    other = await registerUser(t.http, { name: 'Someone Else' });
    auditor = await registerUser(t.http, { name: 'Ada Auditor' });
    staff = await enrolStaff(t, { name: 'Sam Staff' });
    auditor.token = await verifiedRoleSession(t, auditor.user.id, 'auditor');
    ownCase = await open(owner, 'maria.personal@example.com');
    secondCase = await open(owner, 'maria.personal@example.com');
    claimantCase = await open(other, owner.email.toUpperCase());
    await open(other, 'someone@example.com');
    // The read model has the cases (the POST waits for it), and PATCH reads it.
    await request(t.http).patch(`/api/cases/${ownCase}`).set(bearer(owner.token)).send({ formData: form('maria.personal@example.com', '2750.00') }).expect(200);
  });
  afterAll(() => t.close());

  it("lists a claimant's cases by email for auditors and staff: their account's cases and cases naming the email", async () => {
    for (const who of [auditor, staff]) {
      const res = await (byEmail(who, `  ${owner.email.toUpperCase()} `)).expect(200);
      expect(res.body.email).toBe(owner.email);
      expect(res.body.account).toMatchObject({ id: owner.user.id, email: owner.email, name: 'Maria Lopez', role: 'user' });
      expect(res.body.account.passwordHash).toBeUndefined();
      const cases = res.body.cases as { id: string; userId: string; matchedBy: string[]; amount: string; title: string }[];
      expect(cases.map((c) => c.id).sort()).toEqual([ownCase, secondCase, claimantCase].sort());
      expect(cases.find((c) => c.id === ownCase)).toMatchObject({ userId: owner.user.id, matchedBy: ['account'], amount: '2750.00', title: 'Unpaid Work v. Acme Design LLC' });
      expect(cases.find((c) => c.id === claimantCase)).toMatchObject({ userId: other.user.id, matchedBy: ['claimantEmail'] });
      expect(res.body.truncated).toBe(false);
    }
  });

  it('answers an unknown email with an empty list, and a malformed one with 400 naming the field', async () => {
    const res = await (byEmail(auditor, 'nobody-here@example.com')).expect(200);
    expect(res.body).toEqual({ email: 'nobody-here@example.com', account: null, cases: [], truncated: false });
    for (const bad of ['not-an-email', '', 'a\u0000@example.com']) {
      const r = await (byEmail(auditor, bad)).expect(400);
      expect(JSON.stringify(r.body.message)).toMatch(/email/);
    }
    const missing = await request(t.http).get('/api/audit/cases').set(as(auditor)).expect(400);
    expect(JSON.stringify(missing.body.message)).toMatch(/email/);
  });

  it('refuses the email lookup to plain users (403) and visitors (401)', async () => {
    await (byEmail(owner, owner.email)).expect(403);
    await (byEmail(other, owner.email)).expect(403);
    await (byEmail(null, owner.email)).expect(401);
  });

  it("opens any case's history to auditors and staff, with what each event changed; others get 404, visitors 401", async () => {
    for (const who of [auditor, staff]) {
      const res = await (history(who, ownCase)).expect(200);
      const events = res.body.events as { type: string; changes: { field: string; label: string; before: string | null; after: string | null }[] }[];
      expect(events.map((e) => e.type).sort()).toEqual(['CaseDetailsRevised', 'CaseOpened', 'ComplexityAssessed']);
      const of = (type: string) => events.find((e) => e.type === type)!.changes;
      expect(events[0]!.type).toBe('CaseOpened');
      expect(events[0]!.changes).toEqual(
        expect.arrayContaining([
          { field: 'status', label: 'Status', before: null, after: 'Pending payment' },
          { field: 'details.amountCents', label: 'Amount claimed', before: null, after: '$2,500.00' },
          { field: 'details.plaintiffName', label: 'Claimant name', before: null, after: 'Maria Lopez' },
        ]),
      );
      expect(of('ComplexityAssessed')).toEqual([expect.objectContaining({ field: 'complexity', before: null })]);
      expect(of('CaseDetailsRevised')).toEqual([
        { field: 'details.amountCents', label: 'Amount claimed', before: '$2,500.00', after: '$2,750.00' },
      ]);
    }
    await (history(other, ownCase)).expect(404);
    await (history(null, ownCase)).expect(401);
    await (history(owner, ownCase)).expect(200);
  });

  it('records every staff and auditor lookup durably on their audit-log stream, never the owner reading their own case', async () => {
    const a = await registerUser(t.http, { name: 'Fresh Auditor' });
    a.token = await verifiedRoleSession(t, a.user.id, 'auditor');
    await (byEmail(a, owner.email)).expect(200);
    await (byEmail(a, 'Nobody-Here@example.com')).expect(200);
    await (history(a, ownCase)).expect(200);
    await (history(a, ownCase, '?asOf=2020-01-01T00:00:00Z')).expect(200);
    await (history(a, '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11')).expect(404);
    await (history(a, 'not-a-case')).expect(404);
    expect(await logged(a.user.id)).toEqual([
      expect.objectContaining({
        type: 'CasesLookedUpByEmail',
        auditorId: a.user.id,
        auditorRole: 'auditor',
        email: owner.email,
        matchedUserId: owner.user.id,
        caseIds: expect.arrayContaining([ownCase, secondCase, claimantCase]),
      }),
      expect.objectContaining({ type: 'CasesLookedUpByEmail', email: 'nobody-here@example.com', matchedUserId: null, caseIds: [] }),
      expect.objectContaining({ type: 'CaseHistoryLookedUp', caseId: ownCase, asOf: null, found: true }),
      expect.objectContaining({ type: 'CaseHistoryLookedUp', caseId: ownCase, asOf: '2020-01-01T00:00:00.000Z', found: true }),
      expect.objectContaining({ type: 'CaseHistoryLookedUp', caseId: '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11', found: false }),
    ]);
    await (history(owner, ownCase)).expect(200);
    expect(await logged(owner.user.id)).toEqual([]);
    // The log is append-only like every event.
    await expect(
      t.app.get(DataSource).query(`DELETE FROM es.events WHERE stream_id = $1`, [`audit-log-${a.user.id}`]),
    ).rejects.toThrow();
  });

  it('shows staff every lookup (newest first, filterable by case or looker); an auditor sees only their own; users 403', async () => {
    await (history(auditor, secondCase)).expect(200);
    await (history(staff, secondCase, '?asOf=2030-01-01T00:00:00Z')).expect(200);
    let page: { items: Lookup[]; total: number } = { items: [], total: 0 };
    await eventually(async () => {
      page = (await (lookups(staff, `?caseId=${secondCase}`)).expect(200)).body;
      return page.items.some((l) => l.by.id === staff.user.id && l.kind === 'case');
    });
    const [latest, previous] = page.items;
    expect(latest).toMatchObject({
      kind: 'case',
      caseId: secondCase,
      asOf: '2030-01-01T00:00:00.000Z',
      found: true,
      caseCount: 1,
      by: { id: staff.user.id, role: 'staff', email: staff.email, name: 'Sam Staff' },
    });
    expect(previous).toMatchObject({ kind: 'case', caseId: secondCase, asOf: null, by: { id: auditor.user.id, role: 'auditor' } });
    // Email lookups that listed the case count as looking at it.
    expect(page.items.some((l) => l.kind === 'email' && l.email === owner.email && l.caseCount === 3)).toBe(true);
    expect(Date.parse(latest!.lookedUpAt)).toBeGreaterThanOrEqual(Date.parse(previous!.lookedUpAt));

    const everyone = (await (lookups(staff, '?pageSize=100')).expect(200)).body as { items: Lookup[]; total: number };
    expect(everyone.items.some((l) => l.by.id === auditor.user.id)).toBe(true);
    expect(everyone.total).toBeGreaterThanOrEqual(everyone.items.length);
    const onlyAuditor = (await (lookups(staff, `?auditorId=${auditor.user.id}`)).expect(200)).body as { items: Lookup[] };
    expect(onlyAuditor.items.length).toBeGreaterThan(0);
    expect(onlyAuditor.items.every((l) => l.by.id === auditor.user.id)).toBe(true);

    const own = (await (lookups(auditor, `?auditorId=${staff.user.id}&pageSize=100`)).expect(200)).body as { items: Lookup[] };
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((l) => l.by.id === auditor.user.id)).toBe(true);
    // The address an auditor typed that matched no account is opened from its sealed column (docs/adr/132); the table
    // holds it only as ciphertext.
    expect(own.items.some((l) => l.kind === 'email' && l.email === 'nobody-here@example.com' && !l.found)).toBe(true);
    const [onDisk] = await t.app.get(DataSource).query(
      `SELECT count(*)::int AS n FROM rm_audit_lookups WHERE position(convert_to('nobody-here', 'UTF8') IN email) > 0`,
    );
    expect(onDisk.n).toBe(0);

    await (lookups(owner)).expect(403);
    await (lookups(null)).expect(401);
    const bad = await (lookups(staff, '?caseId=nope&pageSize=1000')).expect(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/caseId|pageSize/);
    // Reading the log is not itself a lookup of anyone's case.
    const before = (await logged(staff.user.id)).length;
    await (lookups(staff)).expect(200);
    expect(await logged(staff.user.id)).toHaveLength(before);
  });

  it("shows a staff read of someone's case timeline and a ticket search by their email on the same screen (issue 37)", async () => {
    const read = await open(owner, 'maria.personal@example.com');
    await (get(staff, `/api/cases/${read}/timeline`)).expect(200);
    await (get(owner, `/api/cases/${read}/timeline`)).expect(200); // the owner's own read is no lookup
    let page: { items: Lookup[]; total: number } = { items: [], total: 0 };
    await eventually(async () => {
      page = (await (lookups(staff, `?caseId=${read}`)).expect(200)).body;
      return page.items.length > 0;
    });
    expect(page.items).toEqual([
      expect.objectContaining({ kind: 'case', caseId: read, found: true, by: expect.objectContaining({ id: staff.user.id }) }),
    ]);
    await (get(staff, `/api/support?q=${encodeURIComponent(owner.email)}`)).expect(200);
    await eventually(async () => {
      page = (await (lookups(staff, `?auditorId=${staff.user.id}&pageSize=5`)).expect(200)).body;
      return page.items[0]?.caseId === null;
    });
    // A search that named an account shows that account's email (read from the account, not the log).
    expect(page.items[0]).toMatchObject({ kind: 'email', email: owner.email, found: true, caseCount: 0 });
  });
});
