import type { ProjectionDefinition } from '../../backend/src/event-store/projection/projection';
import { auditLookupsProjection } from './audit-lookups/audit-lookups.projection';
import { attorneyReferralsProjection } from './attorneys/attorney-referrals.projection';
import { attorneySearchAccessProjection } from './attorneys/attorney-search-access.projection';
import { referralRequestsProjection } from './attorneys/referral-requests.projection';
import { caseDetailsProjection } from './cases/case-details.projection';
import { caseDocumentRevisionsProjection } from './documents/case-document-revisions.projection';
import { documentRevisionsProjection } from './documents/document-revisions.projection';
import { eventTypeStatsProjection } from './event-type-stats/event-type-stats.projection';
import { billingHistoryProjection } from './payments/billing-history.projection';
import { caseFollowUpsProjection } from './follow-ups/case-follow-ups.projection';
import { mailingsProjection } from './mailings/mailings.projection';
import { paymentsProjection } from './payments/payments.projection';
import { subscriptionsProjection } from './subscriptions/subscriptions.projection';
import { supportTicketCountsProjection } from './support-tickets/support-ticket-counts.projection';
import { supportTicketRepliesProjection } from './support-tickets/support-ticket-replies.projection';
import { supportTicketsProjection } from './support-tickets/support-tickets.projection';

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
