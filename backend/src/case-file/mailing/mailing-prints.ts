import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DocumentDrafterService, PdfRendererService } from '../../documents';
import { execSql } from '../../database/sql';
import { EventStore } from '../../event-store/event-store';
import { MAILING_PROOF_LABEL, openMailingProof } from './mailing-proof-seal';
import { pdfPageCount } from './letter-pages';
import { addressLines, type PostalAddress } from './postal-address';

export interface StoredProof {
  sha256: string;
  pageCount: number;
  pdf: Buffer;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The address page the provider inserts before the letter for a double-window #10 envelope (Lob's
 * `insert_blank_page`): the return address in the upper window, the recipient in the lower one. Shown in the
 * preview so the claimant sees every page as it will print; the provider prints it, so it is not in the proof.
 */
function addressPageHtml(from: PostalAddress, to: PostalAddress): string {
  const block = (a: PostalAddress) => addressLines(a).map(escape).join('<br>');
  return `<section class="mail-address-page" aria-label="Address page (printed by the mail service)">
<div class="window return">${block(from)}</div>
<div class="window recipient">${block(to)}</div>
<p class="mail-note">This page is added by the mail service for the envelope windows. Your letter starts on the next page.</p>
</section><div class="page-break"></div>`;
}

const ADDRESS_PAGE_CSS = `<style>
.mail-address-page { position: relative; height: 9.4in; font-family: Arial, Helvetica, sans-serif; font-size: 10pt; line-height: 1.3; }
.mail-address-page .window { position: absolute; left: 0; padding: 0.08in 0.12in; border: 1px dashed #8a8f98; }
.mail-address-page .return { top: -0.3in; width: 3.2in; min-height: 0.8in; }
.mail-address-page .recipient { top: 1.0in; width: 3.9in; min-height: 1in; font-size: 11pt; }
.mail-address-page .mail-note { position: absolute; bottom: 0; color: #555; font-size: 9pt; }
</style>`;

/**
 * Prints of mailed letters (issue 28): the letter pages as the provider receives them, and the preview (the address
 * page, then those pages). The PDF a mailing sends is stored once, before the provider is called, with its SHA-256:
 * that is the proof the claimant downloads and a retried job sends the same bytes again.
 */
@Injectable()
export class MailingPrints implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailingPrints.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly drafter: DocumentDrafterService,
    private readonly renderer: PdfRendererService,
    private readonly store: EventStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sealStoredProofs();
  }

  /**
   * Seals proofs stored before they were sealed (`subject_id` null) with their case owner's key (docs/adr/129), then
   * rewrites the table so the plain PDFs leave its files. Idempotent; only rows still unsealed are replaced.
   */
  async sealStoredProofs(): Promise<number> {
    let sealed = 0;
    for (;;) {
      const { rows } = await execSql<{ mailing_id: string; case_id: string; pdf: Buffer }>(
        this.dataSource,
        `SELECT mailing_id, case_id::text AS case_id, pdf FROM mailing_proofs WHERE subject_id IS NULL
          ORDER BY mailing_id LIMIT 20`,
      );
      if (rows.length === 0) break;
      const values = this.store.sealedValues;
      const owners = await values.streamOwners(rows.map((r) => `case-${r.case_id}`));
      const ring = await values.keyring(owners.values(), { forSealing: true });
      for (const row of rows) {
        const owner = owners.get(`case-${row.case_id}`);
        // A case with no owner left to seal for: nobody may read its proof any more.
        if (!owner)
          await execSql(this.dataSource, `DELETE FROM mailing_proofs WHERE mailing_id = $1`, [
            row.mailing_id,
          ]);
        else
          await execSql(
            this.dataSource,
            `UPDATE mailing_proofs SET subject_id = $2, pdf = $3 WHERE mailing_id = $1 AND subject_id IS NULL`,
            [row.mailing_id, owner, ring.sealBytes(owner, MAILING_PROOF_LABEL, row.pdf)],
          );
      }
      sealed += rows.length;
    }
    if (sealed === 0) return 0;
    try {
      await execSql(this.dataSource, 'VACUUM FULL mailing_proofs');
    } catch (error) {
      this.logger.warn(
        { error: String(error) },
        'Mailing: proofs sealed, but the table could not be rewritten',
      );
    }
    this.logger.log({ sealed }, 'Mailing: stored proofs are now sealed');
    return sealed;
  }

  async letterPdf(title: string, letter: string): Promise<Buffer> {
    const printed = await this.renderer.render(this.drafter.renderHtml({ title, content: letter }));
    return Buffer.from(printed.buffer, printed.byteOffset, printed.byteLength);
  }

  async previewPdf(title: string, letter: string, from: PostalAddress, to: PostalAddress): Promise<Buffer> {
    const html = this.drafter
      .renderHtml({ title, content: letter })
      .replace('</head>', `${ADDRESS_PAGE_CSS}</head>`)
      .replace('<main>', `<main>${addressPageHtml(from, to)}`);
    const printed = await this.renderer.render(html);
    return Buffer.from(printed.buffer, printed.byteOffset, printed.byteLength);
  }

  /** Keeps the mailing's PDF unless one is kept already, and answers the kept one (the first print wins). */
  async keep(mailingId: string, caseId: string, ownerId: string, pdf: Buffer): Promise<StoredProof> {
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    // Sealed with the case owner's key (docs/adr/129): once it is erased, no file holds a readable letter.
    const ring = await this.store.sealedValues.keyring([ownerId], { forSealing: true });
    await execSql(
      this.dataSource,
      `INSERT INTO mailing_proofs (mailing_id, case_id, subject_id, sha256, page_count, pdf)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (mailing_id) DO NOTHING`,
      [
        mailingId,
        caseId,
        ownerId,
        sha256,
        pdfPageCount(pdf),
        ring.sealBytes(ownerId, MAILING_PROOF_LABEL, pdf),
      ],
    );
    const kept = await this.proof(mailingId);
    if (!kept) throw new Error(`The proof of mailing ${mailingId} vanished`);
    return kept;
  }

  async proof(mailingId: string): Promise<StoredProof | null> {
    const { rows } = await execSql<{
      sha256: string;
      page_count: number;
      subject_id: string | null;
      pdf: Buffer;
    }>(
      this.dataSource,
      `SELECT sha256, page_count, subject_id, pdf FROM mailing_proofs WHERE mailing_id = $1`,
      [mailingId],
    );
    const row = rows[0];
    const pdf = row && (await openMailingProof(this.store.sealedValues, row.subject_id, row.pdf));
    return row && pdf ? { sha256: row.sha256, pageCount: row.page_count, pdf } : null;
  }
}
