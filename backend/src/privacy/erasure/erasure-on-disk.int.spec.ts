import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../database/embedded-postgres';
import { execSql } from '../../database/sql';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../../jobs/jobs.service';
import { bearer, markEmailVerified, TEST_PASSWORD, verifiedRoleSession, type RegisteredUser } from '../../testing/auth-helpers';
import { eventually } from '../../testing/event-store/pg-store';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fixtureAttorney, insertAttorneys } from '../../testing/attorneys/attorney-fixtures';
import { waitForMailing } from '../../testing/mailing/mailing-fixtures';
import { scanFiles, type Needle } from '../../testing/privacy/disk-scan';

/**
 * Account deletion against the files of its own PostgreSQL cluster (issue 26): after "Delete my account", every file
 * under the data directory (heap, indexes, TOAST, WAL) is searched for the person's markers and their wrapped key.
 * Short markers (text over ~2 KB is compressed by PostgreSQL and would hide a failure; the revision's marker rides
 * in a whole letter, so its edit summary carries one too), one per personal field the product lets a person fill in.
 */
const M = {
  accountName: 'Wendrigal',
  accountEmail: 'wendrigalbox',
  userAgent: 'Ukravent',
  plaintiffName: 'Ostravelle',
  plaintiffEmail: 'ostramailer',
  plaintiffStreet: 'Brombury',
  plaintiffPhone: '381-4426',
  defendantName: 'Kestrowind',
  defendantStreet: 'Pellicourt',
  description: 'Zanfolio',
  attempted: 'Mirravent',
  evidence: 'Tolvanic',
  revision: 'Quenstrade',
  editSummary: 'Orblique',
  cancelReason: 'Frelmont',
  ticketSubject: 'Vashtorin',
  ticketMessage: 'Glimmerock',
  ticketReply: 'Sprindlewax',
  referral: 'Drovantis',
  referralPhone: '381-7719',
  noticeEdit: 'Plumbrask',
  auditLookup: 'quindlevar',
};

/** The header of every PDF: the cluster holds only this person's, so none may be left once they are deleted. */
const PDF_HEADER = Buffer.from('%PDF-1.', 'latin1');

