import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DocumentDrafterService } from '../drafting/document-drafter.service';
import { PdfRendererService } from './pdf-renderer';

export interface StoredRevision {
  id: string;
  title: string;
  content: string;
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
  ) {}

  /** Keeps a print of a revision's HTML. Replaces an older print of different HTML. */
  async store(revisionId: string, html: string, pdf: Uint8Array): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO document_pdfs (revision_id, html_sha256, pdf) VALUES ($1, $2, $3)
       ON CONFLICT (revision_id) DO UPDATE SET html_sha256 = EXCLUDED.html_sha256, pdf = EXCLUDED.pdf, created_at = now()
         WHERE document_pdfs.html_sha256 <> EXCLUDED.html_sha256`,
      [revisionId, htmlHash(html), Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)],
    );
  }

  /**
   * SHA-256 of each revision's HTML as this process renders it. A revision's title and text never change and the
   * print template is fixed for the life of the process, so a download of a known revision skips rendering the
   * HTML only to hash it. Bounded: the oldest entries go first.
   */
  private readonly htmlHashes = new Map<string, Buffer>();

  /** The revision as a PDF: the stored print when its HTML is unchanged, else a fresh print (then stored). */
  async pdfOf(revision: StoredRevision): Promise<Buffer> {
    let html: string | undefined;
    let hash = this.htmlHashes.get(revision.id);
    if (!hash) {
      html = this.drafter.renderHtml({ title: revision.title, content: revision.content });
      hash = htmlHash(html);
      this.rememberHash(revision.id, hash);
    }
    const rows: { pdf: Buffer }[] = await this.dataSource.query(
      `SELECT pdf FROM document_pdfs WHERE revision_id = $1 AND html_sha256 = $2`,
      [revision.id, hash],
    );
    if (rows[0]) return rows[0].pdf;
    html ??= this.drafter.renderHtml({ title: revision.title, content: revision.content });
    const printed = await this.renderer.render(html);
    await this.store(revision.id, html, printed);
    return Buffer.from(printed.buffer, printed.byteOffset, printed.byteLength);
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

const htmlHash = (html: string) => createHash('sha256').update(html, 'utf8').digest();
