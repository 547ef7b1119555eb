import request from 'supertest';
import { extractText } from 'unpdf';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { READING_COPY_MARK, SPANISH_DISCLAIMER } from '../../common/glossary';
import { JobsService } from '../../jobs/jobs.service';
import { bearer, registerUser, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Issue 33: GET /api/cases/:id/reading-copy, the owner's Spanish reading copy, rebuilt from the case's events. */

const form = () => ({
  caseType: 'security-deposit',
  state: 'NY',
  plaintiffName: 'Ana Ortiz',
  plaintiffEmail: 'ana@example.com',
  plaintiffAddress: '5 Court St, Brooklyn, NY 11201',
  plaintiffPhone: '718-555-0101',
  defendantName: 'Brightline Properties LLC',
  defendantAddress: '100 Broadway, New York, NY 10005',
  disputeDescription:
    'I moved out of 12 Elm Street on September 1, 2026 and left the unit clean. My $1,800 deposit was not returned.',
  amountClaimed: '1800.00',
  incidentDate: '2026-09-01',
  attemptedResolution: 'Two reminders by email.',
  evidenceDescription: 'Lease, move-out photos',
  documentType: 'demand_letter',
  agreedToTerms: true,
});
const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

describe('Spanish reading copy API', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let caseId: string;
  const as = (u: RegisteredUser) => bearer(u.token);
  const pdfOf = (path: string, user = owner) =>
    request(t.http)
      .get(path)
      .set(as(user))
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
  const textOf = async (path: string) => {
    const res = await pdfOf(path).expect(200);
    return (await extractText(new Uint8Array(res.body as Buffer), { mergePages: true })).text.replace(
      /\s+/g,
      ' ',
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(SubscriptionsService).start();
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
    owner = await registerUser(t.http, { name: 'Ana Ortiz' });
    other = await registerUser(t.http, { name: 'Someone Else' });
    caseId = (await request(t.http).post('/api/cases').set(as(owner)).send({ formData: form() }).expect(201))
      .body.id as string;
    // Before the document exists: 404, nothing to translate yet.
    await request(t.http).get(`/api/cases/${caseId}/reading-copy`).set(as(owner)).expect(404);
    const intent = await request(t.http)
      .post('/api/create-payment-intent')
      .set(as(owner))
      .send({ caseId })
      .expect(200);
    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ clientSecret: intent.body.clientSecret, ...CARD })
      .expect(200);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const c = (await request(t.http).get(`/api/cases/${caseId}`).set(as(owner)).expect(200)).body as {
        status: string;
      };
      if (c.status === 'completed') break;
      if (Date.now() > deadline) throw new Error(`case stayed ${c.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 90_000);
  afterAll(() => t.close());

  it('the owner gets a PDF marked as a translation, with the amounts and the date of the English letter', async () => {
    const res = await pdfOf(`/api/cases/${caseId}/reading-copy`).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="copia-de-referencia-${caseId}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [english, spanish] = await Promise.all([
      textOf(`/api/cases/${caseId}/download`),
      textOf(`/api/cases/${caseId}/reading-copy`),
    ]);
    expect(spanish).toContain(READING_COPY_MARK);
    expect(spanish).toContain(SPANISH_DISCLAIMER);
    expect(spanish).toContain('$1,800.00');
    const letterDate = /Prepared ([A-Z][a-z]+ \d{1,2}, \d{4})\./.exec(english)?.[1];
    expect(letterDate).toBeDefined();
    expect(spanish).toContain(`Fecha de la carta: ${letterDate}.`);
    expect(spanish).toContain('depósito de garantía');
  });

  it('after an edit, names the changed paragraph, left untranslated', async () => {
    const [first] = (await request(t.http).get(`/api/cases/${caseId}/revisions`).set(as(owner)).expect(200))
      .body as Array<{
      content: string;
    }>;
    const content = first!.content.replace(
      'Two reminders by email.',
      'I sent two reminders by email and one by text.',
    );
    expect(content).not.toBe(first!.content);
    await request(t.http)
      .post(`/api/cases/${caseId}/revisions`)
      .set(as(owner))
      .send({ content, editSummary: 'More reminders', baseVersion: '1.0' })
      .expect(201);
    const spanish = await textOf(`/api/cases/${caseId}/reading-copy`);
    expect(spanish).toContain('Cambios que usted hizo en la carta: no traducidos');
    expect(spanish).toMatch(/Párrafo \d+: "[^"]*I sent two reminders by email and one by text\./);
  });

  it("another user's case, an unknown id and a malformed id answer 404; a NUL byte or a lone surrogate 400", async () => {
    await request(t.http).get(`/api/cases/${caseId}/reading-copy`).set(as(other)).expect(404);
    await request(t.http)
      .get('/api/cases/7f1c9a52-7d4e-4b8a-9c61-2a5e8f0d7b13/reading-copy')
      .set(as(owner))
      .expect(404);
    await request(t.http).get('/api/cases/not-a-case/reading-copy').set(as(owner)).expect(404);
    await request(t.http).get('/api/cases/not-a-case%00/reading-copy').set(as(owner)).expect(400);
    await request(t.http).get('/api/cases/a%ED%A0%80/reading-copy').set(as(owner)).expect(400);
    await request(t.http).get(`/api/cases/${caseId}/reading-copy`).expect(401);
  });
});
