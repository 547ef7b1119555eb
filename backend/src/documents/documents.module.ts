import { Module } from '@nestjs/common';
import { DocumentDrafterService } from './drafting/document-drafter.service';
import { PdfRendererService } from './pdf/pdf-renderer';

/**
 * Drafting and PDF rendering (issue 7 items 1-3 and 5). Needs APP_CONFIG (global). The process manager, the
 * generate/download endpoints and the pages are wired elsewhere and only use the two exported services.
 */
@Module({
  providers: [DocumentDrafterService, PdfRendererService],
  exports: [DocumentDrafterService, PdfRendererService],
})
export class DocumentsModule {}
