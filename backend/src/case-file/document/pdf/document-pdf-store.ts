import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { REVISION_COLUMNS } from '../../read-models/revisions/document-revision.row';
import { EventStore } from '../../../event-store/event-store';
import { DocumentDrafterService } from '../../../documents/index';
import { PdfRendererService } from '../../../documents/index';

export interface StoredRevision {
  id: string;
  title: string;
  content: string;
  /** The case's owner: the print is sealed with their key (docs/adr/129). */
  subjectId: string;
}

/** Where a print is sealed: with the subject, it is bound to the ciphertext (docs/adr/129). */
const PDF_LABEL = 'document_pdfs.pdf';

/** A print kept for a revision: the hash of the HTML it was printed from, and the PDF. */
export interface KeptPrint {
  htmlSha256: Buffer;
  pdf: Buffer;
}

/** The light first read of a download: who owns the case, its active revision and the hash of that one's print. */
export interface CaseDownload {
  ownerId: string;
  /** null until the case has a document */
  revisionId: string | null;
  keptHtmlSha256: Buffer | null;
}

/**
 * Printed PDFs, one per revision, in PostgreSQL (`document_pdfs`). The generation job stores the print it already
 * makes as its check, so a download is a read and an API process does not need Chromium for it. Each print is keyed
 * by the SHA-256 of the HTML it was printed from: a revision whose HTML changes (a new print template after a
 * deploy) is printed again, never served stale.
 */
