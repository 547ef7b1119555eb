/** What other contexts may use of documents (docs/architecture rule 4): the drafting and printing services. */
export { DocumentsModule } from './documents.module';
export { DocumentDrafterService } from './drafting/document-drafter.service';
export { PdfRendererService } from './pdf/pdf-renderer';
export { draftFinalNotice, FINAL_NOTICE_DAYS, type SentRecord } from './drafting/court-steps';
export { draftFinalNoticeReadingCopy, type FinalNoticeCopyInput } from './reading-copy/final-notice-copy';
export { FILLED_OFFICIAL_FORMS } from './drafting/court-forms';
export {
  draftEscalationPackage,
  type EscalationPackageInput,
  type ExhibitLetter,
} from './drafting/escalation-package';
export { type ReadingCopy, draftReadingCopy } from './reading-copy/reading-copy';
export { pdfFilename } from './pdf/pdf-renderer';
