import request from 'supertest';
import { DataSource } from 'typeorm';
import { extractText } from 'unpdf';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../../../jobs/jobs.service';
import { bearer, registerUser, type RegisteredUser } from '../../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { DocumentDrafterService } from '../../../documents/drafting/document-drafter.service';
import { PdfRendererService } from '../../../documents/pdf/pdf-renderer';
import { documentEventIds } from './document-event-ids';
import { GENERATE_DOCUMENT_ATTEMPTS } from './payment-to-document.process-manager';

const form = (overrides: Record<string, unknown> = {}) => ({
  caseType: 'security-deposit',
  state: 'TX',
  plaintiffName: 'Jordan Rivera',
  plaintiffEmail: 'jordan@example.com',
  plaintiffAddress: '18 Pecan St, Austin, TX 78701',
  plaintiffPhone: '512-555-0142',
  defendantName: 'Hill Country Rentals LLC',
  defendantAddress: '900 Congress Ave, Austin, TX 78701',
  disputeDescription: 'I moved out on September 1 and gave my forwarding address; my $1,800 deposit was never returned.',
  amountClaimed: '1800.00',
  incidentDate: '2026-09-01',
  attemptedResolution: 'Emailed the landlord twice.',
  evidenceDescription: 'Lease, move-out photos, forwarding address letter',
  documentType: 'demand_letter',
  agreedToTerms: true,
  ...overrides,
});

const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