@Injectable()
export class DocumentPdfStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly drafter: DocumentDrafterService,
    private readonly renderer: PdfRendererService,
    private readonly events: EventStore,
  ) {}

  /**
   * Keeps a print of a revision's HTML, sealed with the case owner's key (docs/adr/129): once the key is erased, the
   * print in the table, its dead tuples and the WAL is ciphertext. Replaces an older print of different HTML.
   */
  async store(revisionId: string, html: string, pdf: Uint8Array, subjectId: string): Promise<void> {
    const ring = await this.events.sealedValues.keyring([subjectId], { forSealing: true });
    await this.dataSource.query(
      `INSERT INTO document_pdfs (revision_id, html_sha256, subject_id, pdf) VALUES ($1, $2, $3, $4)
       ON CONFLICT (revision_id) DO UPDATE SET html_sha256 = EXCLUDED.html_sha256, subject_id = EXCLUDED.subject_id,
                                               pdf = EXCLUDED.pdf, created_at = now()
         WHERE document_pdfs.html_sha256 <> EXCLUDED.html_sha256`,
      [revisionId, htmlHash(html), subjectId, ring.sealBytes(subjectId, PDF_LABEL, pdf)],
    );
  }

  /** A stored print opened with its subject's key; null once the key is erased, or if it does not open (printed again). */
  private async openPdf(subjectId: string, stored: Buffer): Promise<Buffer | null> {
    const ring = await this.events.sealedValues.keyring([subjectId]);
    try {
      return ring.openBytes(subjectId, PDF_LABEL, stored) ?? null;
    } catch {
      return null;
    }
  }

  /**
   * SHA-256 of each revision's HTML as this process renders it. A revision's title and text never change and the
   * print template is fixed for the life of the process, so a download of a known revision skips rendering the
   * HTML only to hash it. Bounded: the oldest entries go first.
   */
  private readonly htmlHashes = new Map<string, Buffer>();

  /**
   * Recent prints in memory, by revision (each the print of the HTML hash this process computes for it): a repeat
   * download of a revision is then a small query and no `bytea` transfer. Bounded by bytes, oldest out first.
   */
  private readonly recentPdfs = new Map<string, Buffer>();
  private recentPdfBytes = 0;

  /** The first read of a download, without the text or the PDF: null when there is no such case. */
  async findCaseDownload(caseId: string): Promise<CaseDownload | null> {
    const rows: { user_id: string; id: string | null; html_sha256: Buffer | null }[] =
      await this.dataSource.query(
        `SELECT c.user_id, r.id, p.html_sha256
         FROM rm_cases c
         LEFT JOIN rm_document_revisions r ON r.case_id = c.id AND r.is_active AND c.document_url IS NOT NULL
         LEFT JOIN document_pdfs p ON p.revision_id = r.id
        WHERE c.id = $1`,
        [caseId],
      );
    const row = rows[0];
    if (!row) return null;
    return { ownerId: row.user_id, revisionId: row.id, keptHtmlSha256: row.html_sha256 };
  }

  /** The active revision's PDF for a download found above (after its access check). */
  async activePdf(download: CaseDownload & { revisionId: string }): Promise<Buffer> {
    const hash = this.htmlHashes.get(download.revisionId);
    const recent = this.recentPdfs.get(download.revisionId);
    if (recent && hash && download.keptHtmlSha256?.equals(hash)) return recent;
    const stored: {
      subject_id: string | null;
      title: string;
      content: string;
      html_sha256: Buffer | null;
      pdf_subject: string | null;
      pdf: Buffer | null;
    }[] = await this.dataSource.query(
      `SELECT r.subject_id, r.title, r.content, p.html_sha256, p.subject_id AS pdf_subject, p.pdf
           FROM rm_document_revisions r LEFT JOIN document_pdfs p ON p.revision_id = r.id
          WHERE r.id = $1`,
      [download.revisionId],
    );
    // The letter is sealed with the case owner's key (docs/adr/127).
    const [row] = await REVISION_COLUMNS.open(this.events.sealedValues, stored);
    if (!row) throw new Error(`Revision ${download.revisionId} disappeared from the read model`);
    const kept =
      row.html_sha256 && row.pdf && row.pdf_subject ? await this.openPdf(row.pdf_subject, row.pdf) : null;
    const pdf = await this.pdfOf(
      { id: download.revisionId, title: row.title, content: row.content, subjectId: download.ownerId },
      row.html_sha256 && kept ? { htmlSha256: row.html_sha256, pdf: kept } : null,
    );
    this.rememberPdf(download.revisionId, pdf);
    return pdf;
  }

  /**
   * The revision as a PDF: the stored print when its HTML is unchanged, else a fresh print (then stored). `kept`
   * is the print already read with the revision, if the caller has it.
   */
  async pdfOf(revision: StoredRevision, kept?: KeptPrint | null): Promise<Buffer> {
    let html: string | undefined;
    let hash = this.htmlHashes.get(revision.id);
    if (!hash) {
      html = this.drafter.renderHtml({ title: revision.title, content: revision.content });
      hash = htmlHash(html);
      this.rememberHash(revision.id, hash);
    }
    if (kept?.htmlSha256.equals(hash)) return kept.pdf;
    const rows: { subject_id: string | null; pdf: Buffer }[] =
      kept === undefined
        ? await this.dataSource.query(
            `SELECT subject_id, pdf FROM document_pdfs WHERE revision_id = $1 AND html_sha256 = $2`,
            [revision.id, hash],
          )
        : [];
    const stored = rows[0]?.subject_id ? await this.openPdf(rows[0].subject_id, rows[0].pdf) : null;
    if (stored) return stored;
    html ??= this.drafter.renderHtml({ title: revision.title, content: revision.content });
    const printed = await this.renderer.render(html);
    await this.store(revision.id, html, printed, revision.subjectId);
    return Buffer.from(printed.buffer, printed.byteOffset, printed.byteLength);
  }

  private rememberPdf(revisionId: string, pdf: Buffer): void {
    if (pdf.byteLength > MAX_RECENT_PDF_BYTES / 8) return;
    const previous = this.recentPdfs.get(revisionId);
    if (previous) this.recentPdfBytes -= previous.byteLength;
    this.recentPdfs.delete(revisionId);
    while (this.recentPdfBytes + pdf.byteLength > MAX_RECENT_PDF_BYTES) {
      const oldest = this.recentPdfs.keys().next().value;
      if (oldest === undefined) break;
      this.recentPdfBytes -= this.recentPdfs.get(oldest)!.byteLength;
      this.recentPdfs.delete(oldest);
    }
    this.recentPdfs.set(revisionId, pdf);
    this.recentPdfBytes += pdf.byteLength;
  }

  private rememberHash(revisionId: string, hash: Buffer): void {
    if (this.htmlHashes.size >= MAX_REMEMBERED_HASHES) {
      const oldest = this.htmlHashes.keys().next().value;
      if (oldest !== undefined) this.htmlHashes.delete(oldest);
    }
    this.htmlHashes.set(revisionId, hash);
  }
}

const MAX_REMEMBERED_HASHES = 5_000;
/** 32 MB of recent prints per API process (about 600 letters). */
const MAX_RECENT_PDF_BYTES = 32 * 1024 * 1024;

const htmlHash = (html: string) => createHash('sha256').update(html, 'utf8').digest();
