import { CASE_TYPES, DOCUMENT_TYPES, type CaseDetails } from '../../claim/case.types';
import { draftTemplateDocument } from './draft-document';

const SAMPLE: CaseDetails = {
  caseType: 'other',
  state: 'CA',
  plaintiffName: 'Sample Claimant',
  plaintiffEmail: 'claimant@example.com',
  plaintiffAddress: '1 Sample Street\nSampletown, CA 90001',
  plaintiffPhone: '555-0100',
  defendantName: 'Sample Defendant',
  defendantAddress: '2 Sample Avenue\nSampletown, CA 90002',
  disputeDescription: 'Sample description.',
  amountCents: 100_000,
  incidentDate: '2026-01-15',
  attemptedResolution: 'Sample attempt.',
  evidenceDescription: 'Sample evidence, another item',
  documentType: 'demand_letter',
  agreedToTerms: true,
};

/**
 * Compiles every template and partial (Handlebars compiles lazily) by drafting one sample per case type and
 * document type. Call once at startup: it also proves the templates render before the first paid document.
 */
export function warmUpDrafting(today = '2026-02-01'): void {
  for (const caseType of CASE_TYPES) {
    for (const documentType of DOCUMENT_TYPES) {
      draftTemplateDocument({ caseId: 'warm-up', today, details: { ...SAMPLE, caseType, documentType } });
    }
  }
}
