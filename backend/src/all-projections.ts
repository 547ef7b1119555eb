import type { ProjectionDefinition } from './event-store/projection/projection';
import { auditLookupsProjection } from './audit/read-models/audit-lookups/audit-lookups.projection';
import { attorneyReferralsProjection } from './attorneys/read-models/referrals/attorney-referrals.projection';
import { attorneySearchAccessProjection } from './attorneys/read-models/search-access/attorney-search-access.projection';
import { referralRequestsProjection } from './attorneys/read-models/referrals/referral-requests.projection';
import { caseDetailsProjection } from './case-file/read-models/case-details/case-details.projection';
import { caseDocumentRevisionsProjection } from './case-file/read-models/revisions/case-document-revisions.projection';
import { documentRevisionsProjection } from './case-file/read-models/revisions/document-revisions.projection';
import { eventTypeStatsProjection } from './event-store/read-models/event-type-stats/event-type-stats.projection';
import { billingHistoryProjection } from './payments/read-models/billing-history/billing-history.projection';
import { caseFollowUpsProjection } from './case-file/follow-up/read-models/case-follow-ups/case-follow-ups.projection';
import { mailingsProjection } from './case-file/mailing/read-models/mailings/mailings.projection';
import { paymentsProjection } from './case-file/read-models/payments/payments.projection';
import { subscriptionsProjection } from './subscriptions/read-models/subscriptions/subscriptions.projection';
import { supportTicketCountsProjection } from './support/read-models/support-tickets/support-ticket-counts.projection';
import { supportTicketRepliesProjection } from './support/read-models/support-tickets/support-ticket-replies.projection';
import { supportTicketsProjection } from './support/read-models/support-tickets/support-tickets.projection';

/** Every read model. The app registers them (ProjectionsModule); the rebuild CLI finds them here by name. */
export const ALL_PROJECTIONS: readonly ProjectionDefinition[] = [
  eventTypeStatsProjection,
  caseDetailsProjection,
  paymentsProjection,
  billingHistoryProjection,
  documentRevisionsProjection,
  caseDocumentRevisionsProjection,
  subscriptionsProjection,
  auditLookupsProjection,
  supportTicketsProjection,
  supportTicketRepliesProjection,
  supportTicketCountsProjection,
  attorneySearchAccessProjection,
  referralRequestsProjection,
  attorneyReferralsProjection,
  mailingsProjection,
  caseFollowUpsProjection,
];
