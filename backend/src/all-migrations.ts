import type { MixedList } from 'typeorm';
import { CreateUserRateLimits1796012000000 } from './rate-limits/user-rate-limit.migration';
import { CreateDocumentGenerationProgress1795700000000 } from './case-file/document/generation/generation-progress.migration';
import { CreateDocumentPdfs1795900000000 } from './case-file/document/pdf/document-pdfs.migration';
import { CreateEventStore1795300000000 } from './event-store/postgres/event-store.migration';
import { IDENTITY_MIGRATIONS, NotifyAuthChanges1795800000000 } from './identity/identity.migrations';
import { AddJobsFairTurns1796013000000 } from './jobs/job-fairness.migration';
import { CreateJobWorkers1796011000000 } from './jobs/job-workers.migration';
import { CreateJobs1795300000001 } from './jobs/jobs.migration';
import { CreatePaymentsSandbox1795600000000 } from './payments/sandbox/sandbox.migration';
import { CreateSandboxTestClocks1796100000000 } from './payments/sandbox/sandbox-test-clocks.migration';
import { CreateNotifications1796480000000 } from './outbox/notifications.migration';
import { SealNotifications1798210000000 } from './outbox/sealed-notifications.migration';
import { SealStoredPdfs1798210000001 } from './case-file/document/pdf/sealed-pdfs.migration';
import {
  IndexNotificationsByRecipient1796500000000,
  NotificationsDataSubject1796700000000,
} from './outbox/notifications-recipient-index.migration';
import { EnableTrigramSearch1796490000000 } from './support/support.migration';
import { CreateStaffTwoFactor1796491000000 } from './identity/two-factor/two-factor.migration';
import { EventHashChainAndRetentionRole1796600000000 } from './event-store/postgres/event-hash-chain.migration';
import { CreatePrivacy1796600000001 } from './privacy/shredding/privacy.migration';
import { SignRemovedStreams1798370000000 } from './privacy/shredding/removal-receipts.migration';
import { WidenEditorReadColumns1796470000000 } from './case-file/read-models/revisions/editor-read-columns.migration';
import {
  SealAuditLookupEmails1798220000000,
  SealReadColumns1797400000000,
} from './event-store/projection/sealed-read-columns.migration';
import { CreateAuditAnchors1797400000001 } from './event-store/postgres/chain-anchor.migration';
import { CreateAttorneys1796600000000 } from './attorneys/directory/attorneys.migration';
import { AddSubscriptionCardColumns1796800000000 } from './subscriptions/read-models/subscriptions/subscription-card-columns.migration';
import { CreateReceiptNumbers1796800000001 } from './payments/billing/receipt-numbers.migration';
import { CreateCustomerBenefitClaims1796900000000 } from './subscriptions/once-per-customer/benefit-claims.migration';
import { CreateSecondFactorEnrolmentCodes1796900000001 } from './identity/two-factor/enrolment-codes.migration';
import { CreateMailing1796828000000 } from './case-file/mailing/mailing.migration';
import { NotificationHeaders1797300000000 } from './outbox/notification-headers.migration';
import { CreateReminderPreferences1797300000001 } from './case-file/follow-up/follow-up.migration';
import { NotificationSubjectsAndSecrets1797100000000 } from './outbox/notification-subjects.migration';
import { EmailOwnership1797100000001 } from './identity/email-ownership/email-ownership.migration';
import { AddUserLanguage1797900000000 } from './identity/language-preference.migration';
import { SealAccountColumns1798200000000 } from './identity/sealed-accounts.migration';

/**
 * Every schema migration, in order. Feature modules add theirs here; `npm start` runs pending ones at boot.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const ALL_MIGRATIONS: MixedList<Function> = [
  CreateEventStore1795300000000,
  CreateJobs1795300000001,
  ...IDENTITY_MIGRATIONS,
  CreatePaymentsSandbox1795600000000,
  CreateDocumentGenerationProgress1795700000000,
  NotifyAuthChanges1795800000000,
  CreateDocumentPdfs1795900000000,
  CreateJobWorkers1796011000000,
  CreateUserRateLimits1796012000000,
  AddJobsFairTurns1796013000000,
  CreateSandboxTestClocks1796100000000,
  WidenEditorReadColumns1796470000000,
  CreateNotifications1796480000000,
  IndexNotificationsByRecipient1796500000000,
  EnableTrigramSearch1796490000000,
  CreateStaffTwoFactor1796491000000,
  CreateAttorneys1796600000000,
  EventHashChainAndRetentionRole1796600000000,
  CreatePrivacy1796600000001,
  NotificationsDataSubject1796700000000,
  AddSubscriptionCardColumns1796800000000,
  CreateReceiptNumbers1796800000001,
  CreateCustomerBenefitClaims1796900000000,
  CreateSecondFactorEnrolmentCodes1796900000001,
  CreateMailing1796828000000,
  NotificationSubjectsAndSecrets1797100000000,
  EmailOwnership1797100000001,
  NotificationHeaders1797300000000,
  CreateReminderPreferences1797300000001,
  AddUserLanguage1797900000000,
  SealReadColumns1797400000000,
  CreateAuditAnchors1797400000001,
  SealAccountColumns1798200000000,
  SealNotifications1798210000000,
  SealStoredPdfs1798210000001,
  SealAuditLookupEmails1798220000000,
  SignRemovedStreams1798370000000,
];
