// The public surface of cases/ (docs/architecture.md, rule 3): other contexts import from here, from its
// *.events.ts or its *.command.ts, never from its other files. Add an export when another context needs one.
// The mailing context decides its events on the case stream with a decider that folds the case through
// `evolveCase`, so it never reaches into the case's internals.

export { MAX_REFERRAL_NOTES_CHARS } from './intake/attorney-referral/attorney-referral.decide';
export { CaseCommand } from './case.decide';
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
export { loadCase } from './load-case';
export { decideOnCase, readCase, type DecideOnCaseOptions } from './case-file.decider';
export {
  CASE_FILE_EVENT_TYPES,
  isCaseFileEvent,
  type CaseFileEvent,
  type CaseFileEventType,
} from './case-file.events';
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
export { CheckoutCustomers, CheckoutCustomerSource, PlanCover, SpentPackage } from './checkout/checkout-customer.port';
export { OwnCaseGuard } from './own-case.guard';
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
export { FOLLOW_UP_LINK_KEY } from './follow-up/index';
export { type MailingEvent, type MailingEventType } from './mailing/mailing.events';
export { type FollowUpEvent, type FollowUpEventType } from './follow-up/follow-up.events';
export { type CourtEvent, type CourtEventType } from './court/court.events';
export { type CaseOpened } from './case.events';
export { openMailingProof } from './mailing/index';
export { CASE_FOLLOW_UPS_VIEW } from './follow-up/read-models/case-follow-ups/case-follow-ups.projection';
export { MAILING_COLUMNS } from './mailing/read-models/mailings/mailing.row';
export { MAILINGS_VIEW } from './mailing/read-models/mailings/mailings.projection';
