import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { extractText } from 'unpdf';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../../../jobs/jobs.service';
import { bearer, registerUser, type RegisteredUser, enrolStaff } from '../../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { REVISION_SAVE_LIMIT } from '../../../rate-limits/user-rate-limiter';
import { READING_COPY_MARK, SPANISH_DISCLAIMER } from '../../../common/glossary';
import { PdfRendererService } from '../../../documents/pdf/pdf-renderer';

const form = () => ({
  caseType: 'unpaid-work',
  state: 'NY',
  plaintiffName: 'Ana Ortiz',
  plaintiffEmail: 'ana@example.com',
  plaintiffAddress: '5 Court St, Brooklyn, NY 11201',
  plaintiffPhone: '718-555-0101',
  defendantName: 'Brightline Studio LLC',
  defendantAddress: '100 Broadway, New York, NY 10005',
  disputeDescription: 'I delivered the brand design on time; invoice 2026-14 for $2,400 is unpaid.',
  amountClaimed: '2400.00',
  incidentDate: '2026-09-15',
  attemptedResolution: 'Two reminders by email.',
  evidenceDescription: 'Signed statement of work, invoice, delivery emails',
  documentType: 'demand_letter',
  agreedToTerms: true,
});
const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

interface Revision {
  id: string;
  version: string;
  content: string;
  editSummary: string;
  isActive: boolean;
  authorId: string | null;
}

