/**
 * What other contexts may use of documents (docs/architecture rule 4): the drafting and printing services, and the
 * mail transit the letters' response dates allow for.
 */
export { DocumentsModule } from './documents.module';
export { DocumentDrafterService } from './drafting/document-drafter.service';
export { PdfRendererService } from './pdf/pdf-renderer';
export { MAIL_TRANSIT_DAYS } from './drafting/consumer-notices';
