/**
 * What other contexts may use of documents (docs/architecture rule 4): the drafting and printing services, and the
 * calendar and mail-transit rule the letters' dates are computed with.
 */
export { DocumentsModule } from './documents.module';
export { DocumentDrafterService } from './drafting/document-drafter.service';
export { PdfRendererService } from './pdf/pdf-renderer';
export { addDays, formatLongDate, onOrNextBusinessDay } from './drafting/calendar';
export { MAIL_TRANSIT_DAYS } from './drafting/consumer-notices';