describe('account deletion holds on disk (its own PostgreSQL cluster)', () => {
  let dir: string;
  let pg: EmbeddedDatabase;
  let t: TestApp;
  let db: DataSource;
  let user: RegisteredUser;

  const post = (p: string, body: object = {}) => request(t.http).post(p).set(bearer(user.token)).send(body);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'suego-erasure-disk-'));
    pg = await startEmbeddedPostgres({ dir, persistent: false });
    t = await createTestApp({
      database: { url: pg.url, drop: async () => undefined },
      env: { AUTH_RATE_LIMIT: 'off' },
    });
    db = t.app.get(DataSource);
    await t.app.get(SubscriptionsService).start();
    t.app.get(JobsService).startWorker({ pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the erased key in no file and no marker, PDF header or key in any heap, index, TOAST or WAL file (docs/adr/127-129)', async () => {
    const email = `${M.accountEmail}@example.net`;
    const res = await request(t.http)
      .post('/api/auth/register')
      .set('User-Agent', `${M.userAgent}/1.0`)
      .send({ email, password: TEST_PASSWORD, name: `${M.accountName} Tamblin` })
      .expect(201);
    user = {
      token: res.body.token,
      user: res.body.user,
      email,
      password: TEST_PASSWORD,
      name: M.accountName,
    };

    await markEmailVerified(t, { id: user.user.id, email: user.email });
    await post('/api/create-subscription', { plan: 'suepro', promoCode: 'SUEGOFREE' }).expect(200);
    const caseId = (
      await post('/api/cases', {
        formData: {
          caseType: 'unpaid-work',
          state: 'NY',
          plaintiffName: `${M.plaintiffName} Tamblin`,
          plaintiffEmail: `${M.plaintiffEmail}@example.org`,
          plaintiffAddress: `12 ${M.plaintiffStreet} Lane\nBrooklyn, NY 11201`,
          plaintiffPhone: `212-${M.plaintiffPhone}`,
          defendantName: `${M.defendantName} Studio LLC`,
          defendantAddress: `100 ${M.defendantStreet} Street\nNew York, NY 10005`,
          disputeDescription: `Built the ${M.description} website; the invoice went unpaid.`,
          amountClaimed: '2500.00',
          incidentDate: '2026-08-01',
          attemptedResolution: `Phoned the ${M.attempted} office twice.`,
          evidenceDescription: `Signed ${M.evidence} contract.`,
          documentType: 'demand_letter',
          agreedToTerms: true,
        },
      }).expect(201)
    ).body.id as string;
    const deadline = Date.now() + 30_000;
    let doc: { status: string; documentContent: string };
    for (;;) {
      doc = (await request(t.http).get(`/api/cases/${caseId}`).set(bearer(user.token)).expect(200)).body;
      if (doc.status === 'completed') break;
      if (Date.now() > deadline) throw new Error(`case stayed ${doc.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await post(`/api/cases/${caseId}/revisions`, {
      content: `${doc.documentContent}\nP.S. ${M.revision} receipt enclosed.`,
      editSummary: `Added the ${M.editSummary} receipt`,
      baseVersion: '1.0',
    }).expect(201);
    await post(`/api/cases/${caseId}/mailings`, { service: 'certified' }).expect(201);
    await waitForMailing(t, user.token, caseId, (m) => m.status === 'mailed');
    // A later document (issue 30): the final notice after an outcome, edited, and its PDF printed and kept.
    await post(`/api/cases/${caseId}/outcome`, { outcome: 'no_response' }).expect(200);
    const notice = (await post(`/api/cases/${caseId}/final-notice`).expect(200)).body as {
      documentId: string;
      content: string;
    };
    await post(`/api/cases/${caseId}/documents/${notice.documentId}/revisions`, {
      content: `${notice.content}\nP.S. ${M.noticeEdit} photos enclosed.`,
      editSummary: `Added the ${M.noticeEdit} photos`,
      baseVersion: '1.0',
    }).expect(201);
    const printed = await request(t.http)
      .get(`/api/cases/${caseId}/documents/${notice.documentId}/download`)
      .set(bearer(user.token))
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect((printed.body as Buffer).subarray(0, PDF_HEADER.length).equals(PDF_HEADER)).toBe(true);
    const ticket = (
      await post('/api/support', {
        name: `${M.accountName} Tamblin`,
        email,
        subject: `${M.ticketSubject} question`,
        message: `Where is the ${M.ticketMessage} PDF?`,
      }).expect(201)
    ).body.id as string;
    await post(`/api/account/support-requests/${ticket}/replies`, {
      message: `Also ${M.ticketReply}.`,
    }).expect(201);
    await insertAttorneys(t, [fixtureAttorney({ state: 'NY' }), fixtureAttorney({ state: 'NY' })]);
    await post('/api/attorney-referrals', {
      caseType: 'contract',
      state: 'NY',
      description: `${M.referral}: the client will not pay`,
      contactEmail: email,
      contactPhone: `212-${M.referralPhone}`,
    }).expect(200);
    await post('/api/subscriptions/cancel', {
      immediate: false,
      reason: `Moving to ${M.cancelReason}`,
    }).expect(200);
    await request(t.http).post('/api/auth/password-reset').send({ email }).expect(202);
    // Later made an auditor, they search for an address that matches no account: the lookup log keeps what they typed
    // (docs/adr/132), sealed under their key like the event.
    user.token = await verifiedRoleSession(t, user.user.id, 'auditor');
    await request(t.http)
      .get(`/api/audit/cases?email=${M.auditLookup}%40example.com`)
      .set(bearer(user.token))
      .expect(200);
    await eventually(async () => {
      const { rows } = await execSql<{ n: number }>(
        db,
        `SELECT count(*)::int AS n FROM rm_audit_lookups WHERE auditor_id = $1 AND email IS NOT NULL`,
        [user.user.id],
      );
      return rows[0]!.n === 1;
    });

    const { rows: keyRows } = await execSql<{ wrapped_key: Buffer }>(
      db,
      `SELECT wrapped_key FROM privacy.subject_keys WHERE subject_id = $1`,
      [user.user.id],
    );
    // A canary written in plain text into a table of its own: the scan must find it in the heap and in the WAL, so
    // an empty result below means sealed, not unseen.
    const canary = 'Zorvexcanaryplaintext';
    await execSql(db, `CREATE TABLE scan_canary (t text)`);
    await execSql(db, `INSERT INTO scan_canary VALUES ($1)`, [canary]);
    const needles: Needle[] = [
      ...Object.entries(M).map(([label, text]) => ({ label, text })),
      { label: 'wrappedKey', bytes: keyRows[0]!.wrapped_key },
      { label: 'pdf', bytes: PDF_HEADER },
    ];
    await execSql(db, 'CHECKPOINT');
    const before = scanFiles(dir, [...needles, { label: 'canary', text: canary }]);
    expect(before.get('canary')?.some((f) => f.startsWith('pg_wal/'))).toBe(true);
    expect(before.get('canary')?.some((f) => f.startsWith('base/'))).toBe(true);
    // Every copy is sealed from its first write (ADRs 120, 127-129): even before the deletion no marker is in any
    // file; only the wrapped key is, in its table.
    expect([...before.keys()].sort()).toEqual(['canary', 'wrappedKey']);
    // PDFs (the letter's print, the mailed proof, the notice's print) were stored sealed from their first write
    // (docs/adr/129): no file, not even the WAL that recorded them, holds a PDF header. Stored plain (as before),
    // a PDF's first bytes stay literal even when PostgreSQL compresses it, so the scan would find them.
    expect(before.get('pdf') ?? []).toEqual([]);
    const pdfCount = await execSql<{ n: number }>(
      db,
      `SELECT (SELECT count(*) FROM document_pdfs)::int + (SELECT count(*) FROM mailing_proofs)::int AS n`,
    );
    expect(pdfCount.rows[0]!.n).toBeGreaterThanOrEqual(3);

    await post('/api/account/delete', { confirmEmail: email }).expect(204);
    const after = scanFiles(dir, needles);
    const relations = await relationsByFile(db);
    // No table is exempt any more (docs/adr/127–129): no marker, no PDF header and never the key in any heap, index,
    // TOAST or WAL file; each finding is named with the table it belongs to.
    const found = [...after].flatMap(([label, files]) =>
      files.map(
        (file) => `${label} in ${file} (${relations.get(path.basename(file).split(/[._]/)[0]!) ?? '?'})`,
      ),
    );
    expect(found).toEqual([]);
  }, 180_000);
});

/** Each relation file (by filenode) named by the table it belongs to (an index or TOAST table by its table). */
async function relationsByFile(db: DataSource): Promise<Map<string, string>> {
  const { rows } = await execSql<{
    oid: string;
    f: string | null;
    name: string;
    toast: string;
    indrelid: string | null;
  }>(
    db,
    `SELECT c.oid::text AS oid, pg_relation_filenode(c.oid)::text AS f, n.nspname || '.' || c.relname AS name,
            c.reltoastrelid::text AS toast, x.indrelid::text AS indrelid
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace LEFT JOIN pg_index x ON x.indexrelid = c.oid`,
  );
  const byOid = new Map(rows.map((r) => [r.oid, r]));
  const toastOwner = new Map(rows.filter((r) => r.toast !== '0').map((r) => [r.toast, r.oid]));
  const base = (oid: string): string => {
    const row = byOid.get(oid)!;
    if (row.indrelid) return base(row.indrelid);
    const owner = toastOwner.get(oid);
    return owner ? base(owner) : row.name;
  };
  return new Map(rows.filter((r) => r.f !== null).map((r) => [r.f!, base(r.oid)]));
}
