import { Module } from '@nestjs/common';
import { CasesModule } from '../../cases.module';
import { DocumentsModule } from '../../../documents/index';
import { DocumentPdfStore } from '../pdf/document-pdf-store';
import { CaseDocumentQueries } from './case-document-queries';
import { CaseDocumentsController } from './case-documents.http.controller';

/** Several documents per case (ADR 180): the per-document routes; commands go to the revisions' handlers. */
@Module({
  imports: [DocumentsModule, CasesModule],
  controllers: [CaseDocumentsController],
  providers: [CaseDocumentQueries, DocumentPdfStore],
  exports: [CaseDocumentQueries],
})
export class CaseDocumentsModule {}
