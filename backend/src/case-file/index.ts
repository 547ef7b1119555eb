// The public surface of cases/ (docs/architecture.md, rule 3): other contexts import from here, from its
// *.events.ts or its *.command.ts, never from its other files. Add an export when another context needs one.
// The mailing context decides its events on the case stream with a decider that folds the case through
// `evolveCase`, so it never reaches into the case's internals.

export { MAX_REFERRAL_NOTES_CHARS } from './intake/attorney-referral/attorney-referral.decide';
export { CaseCommand } from './case.decide';
export { caseDecider } from './case.decider';
export {
  Case,
  CaseLaterDocument,
  CaseRevision,
  evolveCase,
  initialCaseState,
  laterDocument,
  laterDocumentOfKind,
} from './case';
export {
  AgreementForm,
  CASE_TYPES,
  CASE_TYPE_LABELS,
  CaseDetails,
  CaseType,
  ClaimantKind,
  DOCUMENT_TYPES,
  claimantKindOf,
} from '../claim/case.types';
export { CasesModule } from './cases.module';
export { CASE_ID, CaseQueries } from './intake/get-case/case-queries';
export { foldCase, loadCase } from './load-case';
export {
  caseEventSchemaVersion,
  caseStreamId,
  CASE_DOCUMENT_KINDS,
  CASE_EVENT_TYPES,
  type CaseDocumentDrafted,
  type CaseDocumentKind,
  type CaseEvent,
  type CaseEventType,
} from './case.events';
export { CaseCoverage, CaseCoverer } from './intake/open-case/case-coverage.port';
export { CheckoutCustomers, CheckoutCustomerSource, PlanCover } from './checkout/checkout-customer.port';
export { OwnCaseGuard } from './own-case.guard';
export { ownerCheckedCaseDecider } from './owner-checked-case-decider';
export {
  MAX_EDIT_SUMMARY_CHARS,
  MAX_REVISION_CHARS,
  validEditSummary,
  validRevisionContent,
} from './document/revisions/revision.decide';

// Read models (read-models/): other contexts read them through here.
export { type CaseDetailsRow } from './read-models/case-details/case-details.entity';
export { CASES_VIEW } from './read-models/case-details/case-details.projection';
export { CASE_COLUMNS } from './read-models/case-details/case-details.row';
export { PAYMENTS_VIEW } from './read-models/payments/payments.projection';
export { CASE_DOCUMENT_REVISION_COLUMNS } from './read-models/revisions/case-document-revision.row';
export { CASE_DOCUMENT_REVISIONS_VIEW } from './read-models/revisions/case-document-revisions.projection';
export { type DocumentRevisionRow, REVISION_SELECT, revisionOf } from './read-models/revisions/document-revision.entity';
export { REVISION_COLUMNS } from './read-models/revisions/document-revision.row';
export { DOCUMENT_REVISIONS_VIEW } from './read-models/revisions/document-revisions.projection';
