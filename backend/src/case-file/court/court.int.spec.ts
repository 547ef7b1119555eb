import request from 'supertest';
import { DataSource } from 'typeorm';
import { extractText, getDocumentProxy } from 'unpdf';
import { CASE_DOCUMENT_REVISION_COLUMNS } from '../read-models/revisions/case-document-revision.row';
import { execSql } from '../../database/sql';
import { EventStore } from '../../event-store/event-store';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../../jobs/jobs.service';
import { CARD, pdfBody, seedDocumentedCase, waitForMailing } from '../../testing/mailing/mailing-fixtures';
import { bearer, registerUser, staffBearer, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

interface Doc {
  id: string;
  kind: string;
  first: boolean;
  title: string;
  activeVersion: string;
  activeRevisionId: string;
}
interface Rev {
  id: string;
  version: string;
  content: string;
  isActive: boolean;
}

/**
 * Several documents per case (ADR 180) and the final notice (ADR 181), on one app and database: the notice after
 * "no response", its own revision line, PDF, My Documents card, export, audit summary, mailing and erasure.
 */
describe('court: several documents per case and the final notice', () => {
  let t: TestApp;
  let db: DataSource;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let caseId: string;
  let firstId: string;
  let noticeId: string;

  const as = (u: { token: string }) => bearer(u.token);
  const get = (path: string, user: { token: string } = owner) => request(t.http).get(path).set(as(user));
  const post = (path: string, body: object = {}, user: { token: string } = owner) =>
    request(t.http).post(path).set(as(user)).send(body);
  const docs = () => `/api/cases/${caseId}/documents`;
  const revisions = async (documentId: string): Promise<Rev[]> =>
    (await get(`${docs()}/${documentId}/revisions`).expect(200)).body as Rev[];
  const pdfText = async (path: string) =>
    (
      await extractText(new Uint8Array((await pdfBody(get(path)).expect(200)).body as Buffer), {
        mergePages: true,
      })
    ).text.replace(/\s+/g, ' ');

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    db = t.app.get(DataSource);
    await t.app.get(SubscriptionsService).start();
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
    owner = await registerUser(t.http, { name: 'Ana Ortiz' });
    other = await registerUser(t.http, { name: 'Someone Else' });
    ({ caseId, revisionId: firstId } = await seedDocumentedCase(t, owner.user.id, {
      plaintiffName: 'Ana Ortiz',
      defendantName: 'Brightline Studio LLC',
    }));
  }, 60_000);
  afterAll(() => t.close());

  it('drafts the final notice once, only after "paid in part", "refused" or "no response"', async () => {
    const early = await post(`/api/cases/${caseId}/final-notice`).expect(409);
    expect(early.body.message).toMatch(/record "paid in part", "refused" or "no response" first/);
    await post(`/api/cases/${caseId}/outcome`, { outcome: 'no_response' }).expect(200);

    const [a, b] = await Promise.all([
      post(`/api/cases/${caseId}/final-notice`),
      post(`/api/cases/${caseId}/final-notice`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.documentId).toBe(b.body.documentId); // a double click is one notice
    noticeId = a.body.documentId as string;
    expect(a.body).toMatchObject({ kind: 'final_notice', version: '1.0' });
    const today = new Date().toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(a.body.content).toContain('RE: FINAL NOTICE:');
    expect(a.body.content).toContain(`I sent you a demand letter dated ${today}.`); // no mailing recorded: its date
    expect(a.body.content).toContain('I have not received payment or any answer from you.');
    expect(a.body.content).toMatch(/small claims court in ([A-Z][a-z]+, )?New York/);
    const drafted = await db.query(
      `SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1 AND event_type = 'CaseDocumentDrafted'`,
      [`case-${caseId}`],
    );
    expect(drafted[0].n).toBe(1);
  });

  it('lists both documents; each has its own revision line, editor routes and PDF', async () => {
    const list = (await get(docs()).expect(200)).body as Doc[];
    expect(list.map((d) => [d.kind, d.first, d.activeVersion])).toEqual([
      ['demand_letter', true, '1.0'],
      ['final_notice', false, '1.0'],
    ]);
    expect(list[0]!.id).toBe(firstId);

    const [drafted] = await revisions(noticeId);
    const saved = await post(`${docs()}/${noticeId}/revisions`, {
      content: `${drafted!.content}\nP.S. Final notice edit.`,
      editSummary: 'Added a line',
      baseVersion: '1.0',
    }).expect(201);
    expect(saved.body).toMatchObject({ version: '1.1', isActive: true, documentId: noticeId });
    // The first document is untouched, on both its old and its new routes.
    expect((await get(`/api/cases/${caseId}/revisions`).expect(200)).body).toHaveLength(1);
    expect((await revisions(firstId)).map((r) => r.version)).toEqual(['1.0']);
    expect((await get(`/api/cases/${caseId}`).expect(200)).body.documentContent).not.toContain(
      'Final notice edit',
    );

    expect(await pdfText(`${docs()}/${noticeId}/download`)).toContain('P.S. Final notice edit.');
    await post(`${docs()}/${noticeId}/revisions`, {
      content: 'x',
      editSummary: 'stale',
      baseVersion: '1.0',
    }).expect(409);
    const back = await request(t.http)
      .put(`${docs()}/${noticeId}/revisions/${drafted!.id}/activate`)
      .set(as(owner))
      .expect(200);
    expect(back.body).toMatchObject({ version: '1.0', isActive: true });
    expect((await revisions(noticeId)).filter((r) => r.isActive).map((r) => r.version)).toEqual(['1.0']);
    expect(await pdfText(`${docs()}/${noticeId}/download`)).not.toContain('P.S. Final notice edit.');
    // A revision of one document cannot be activated through another.
    await request(t.http)
      .put(`${docs()}/${firstId}/revisions/${drafted!.id}/activate`)
      .set(as(owner))
      .expect(404);
  });

  it('prints the Spanish reading copy of the final notice for its owner only (issue 33, ADR 209)', async () => {
    const copy = await pdfText(`/api/cases/${caseId}/final-notice/reading-copy`);
    const english = await pdfText(`${docs()}/${noticeId}/download`);
    expect(copy).toContain('Traducción para su referencia — no envíe esta copia');
    expect(copy).toContain('SueGo no es un bufete de abogados');
    expect(copy).toContain('Traducción del aviso final (no lo envíe)');
    expect(copy).toContain('No he recibido ningún pago ni respuesta de usted.');
    // the English notice's own figures: what is owed and by when
    const [, owed, by] = /Amount due: (\$[\d,.]+)\. Please respond by ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(
      english,
    )!;
    expect(copy).toContain(`Monto adeudado: ${owed}. Por favor, responda a más tardar el ${by}.`);
    const staff = await staffBearer(t);
    await request(t.http).get(`/api/cases/${caseId}/final-notice/reading-copy`).set(staff).expect(404);
    await get(`/api/cases/${caseId}/final-notice/reading-copy`, other).expect(404);
    await get('/api/cases/not-a-uuid/final-notice/reading-copy').expect(404);
  });

  it('shows the notice in My Documents, the export and /audit', async () => {
    const mine = (await get('/api/cases/my-documents').expect(200)).body as {
      cases: { id: string; laterDocuments: { id: string; kind: string; version: string }[] }[];
    };
    expect(mine.cases.find((c) => c.id === caseId)?.laterDocuments).toEqual([
      expect.objectContaining({ id: noticeId, kind: 'final_notice', version: '1.0' }),
    ]);
    const exported = JSON.parse((await get('/api/account/export').buffer(true).expect(200)).text) as {
      cases: { case: { id: string }; laterDocumentVersions: { documentId: string; version: string }[] }[];
    };
    const versions = exported.cases.find((c) => c.case.id === caseId)?.laterDocumentVersions ?? [];
    expect(versions.map((v) => [v.documentId, v.version])).toEqual([
      [noticeId, '1.0'],
      [noticeId, '1.1'],
    ]);
    const staff = await staffBearer(t);
    const history = (await request(t.http).get(`/api/audit/cases/${caseId}/history`).set(staff).expect(200))
      .body as {
      events: { type: string; summary: string }[];
    };
    expect(history.events.find((e) => e.type === 'CaseDocumentDrafted')?.summary).toMatch(
      /^Final notice drafted: /,
    );
    expect(history.events.filter((e) => e.type === 'RevisionSaved').map((e) => e.summary)).toEqual([
      `Revision 1.1 of document ${noticeId.slice(0, 8)} saved (edited from 1.0): Added a line`,
    ]);
    // Staff read the documents, never write them.
    expect((await request(t.http).get(docs()).set(staff).expect(200)).body).toHaveLength(2);
    await request(t.http)
      .post(`${docs()}/${noticeId}/revisions`)
      .set(staff)
      .send({ content: 'x', editSummary: 'staff', baseVersion: '1.0' })
      .expect(404);
    await request(t.http).post(`/api/cases/${caseId}/final-notice`).set(staff).expect(404);
  });

  it("answers 404 to another user's case and a 400 naming the field to bad bodies", async () => {
    await get(docs(), other).expect(404);
    await get(`${docs()}/${noticeId}`, other).expect(404);
    await get(`${docs()}/${noticeId}/download`, other).expect(404);
    await post(`/api/cases/${caseId}/final-notice`, {}, other).expect(404);
    await post(
      `${docs()}/${noticeId}/revisions`,
      { content: 'x', editSummary: 'y', baseVersion: '1.0' },
      other,
    ).expect(404);
    await get(`${docs()}/not-a-document`).expect(404);
    await get('/api/cases/not-a-uuid/documents').expect(404);
    const base = { content: 'Fine', editSummary: 'Fine', baseVersion: '1.0' };
    const message = async (body: object) =>
      (await post(`${docs()}/${noticeId}/revisions`, body).expect(400)).body.message as string;
    expect(await message({ ...base, content: 'a\u0000b' })).toMatch(/^content/);
    expect(await message({ ...base, editSummary: '\ud800' })).toMatch(/^editSummary/);
    const deep = JSON.parse(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`) as object;
    await post(`${docs()}/${noticeId}/revisions`, deep).expect(400);
  });

  it('mails the final notice through the mailing context, at the mailing price', async () => {
    const created = await post(`/api/cases/${caseId}/mailings`, {
      service: 'first_class',
      documentId: noticeId,
    }).expect(201);
    expect(created.body.mailing).toMatchObject({
      status: 'awaiting_payment',
      documentId: noticeId,
      payment: 'card',
    });
    await request(t.http)
      .post('/api/sandbox/confirm')
      .send({ clientSecret: created.body.clientSecret, ...CARD })
      .expect(200);
    const mailed = await waitForMailing(t, owner.token, caseId, (m) => m.status === 'mailed');
    expect(mailed.documentId).toBe(noticeId);
    const proof = await pdfBody(get(`/api/cases/${caseId}/mailings/${mailed.id}/proof.pdf`)).expect(200);
    const text = (await extractText(new Uint8Array(proof.body as Buffer), { mergePages: true })).text;
    expect(text).toContain('FINAL NOTICE');
    expect(text).not.toContain('read this page first');
  });

  it("fills California's SC-100 from a case with its package: prefilled answers, saved once, editable, flattened", async () => {
    const claimant = await registerUser(t.http, { name: 'Nguyễn Văn An' });
    const { caseId: ca } = await seedDocumentedCase(t, claimant.user.id, {
      state: 'CA',
      documentType: 'small_claims',
      plaintiffName: 'Nguyễn Văn An',
      plaintiffAddress: '12 Oak Street\nFresno, CA 93701',
      defendantName: 'Łukasz Żółć',
      defendantAddress: '400 Market St\nFresno, CA 93702',
      amountCents: 300_000,
    });
    const sc100 = `/api/cases/${ca}/sc-100`;
    const form = (await get(sc100, claimant).expect(200)).body;
    expect(form).toMatchObject({
      revision: 'Rev. January 1, 2024',
      saved: false,
      over2500: true,
      answers: {
        plaintiffStreet: '12 Oak Street',
        plaintiffCity: 'Fresno',
        plaintiffZip: '93701',
        defendantZip: '93702',
        venue: 'a',
        venueZip: '93702',
      },
    });
    expect((await get(`/api/cases/${ca}/forms/SC-100.pdf`, claimant).expect(409)).body.message).toMatch(
      /^Answer the SC-100 questions first/,
    );

    const put = (body: object, user: { token: string } = claimant) =>
      request(t.http).put(sc100).set(as(user)).send(body);
    const answers = {
      ...form.answers,
      courtName: 'Superior Court of California, County of Fresno, B.F. Sisk Courthouse',
      courtStreet: '1130 O Street',
      courtCity: 'Fresno',
      courtZip: '93721',
      publicEntityClaimDate: undefined,
    };
    expect((await put(answers).expect(400)).body.message).toMatch(/^confirmsTwoClaimsOver2500: /);
    expect(
      (await put({ ...answers, confirmsTwoClaimsOver2500: true, courtZip: '9372' }).expect(400)).body.message,
    ).toMatch(/^courtZip must be a 5-digit ZIP code/);
    expect(
      (await put({ ...answers, confirmsTwoClaimsOver2500: true, agentName: 'CT Corporation' }).expect(400))
        .body.message,
    ).toMatch(/^agentStreet is required/);
    expect(
      (await put({ ...answers, confirmsTwoClaimsOver2500: true, courtName: 'a\u0000b' }).expect(400)).body
        .message,
    ).toMatch(/^courtName/);
    await put({ ...answers, confirmsTwoClaimsOver2500: true }, other).expect(404);
    const saved = (await put({ ...answers, confirmsTwoClaimsOver2500: true }).expect(200)).body;
    expect(saved).toMatchObject({ saved: true, answers: { courtZip: '93721' } });

    const text = async () =>
      (
        await extractText(
          // Quiet: pdf.js warns that it has no file for the form's standard fonts, which text extraction does not need.
          await getDocumentProxy(
            new Uint8Array(
              (await pdfBody(get(`/api/cases/${ca}/forms/SC-100.pdf`, claimant)).expect(200)).body as Buffer,
            ),
            { verbosity: 0 },
          ),
          { mergePages: true },
        )
      ).text;
    const first = await text();
    expect(first).toContain('Fresno, B.F. Sisk Courthouse');
    expect(first).not.toContain('County of Superior Court');
    expect(first).toContain('Nguyễn Văn An');
    expect(first).toContain('Łukasz Żółć');
    expect(first).toContain('3,000.00');
    // Edited and filled again.
    await put({ ...answers, confirmsTwoClaimsOver2500: true, courtStreet: '2317 Tuolumne Street' }).expect(
      200,
    );
    expect(await text()).toContain('2317 Tuolumne Street');

    const staff = await staffBearer(t);
    await request(t.http).get(sc100).set(staff).expect(200);
    await request(t.http)
      .put(sc100)
      .set(staff)
      .send({ ...answers, confirmsTwoClaimsOver2500: true })
      .expect(404);
    await get(sc100, other).expect(404);
    await get(`/api/cases/${ca}/forms/SC-100.pdf`, other).expect(404);
    // Not California: a worksheet, no SC-100.
    expect((await get(`/api/cases/${caseId}/sc-100`).expect(409)).body.message).toMatch(
      /California claim form/,
    );
  });

  it('keeps the later documents sealed with the owner\'s key, and erases them with the account: the rows read "[erased]"', async () => {
    const read = async () =>
      (
        await execSql<Record<string, unknown>>(
          db,
          `SELECT subject_id, title, content, edit_summary FROM rm_case_document_revisions WHERE case_id = $1`,
          [caseId],
        )
      ).rows;
    const stored = await read();
    expect(stored.length).toBeGreaterThan(0);
    // On disk only ciphertext (docs/adr/127): no column holds the notice's words.
    for (const row of stored) {
      expect(Buffer.isBuffer(row.content) && Buffer.isBuffer(row.title)).toBe(true);
      expect((row.content as Buffer).toString('latin1')).not.toMatch(/FINAL NOTICE|Final Notice/);
    }
    const opened = await CASE_DOCUMENT_REVISION_COLUMNS.open(
      t.app.get(EventStore).sealedValues,
      await read(),
    );
    expect(opened.some((r) => /final notice/i.test(String(r.title)))).toBe(true);

    await post('/api/account/delete', { confirmEmail: owner.email }).expect(204);
    const erased = await CASE_DOCUMENT_REVISION_COLUMNS.open(
      t.app.get(EventStore).sealedValues,
      await read(),
    );
    expect(new Set(erased.map((r) => r.content))).toEqual(new Set(['[erased]']));
    expect(new Set(erased.map((r) => r.title))).toEqual(new Set(['[erased]']));
  });
});