describe('document revisions API', () => {
  let t: TestApp;
  let db: DataSource;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let staff: RegisteredUser;
  let caseId: string;

  const as = (u: RegisteredUser) => bearer(u.token);
  const list = async (id = caseId): Promise<Revision[]> =>
    (await request(t.http).get(`/api/cases/${id}/revisions`).set(as(owner)).expect(200)).body as Revision[];
  const save = (body: object, id = caseId, user = owner) =>
    request(t.http).post(`/api/cases/${id}/revisions`).set(as(user)).send(body);
  const activate = (revisionId: string, user = owner) =>
    request(t.http).put(`/api/revisions/${revisionId}/activate`).set(as(user));
  const active = async () => (await list()).filter((r) => r.isActive);
  const download = (id = caseId) =>
    request(t.http)
      .get(`/api/cases/${id}/download`)
      .set(as(owner))
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
  const pdfText = async (id = caseId) =>
    (
      await extractText(new Uint8Array((await download(id)).body as Buffer), { mergePages: true })
    ).text.replace(/\s+/g, ' ');

  /** A case of `user` with its generated document (revision 1.0). */
  async function documentedCase(user: RegisteredUser): Promise<string> {
    const id = (await request(t.http).post('/api/cases').set(as(user)).send({ formData: form() }).expect(201))
      .body.id as string;
    const intent = await request(t.http)
      .post('/api/create-payment-intent')
      .set(as(user))
      .send({ caseId: id })
      .expect(200);
    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ clientSecret: intent.body.clientSecret, ...CARD })
      .expect(200);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const c = (await request(t.http).get(`/api/cases/${id}`).set(as(user)).expect(200)).body as {
        status: string;
      };
      if (c.status === 'completed') return id;
      if (Date.now() > deadline) throw new Error(`case ${id} stayed ${c.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    await t.app.get(SubscriptionsService).start();
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
    owner = await registerUser(t.http, { name: 'Ana Ortiz' });
    other = await registerUser(t.http, { name: 'Someone Else' });
    staff = await enrolStaff(t, { name: 'Support Staff' });
    caseId = await documentedCase(owner);
  }, 90_000);
  afterAll(() => t.close());

  it('starts with the drafted 1.0, active, and a complexity score with reasons on the case', async () => {
    const revisions = await list();
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({
      version: '1.0',
      isActive: true,
      authorId: null,
      editSummary: 'Drafted by SueGo',
    });
    const c = (await request(t.http).get(`/api/cases/${caseId}`).set(as(owner)).expect(200)).body;
    expect(c.complexityScore).toMatch(/^\d{1,2}\.00$/);
    expect(c.complexityReasons).toContain('The other side is a business, which may have a lawyer');
    const n = await db.query(
      `SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1 AND event_type = 'ComplexityAssessed'`,
      [`case-${caseId}`],
    );
    expect(n[0].n).toBe(1);
  });

  it('saves 1.1 as the active revision; the case, My Documents and the PDF show it', async () => {
    const [first] = await list();
    const edited = `${first!.content}\r\nP.S. Exhibit D: the signed delivery receipt.`;
    const res = await save({
      content: edited,
      editSummary: '  Added exhibit D  ',
      baseVersion: '1.0',
    }).expect(201);
    expect(res.body).toMatchObject({
      version: '1.1',
      isActive: true,
      editSummary: 'Added exhibit D',
      authorId: owner.user.id,
      baseVersion: '1.0',
    });
    expect(res.body.content).not.toContain('\r');
    expect((await active()).map((r) => r.version)).toEqual(['1.1']);

    const c = (await request(t.http).get(`/api/cases/${caseId}`).set(as(owner)).expect(200)).body;
    expect(c.documentContent).toContain('P.S. Exhibit D');
    // My Documents carries a 300-character preview and the length of the active revision (1.1 is 1.0 plus a line).
    const mine = (await request(t.http).get('/api/cases/my-documents').set(as(owner)).expect(200)).body as {
      cases: { id: string; documentLength: number }[];
    };
    expect(mine.cases.find((x) => x.id === caseId)?.documentLength).toBe(
      (res.body as { content: string }).content.length,
    );
    expect(await pdfText()).toContain('P.S. Exhibit D: the signed delivery receipt.');
  });

  it('answers 409 to a save on a stale base: someone saved first, nothing is lost', async () => {
    const tabA = save({ content: 'Tab A text', editSummary: 'Tab A', baseVersion: '1.1' });
    const tabB = save({ content: 'Tab B text', editSummary: 'Tab B', baseVersion: '1.1' });
    const [a, b] = await Promise.all([tabA, tabB]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.message).toMatch(
      /^Someone saved this document first: you edited version 1\.1, but version 1\.2 is now active/,
    );
    const revisions = await list();
    expect(revisions.map((r) => r.version)).toEqual(['1.0', '1.1', '1.2']);
    // The retry on the fresh version succeeds.
    await save({
      content: `${refused === a ? 'Tab A' : 'Tab B'} text, merged`,
      editSummary: 'Merged',
      baseVersion: '1.2',
    }).expect(201);
    expect((await list()).map((r) => r.version)).toEqual(['1.0', '1.1', '1.2', '1.3']);
  });

  it('activates an earlier revision; the download prints it once and then serves the kept print', async () => {
    const [first] = await list();
    const res = await activate(first!.id).expect(200);
    expect(res.body).toMatchObject({ version: '1.0', isActive: true });
    expect((await active()).map((r) => r.version)).toEqual(['1.0']);
    const c = (await request(t.http).get(`/api/cases/${caseId}`).set(as(owner)).expect(200)).body;
    expect(c.documentContent).toBe(first!.content);
    const renderer = t.app.get(PdfRendererService);
    const render = jest.spyOn(renderer, 'render');
    try {
      const text = await pdfText();
      expect(text).not.toContain('P.S. Exhibit D');
      expect(text).toContain('Brightline Studio LLC');
      await download();
      expect(render).not.toHaveBeenCalled(); // 1.0 was printed by the generation job
    } finally {
      render.mockRestore();
    }
  });

  it('keeps exactly one active revision under 20 parallel activations', async () => {
    const revisions = await list();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => activate(revisions[i % revisions.length]!.id)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const after = await list();
    expect(after.filter((r) => r.isActive)).toHaveLength(1);
    const last = await db.query(
      `SELECT data->>'revisionId' AS id FROM es.events WHERE stream_id = $1 AND event_type = 'RevisionActivated' ORDER BY stream_position DESC LIMIT 1`,
      [`case-${caseId}`],
    );
    expect(after.find((r) => r.isActive)?.id).toBe(last[0].id);
    const table = await db.query(
      `SELECT count(*)::int AS n FROM rm_document_revisions WHERE case_id = $1 AND is_active`,
      [caseId],
    );
    expect(table[0].n).toBe(1);
  });

  it('prints edited text as characters: no markup runs and Chromium fetches nothing', async () => {
    let hits = 0;
    const server: Server = createServer((_req, res) => {
      hits++;
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const [current] = await active();
      const hostile = `Dear Brightline,\n\n<script>alert(1)</script> and <img src="http://127.0.0.1:${port}/pixel.png"> stay text.`;
      await save({ content: hostile, editSummary: 'Markup test', baseVersion: current!.version }).expect(201);
      const render = jest.spyOn(t.app.get(PdfRendererService), 'render');
      const text = await pdfText();
      await download();
      await download();
      expect(render).toHaveBeenCalledTimes(1); // a new revision is printed once, then its print is kept
      render.mockRestore();
      expect(text).toContain('<script>alert(1)</script>');
      expect(text).toContain(`<img src="http://127.0.0.1:${port}/pixel.png">`);
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });

  it('refuses bad bodies with a 400 naming the field', async () => {
    const [current] = await active();
    const base = { content: 'Fine text', editSummary: 'Fine', baseVersion: current!.version };
    const message = async (body: object) => (await save(body).expect(400)).body.message as string;
    expect(await message({ ...base, content: 'x'.repeat(100_001) })).toMatch(
      /^content must be at most 100,000 characters/,
    );
    expect(await message({ ...base, content: 'a\u0000b' })).toMatch(
      /^content must not contain (NUL|control characters)/,
    );
    expect(await message({ ...base, editSummary: '   ' })).toMatch(/^editSummary is required/);
    expect(await message({ ...base, baseVersion: 'latest' })).toMatch(
      /^baseVersion must be a version like 1\.0/,
    );
    expect(await message({ ...base, content: 42 })).toMatch(/^content must be a string/);
    // Exactly the limit is fine, also when it is 200 KB of UTF-8 (the route's body limit is raised for it).
    const saved = (await save({ ...base, content: 'é'.repeat(100_000) }).expect(201)).body as Revision;
    await save({ ...base, content: 'y'.repeat(100_000), baseVersion: saved.version }).expect(201);
  });

  it('lets staff read but not write; another user gets 404 everywhere', async () => {
    const revisions = (await request(t.http).get(`/api/cases/${caseId}/revisions`).set(as(staff)).expect(200))
      .body as Revision[];
    expect(revisions.length).toBeGreaterThan(1);
    const [current] = await active();
    await save(
      { content: 'Staff edit', editSummary: 'Staff', baseVersion: current!.version },
      caseId,
      staff,
    ).expect(404);
    await request(t.http).get(`/api/cases/${caseId}/revisions`).set(as(other)).expect(404);
    await save(
      { content: 'Foreign edit', editSummary: 'Foreign', baseVersion: current!.version },
      caseId,
      other,
    ).expect(404);
    await activate(revisions[0]!.id, other).expect(404);
    await activate(revisions[0]!.id, staff).expect(404);
    await request(t.http).get('/api/cases/not-a-uuid/revisions').set(as(owner)).expect(404);
  });

  it(`limits saves per user: ${REVISION_SAVE_LIMIT.burst} at once, then 429 with Retry-After (issue 22 point 7)`, async () => {
    // In parallel, like a script: each attempt takes a token, whether it saves or loses the race (409).
    const base = (await list()).find((r) => r.isActive)!.version;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        save({ content: `${'x'.repeat(1_000)} ${i}`, editSummary: `Burst ${i}`, baseVersion: base }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 201 && s !== 409 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 201 || s === 409).length).toBeLessThanOrEqual(
      REVISION_SAVE_LIMIT.burst,
    );
    const refused = answers.find((r) => r.status === 429)!;
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - REVISION_SAVE_LIMIT.burst);
    expect(refused.body.message).toBe(REVISION_SAVE_LIMIT.message);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(REVISION_SAVE_LIMIT.refillSeconds);
    // Someone else is not held back by it.
    expect((await save({ content: 'x', editSummary: 'x', baseVersion: '1.0' }, caseId, other)).status).toBe(
      404,
    );
  });

  /** Issue 33 (ADR 206): the owner's Spanish reading copy, drafted from the case's events; shares this file's app. */
  describe('Spanish reading copy', () => {
    let ana: RegisteredUser;
    let id: string;
    const pdfOf = (url: string, user: RegisteredUser) =>
      request(t.http)
        .get(url)
        .set(as(user))
        .buffer(true)
        .parse((res, cb) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => cb(null, Buffer.concat(chunks)));
        });
    const textOf = async (url: string) => {
      const res = await pdfOf(url, ana).expect(200);
      return (await extractText(new Uint8Array(res.body as Buffer), { mergePages: true })).text.replace(
        /\s+/g,
        ' ',
      );
    };

    beforeAll(async () => {
      ana = await registerUser(t.http, { name: 'Ana Ortiz' });
      id = await documentedCase(ana);
    }, 60_000);

    it('the owner gets a PDF marked as a translation, with the amounts and the date of the English letter', async () => {
      const res = await pdfOf(`/api/cases/${id}/reading-copy`, ana).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="copia-de-referencia-${id}.pdf"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const [english, spanish] = await Promise.all([
        textOf(`/api/cases/${id}/download`),
        textOf(`/api/cases/${id}/reading-copy`),
      ]);
      expect(spanish).toContain(READING_COPY_MARK);
      expect(spanish).toContain(SPANISH_DISCLAIMER);
      expect(english).toContain('$2,400.00');
      expect(spanish).toContain('$2,400.00');
      const letterDate = /Prepared ([A-Z][a-z]+ \d{1,2}, \d{4})\./.exec(english)?.[1];
      expect(letterDate).toBeDefined();
      expect(spanish).toContain(`Fecha de la carta: ${letterDate}.`);
      expect(spanish).toContain('carta de reclamación');
    });

    it('after an edit, names the changed paragraph, left untranslated', async () => {
      const [first] = (await request(t.http).get(`/api/cases/${id}/revisions`).set(as(ana)).expect(200))
        .body as Revision[];
      const content = first!.content.replace(
        'Two reminders by email.',
        'Two reminders by email and one by text.',
      );
      expect(content).not.toBe(first!.content);
      await save({ content, editSummary: 'More reminders', baseVersion: '1.0' }, id, ana).expect(201);
      const spanish = await textOf(`/api/cases/${id}/reading-copy`);
      expect(spanish).toContain('Cambios que usted hizo en la carta: no traducidos');
      expect(spanish).toMatch(/Párrafo \d+: "[^"]*Two reminders by email and one by text\./);
    });

    it("is the owner's alone: another user, staff, an unknown or malformed id get 404; NUL or a lone surrogate 400", async () => {
      await request(t.http).get(`/api/cases/${id}/reading-copy`).set(as(other)).expect(404);
      await request(t.http).get(`/api/cases/${id}/reading-copy`).set(as(staff)).expect(404);
      await request(t.http)
        .get('/api/cases/7f1c9a52-7d4e-4b8a-9c61-2a5e8f0d7b13/reading-copy')
        .set(as(ana))
        .expect(404);
      await request(t.http).get('/api/cases/not-a-case/reading-copy').set(as(ana)).expect(404);
      await request(t.http).get('/api/cases/not-a-case%00/reading-copy').set(as(ana)).expect(400);
      await request(t.http).get('/api/cases/a%ED%A0%80/reading-copy').set(as(ana)).expect(400);
      await request(t.http).get(`/api/cases/${id}/reading-copy`).expect(401);
    });
  });
});