describe('payment → document', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let db: DataSource;

  const openCase = async (overrides: Record<string, unknown> = {}) =>
    (await request(t.http).post('/api/cases').set(bearer(owner.token)).send({ formData: form(overrides) }).expect(201)).body
      .id as string;
  const pay = async (caseId: string) => {
    const intent = await request(t.http).post('/api/create-payment-intent').set(bearer(owner.token)).send({ caseId }).expect(200);
    const confirmed = await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ clientSecret: intent.body.clientSecret, ...CARD })
      .expect(200);
    expect(confirmed.body.status).toBe('succeeded');
  };
  /** GET /download as the owner, the body as bytes. */
  const download = (caseId: string) =>
    request(t.http)
      .get(`/api/cases/${caseId}/download`)
      .set(bearer(owner.token))
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
  const getCase = async (caseId: string) => (await request(t.http).get(`/api/cases/${caseId}`).set(bearer(owner.token)).expect(200)).body;
  const waitForStatus = async (caseId: string, status: string, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const c = await getCase(caseId);
      if (c.status === status) return c;
      if (Date.now() > deadline) throw new Error(`case ${caseId} stayed ${c.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const countEvents = async (caseId: string, type: string) =>
    Number(
      (await db.query(`SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1 AND event_type = $2`, [`case-${caseId}`, type]))[0]
        .n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    await t.app.get(SubscriptionsService).start();
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
    owner = await registerUser(t.http, { name: 'Jordan Rivera' });
    other = await registerUser(t.http, { name: 'Someone Else' });
  }, 60_000);
  afterAll(() => t.close());

  it('drafts exactly one document after payment and serves it as a PDF', async () => {
    const caseId = await openCase();
    expect((await request(t.http).get(`/api/cases/${caseId}/generation`).set(bearer(owner.token)).expect(200)).body.stage).toBe(
      'awaiting_payment',
    );
    await pay(caseId);
    const done = await waitForStatus(caseId, 'completed');
    expect(done.documentUrl).toBe(`/api/cases/${caseId}/download`);
    expect(done.documentContent).toContain('Hill Country Rentals LLC');
    expect(done.documentContent).toContain('$1,800.00');
    expect(await countEvents(caseId, 'DocumentGenerated')).toBe(1);
    expect(await countEvents(caseId, 'DocumentGenerationStarted')).toBe(1);

    const status = await request(t.http).get(`/api/cases/${caseId}/generation`).set(bearer(owner.token)).expect(200);
    expect(status.body).toMatchObject({ stage: 'completed', lastError: null });

    const pdf = await download(caseId);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="legal-document-${caseId}.pdf"`);
    const body = pdf.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(body), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Jordan Rivera');
    expect(flat).toContain('Hill Country Rentals LLC');
    expect(flat).toContain('$1,800.00');
    expect(flat).toMatch(/Justice Court/);
    // The response deadline is a concrete date (30 days, or longer where a statute requires).
    expect(flat).toMatch(/(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, 20\d\d/);
  });

  it('keeps the print made by the job, so a download reads it; a changed print template prints again', async () => {
    const caseId = await openCase();
    await pay(caseId);
    await waitForStatus(caseId, 'completed');
    const revisionId = documentEventIds.revision(caseId);
    const stored = async () =>
      (await db.query(`SELECT html_sha256, pdf FROM document_pdfs WHERE revision_id = $1`, [revisionId]))[0] as
        | { html_sha256: Buffer; pdf: Buffer }
        | undefined;
    const kept = (await stored())!;
    // Sealed with the owner's key (docs/adr/129): the table holds no PDF bytes.
    expect(kept.pdf[0]).toBe(1);
    expect(kept.pdf.includes('%PDF-')).toBe(false);

    const renderer = t.app.get(PdfRendererService);
    const rendersBefore = renderer.stats().renders;
    const first = (await download(caseId)).body as Buffer;
    const second = (await download(caseId)).body as Buffer;
    expect(renderer.stats().renders).toBe(rendersBefore); // no print for either download
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(second.equals(first)).toBe(true);

    // A print of other HTML (as after a new print template) is not served: the revision is printed again.
    await db.query(`UPDATE document_pdfs SET html_sha256 = $2, pdf = 'stale' WHERE revision_id = $1`, [
      revisionId,
      Buffer.alloc(32, 1),
    ]);
    const reprinted = (await download(caseId)).body as Buffer;
    expect(renderer.stats().renders).toBe(rendersBefore + 1);
    expect(reprinted.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await stored())!.html_sha256.equals(kept.html_sha256)).toBe(true);
  });

  it("answers 404 for another user's document and status", async () => {
    const caseId = await openCase();
    await pay(caseId);
    await waitForStatus(caseId, 'completed');
    await request(t.http).get(`/api/cases/${caseId}/download`).set(bearer(other.token)).expect(404);
    await request(t.http).get(`/api/cases/${caseId}/generation`).set(bearer(other.token)).expect(404);
    await request(t.http).post(`/api/cases/${caseId}/generate`).set(bearer(other.token)).expect(404);
    await request(t.http).get(`/api/cases/${caseId}/download`).expect(401);
  });

  it('refuses to generate before payment and does nothing more once completed', async () => {
    const pending = await openCase();
    const res = await request(t.http).post(`/api/cases/${pending}/generate`).set(bearer(owner.token)).expect(409);
    expect(res.body.message).toMatch(/paid/);
    await request(t.http).get(`/api/cases/${pending}/download`).set(bearer(owner.token)).expect(404);

    const paid = await openCase();
    await pay(paid);
    await waitForStatus(paid, 'completed');
    const again = await request(t.http).post(`/api/cases/${paid}/generate`).set(bearer(owner.token)).expect(202);
    expect(again.body.stage).toBe('completed');
    expect(await countEvents(paid, 'DocumentGenerated')).toBe(1);
  });

  it('records failed attempts, leaves the job failed, and the owner retry then succeeds', async () => {
    const drafter = t.app.get(DocumentDrafterService);
    const spy = jest.spyOn(drafter, 'draft').mockRejectedValue(new Error('drafting service unavailable'));
    try {
      const caseId = await openCase({ caseType: 'unpaid-work', state: 'NY', defendantName: 'Brooklyn Media Co' });
      await pay(caseId);
      const deadline = Date.now() + 20_000;
      let status;
      do {
        await new Promise((r) => setTimeout(r, 100));
        status = (await request(t.http).get(`/api/cases/${caseId}/generation`).set(bearer(owner.token)).expect(200)).body;
      } while (status.stage !== 'failed' && Date.now() < deadline);
      expect(status).toMatchObject({ stage: 'failed', lastError: 'drafting service unavailable', attempts: GENERATE_DOCUMENT_ATTEMPTS });
      expect(await countEvents(caseId, 'DocumentGenerationFailed')).toBe(GENERATE_DOCUMENT_ATTEMPTS);
      const finals = await db.query(
        `SELECT data->>'final' AS final FROM es.events WHERE stream_id = $1 AND event_type = 'DocumentGenerationFailed' ORDER BY stream_position`,
        [`case-${caseId}`],
      );
      expect(finals.map((r: { final: string }) => r.final)).toEqual([
        ...Array<string>(GENERATE_DOCUMENT_ATTEMPTS - 1).fill('false'),
        'true',
      ]);

      spy.mockRestore();
      const retried = await request(t.http).post(`/api/cases/${caseId}/generate`).set(bearer(owner.token)).expect(202);
      expect(['queued', 'drafting', 'rendering', 'completed']).toContain(retried.body.stage);
      // A second click while the retry is pending queues nothing more.
      await request(t.http).post(`/api/cases/${caseId}/generate`).set(bearer(owner.token)).expect(202);
      await waitForStatus(caseId, 'completed');
      expect(await countEvents(caseId, 'DocumentGenerated')).toBe(1);
      const jobs = await db.query(`SELECT count(*)::int AS n FROM jobs WHERE payload->>'caseId' = $1`, [caseId]);
      expect(jobs[0].n).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});
