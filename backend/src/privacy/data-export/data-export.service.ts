import { Injectable, Logger } from '@nestjs/common';
import type { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { ATTORNEY_SEARCH_ACCESS_VIEW } from '../../attorneys';
import { REFERRAL_REQUEST_COLUMNS } from '../../attorneys';
import { REFERRAL_REQUESTS_VIEW } from '../../attorneys';
import { AUDIT_LOOKUPS_VIEW } from '../../audit';
import {
  CASE_COLUMNS,
  CASE_DOCUMENT_REVISION_COLUMNS,
  CASE_DOCUMENT_REVISIONS_VIEW,
  CASE_FOLLOW_UPS_VIEW,
  CASES_VIEW,
  caseStreamId,
  DOCUMENT_REVISIONS_VIEW,
  MAILING_COLUMNS,
  MAILINGS_VIEW,
  openMailingProof,
  PAYMENTS_VIEW,
  REVISION_COLUMNS,
} from '../../case-file/index';
import { BILLING_HISTORY_VIEW } from '../../payments';
import { SUBSCRIPTION_COLUMNS } from '../../subscriptions';
import { SUBSCRIPTIONS_VIEW } from '../../subscriptions';
import { SUPPORT_TICKET_REPLIES_VIEW } from '../../support';
import {
  REPLY_COLUMNS,
  TICKET_COLUMNS,
} from '../../support';
import { SUPPORT_TICKETS_VIEW } from '../../support';
import { attorneySearchStreamId } from '../../attorneys/access/attorney-search.events';
import { referralRequestStreamId } from '../../attorneys/referrals/referral-request.events';
import { describeError } from '../../common/describe-error';
import { exportRows } from '../../common/export-rows';
import { PersonalDataHolders } from '../../common/personal-data-holder';
import { EventStore, type RecordedEvent } from '../../event-store/event-store';
import type { ColumnPolicy } from '../../event-store/sealed-columns';
import { UserAccounts, type AuthenticatedUser } from '../../identity/index';
import { PaymentGateway } from '../../payments/index';
import { BillingCustomers, promotionStreamId } from '../../subscriptions/index';
import { subscriptionStreamId } from '../../subscriptions/subscription.events';
import { ExportTransaction } from './export-transaction';
import { JsonStreamWriter } from './json-stream-writer';

export const EXPORT_FORMAT = 'suego-data-export/1';

/** `suego-data-2026-11-24.json`: the UTC date of the export. */
export const exportFileName = (now: Date) => `suego-data-${now.toISOString().slice(0, 10)}.json`;

type PaymentMethods =
  | {
      available: true;
      items: { brand: string; last4: string; expMonth: number; expYear: number; isDefault: boolean }[];
    }
  | { available: false; reason: string };

/**
 * Everything SueGo holds about one account, as one JSON document written while it is read (ADR 131). The tables a
 * context owns come from that context's personal data holder (docs/adr/153), as named sections written in the
 * order below; the event streams and read models are walked here. Every query
 * is keyed by the caller's own user id (or their own case and subscription ids, found by it), so nothing of
 * another person's can enter: promotion streams, shared by every account that used a code, contribute only the
 * caller's own redemptions. Events are read through the event store, so upcasters (and decryption) apply.
 */
@Injectable()
export class DataExportService {
  private readonly logger = new Logger(DataExportService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly gateway: PaymentGateway,
    private readonly holders: PersonalDataHolders,
    private readonly accounts: UserAccounts,
    private readonly customers: BillingCustomers,
  ) {}

  /** Saved cards as the payment provider lists them, asked before anything is written (it may be down). */
  async paymentMethods(userId: string): Promise<PaymentMethods> {
    const customer = await this.customers.find(userId);
    if (!customer) return { available: true, items: [] };
    try {
      const [cards, current] = await Promise.all([
        this.gateway.listPaymentMethods(customer),
        this.gateway.retrieveCustomer(customer),
      ]);
      const defaultId = current.invoice_settings.default_payment_method;
      return {
        available: true,
        items: cards.map((pm) => ({
          brand: pm.card?.brand ?? 'card',
          last4: pm.card?.last4 ?? '',
          expMonth: pm.card?.exp_month ?? 0,
          expYear: pm.card?.exp_year ?? 0,
          isDefault: pm.id === defaultId,
        })),
      };
    } catch (error) {
      this.logger.warn({ event: 'data_export.payment_methods_unavailable', error: describeError(error) });
      return { available: false, reason: 'The payment provider could not be reached; see /payment-methods.' };
    }
  }

  /** Writes the whole document to `sink`; throws ExportAbortedError when the client goes away. */
  async write(user: Pick<AuthenticatedUser, 'id' | 'role'>, sink: Writable, now = new Date()): Promise<void> {
    const cards = await this.paymentMethods(user.id);
    const tx = await ExportTransaction.open(this.dataSource);
    const out = new JsonStreamWriter(sink);
    try {
      await out.begin('object');
      await out.field('format', EXPORT_FORMAT);
      await out.field('exportedAt', now.toISOString());
      await out.field(
        'about',
        'Everything SueGo holds about your account: your profile, sign-ins, cases with every recorded event, ' +
          'document versions, letters mailed (with the exact PDF mailed), payments, subscriptions, your billing ' +
          'history (every charge and refund with its receipt number), saved cards (as the payment provider lists ' +
          'them) and emails ' +
          'sent to you. Password and session secrets are stored only as one-way hashes and are not included.',
      );
      const account = { id: user.id, email: (await this.accounts.contact(user.id, tx.manager))?.email ?? '' };
      const written = new Set<string>();
      const section = async (name: string) => {
        const write = this.holders.section(name);
        if (!write) throw new Error(`No personal data holder writes the export section ${name}`);
        written.add(name);
        await write(account, tx, out);
      };
      await section('profile');
      await section('sessions');
      await section('passwordResetRequests');
      await section('emailAddressConfirmations');
      await this.cases(tx, out, user.id);
      await this.subscriptions(tx, out, user.id);
      await this.rows(
        out,
        'billingHistory',
        tx.rows(
          `SELECT id, kind, purpose, description, amount, currency, status, refunded_amount AS "refundedAmount",
                card_brand AS "cardBrand", card_last4 AS "cardLast4", receipt_number AS "receiptNumber",
                livemode, provider, provider_payment_id AS "providerPaymentId",
                provider_refund_id AS "providerRefundId", provider_receipt_url AS "providerReceiptUrl",
                case_id AS "caseId", subscription_id AS "subscriptionId", occurred_at AS "occurredAt"
           FROM ${BILLING_HISTORY_VIEW} WHERE user_id = $1 ORDER BY occurred_at, receipt_number`,
          [user.id],
        ),
      );
      await out.field('paymentMethods', cards);
      await this.supportRequests(tx, out, user.id);
      await this.attorneys(tx, out, user.id);
      await section('twoFactorSignIn');
      await section('emails');
      await section('rateLimits');
      await this.rows(
        out,
        'lookupsOfYourAccountByEmail',
        tx.rows(
          `SELECT looked_up_at AS "lookedUpAt", auditor_role AS "byRole"
           FROM ${AUDIT_LOOKUPS_VIEW} WHERE matched_user_id = $1 ORDER BY looked_up_at, id`,
          [user.id],
        ),
      );
      await this.rows(
        out,
        'auditLookupsYouMade',
        tx.rows(
          `SELECT looked_up_at AS "lookedUpAt", kind, case_id AS "caseId", as_of AS "asOf", found,
                jsonb_array_length(case_ids) AS "caseCount"
           FROM ${AUDIT_LOOKUPS_VIEW} WHERE auditor_id = $1 ORDER BY looked_up_at, id`,
          [user.id],
        ),
      );
      // A holder added later writes its sections last, so a new context's data cannot be left out.
      for (const holder of this.holders.all)
        for (const name of Object.keys(holder.exportSections ?? {}))
          if (!written.has(name)) await section(name);
      await out.end();
      await out.flush();
    } finally {
      await tx.close();
    }
  }

  /** Rows with their sealed columns opened (docs/adr/127), in the file's names. */
  private async *opened<T>(
    policy: ColumnPolicy<never>,
    tx: ExportTransaction,
    rows: AsyncIterable<Record<string, unknown>>,
    shape: (row: Record<string, unknown>) => T,
  ): AsyncGenerator<T> {
    for await (const row of rows)
      yield shape((await policy.open(this.store.sealedValues, [row], tx.manager))[0]!);
  }

  /** Mailings with the exact PDF mailed, opened with the owner's key (docs/adr/129), in base64. */
  private async *withMailedPdf(
    rows: AsyncIterable<Record<string, unknown>>,
  ): AsyncGenerator<Record<string, unknown>> {
    for await (const { proofPdf, proofSubject, ...m } of rows) {
      const pdf = Buffer.isBuffer(proofPdf)
        ? await openMailingProof(this.store.sealedValues, (proofSubject as string | null) ?? null, proofPdf)
        : null;
      yield { ...m, mailedPdfBase64: pdf ? pdf.toString('base64') : null };
    }
  }

  /** `"name": [rows…]`, one row at a time. */
  private rows(out: JsonStreamWriter, name: string, rows: AsyncIterable<unknown>): Promise<void> {
    return exportRows(out, name, rows);
  }

  /** Every event of a stream as stored (upcast), with when and by whom; another person's id is not shown. */
  private async events(
    out: JsonStreamWriter,
    userId: string,
    events: readonly RecordedEvent[],
  ): Promise<void> {
    await out.openField('events', 'array');
    for (const e of events) await out.item(exportedEvent(userId, e));
    await out.end();
  }

  private async cases(tx: ExportTransaction, out: JsonStreamWriter, userId: string): Promise<void> {
    await out.openField('cases', 'array');
    const cases = tx.rows<{ id: string } & Record<string, unknown>>(
      `SELECT id, user_id, title, status, case_type, state, amount, document_type, form_data, document_title,
              document_content, review_notes, complexity_score, complexity_reasons, created_at, updated_at
         FROM ${CASES_VIEW} WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
      20,
    );
    for await (const stored of cases) {
      // Personal columns are sealed with the user's key (docs/adr/127): opened here, in the file's names.
      const row = (await CASE_COLUMNS.open(this.store.sealedValues, [stored], tx.manager))[0]!;
      await out.openItem('object');
      await out.field('case', {
        id: row.id,
        title: row.title,
        status: row.status,
        caseType: row.case_type,
        state: row.state,
        amount: row.amount,
        documentType: row.document_type,
        formData: row.form_data,
        documentTitle: row.document_title,
        activeDocumentText: row.document_content,
        reviewNotes: row.review_notes,
        complexityScore: row.complexity_score,
        complexityReasons: row.complexity_reasons,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      });
      await this.events(out, userId, await this.store.readStream(caseStreamId(row.id), { tx: tx.manager }));
      await this.rows(
        out,
        'documentVersions',
        this.opened(
          REVISION_COLUMNS,
          tx,
          tx.rows<Record<string, unknown>>(
            `SELECT subject_id, version::text AS version, title, content, edit_summary, is_active, created_at
               FROM ${DOCUMENT_REVISIONS_VIEW} WHERE case_id = $1 ORDER BY version`,
            [row.id],
          ),
          (r) => ({
            version: r.version,
            title: r.title,
            content: r.content,
            editSummary: r.edit_summary,
            isActive: r.is_active,
            createdAt: r.created_at,
          }),
        ),
      );
      // The case's later documents (ADR 180): every version of its final notice and of the package filed from it.
      await this.rows(
        out,
        'laterDocumentVersions',
        this.opened(
          CASE_DOCUMENT_REVISION_COLUMNS,
          tx,
          tx.rows<Record<string, unknown>>(
            `SELECT subject_id, document_id, kind, version::text AS version, title, content, edit_summary, is_active,
                    created_at
               FROM ${CASE_DOCUMENT_REVISIONS_VIEW} WHERE case_id = $1 ORDER BY kind, document_id, version`,
            [row.id],
          ),
          (r) => ({
            documentId: r.document_id,
            kind: r.kind,
            version: r.version,
            title: r.title,
            content: r.content,
            editSummary: r.edit_summary,
            isActive: r.is_active,
            createdAt: r.created_at,
          }),
        ),
      );
      await this.rows(
        out,
        'payments',
        tx.rows(
          `SELECT id, stripe_payment_intent_id AS "paymentIntentId", amount, final_amount AS "finalAmount", currency,
                status, type, promo_code AS "promoCode", failure_code AS "failureCode",
                failure_message AS "failureMessage", created_at AS "createdAt", updated_at AS "updatedAt"
           FROM ${PAYMENTS_VIEW} WHERE case_id = $1 ORDER BY created_at, id`,
          [row.id],
        ),
      );
      // Letters mailed for you (or by you), each with the exact PDF that was mailed.
      await this.rows(
        out,
        'mailings',
        this.withMailedPdf(
          this.opened(
            MAILING_COLUMNS,
            tx,
            tx.rows<Record<string, unknown>>(
              `SELECT m.id, m.user_id, m.status, m.service, m.carrier, m.price, m.payment, m.payment_intent_id AS "paymentIntentId",
                m.from_address, m.to_address, m.tracking_number AS "trackingNumber",
                m.provider_letter_id AS "providerLetterId", m.mailed_on AS "mailedOn",
                m.expected_delivery_date AS "expectedDeliveryDate", m.delivered_at AS "deliveredAt",
                m.returned_at AS "returnedAt", m.letter_date AS "letterDate", m.response_due_date AS "responseDueDate",
                m.events AS "tracking", m.pdf_sha256 AS "pdfSha256", NULL::text AS "mailedPdfBase64",
                m.created_at AS "createdAt", p.pdf AS "proofPdf", p.subject_id AS "proofSubject"
           FROM ${MAILINGS_VIEW} m LEFT JOIN mailing_proofs p ON p.mailing_id = m.id
          WHERE m.case_id = $1 ORDER BY m.created_at, m.id`,
              [row.id],
            ),
            ({ user_id: _owner, from_address, to_address, ...m }) => ({
              id: m.id,
              status: m.status,
              service: m.service,
              carrier: m.carrier,
              price: m.price,
              payment: m.payment,
              paymentIntentId: m.paymentIntentId,
              from: from_address,
              to: to_address,
              ...m,
            }),
          ),
        ),
      );
      // After the letter (issue 29): what you said happened and the reminders sent (each email is under emails).
      const [followUp] = await tx.query(
        `SELECT outcome, outcome_amount_cents::int AS "amountReceivedCents", outcome_recorded_at AS "outcomeRecordedAt",
                outcome_via AS "outcomeRecordedWith", reminders AS "remindersSent"
           FROM ${CASE_FOLLOW_UPS_VIEW} WHERE case_id = $1`,
        [row.id],
      );
      await out.field('followUp', followUp ?? null);
      await this.rows(
        out,
        'documentDrafting',
        tx.rows(
          `SELECT type, status, attempts, created_at AS "createdAt", completed_at AS "completedAt"
           FROM jobs WHERE type = 'generate-document' AND payload->>'caseId' = $1 ORDER BY created_at`,
          [row.id],
        ),
      );
      await this.rows(
        out,
        'lookupsByStaffOrAuditors',
        tx.rows(
          `SELECT looked_up_at AS "lookedUpAt", auditor_role AS "byRole", kind, as_of AS "asOf"
           FROM ${AUDIT_LOOKUPS_VIEW} WHERE case_ids @> jsonb_build_array($1::text) ORDER BY looked_up_at, id`,
          [row.id],
        ),
      );
      await out.end();
    }
    await out.end();
  }

  /** The support requests filed while signed in, with the thread (staff appear by role only). */
  private async supportRequests(tx: ExportTransaction, out: JsonStreamWriter, userId: string): Promise<void> {
    await out.openField('supportRequests', 'array');
    const tickets = this.opened(
      TICKET_COLUMNS,
      tx,
      tx.rows<Record<string, unknown>>(
        `SELECT id, user_id, name, email, subject, message, status, priority, created_at, updated_at
           FROM ${SUPPORT_TICKETS_VIEW} WHERE user_id = $1 ORDER BY created_at, id`,
        [userId],
        20,
      ),
      (r) => ({
        id: r.id as string,
        name: r.name,
        email: r.email,
        subject: r.subject,
        message: r.message,
        status: r.status,
        priority: r.priority,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }),
    );
    for await (const row of tickets) {
      await out.openItem('object');
      await out.field('request', row);
      await this.rows(
        out,
        'replies',
        this.opened(
          REPLY_COLUMNS,
          tx,
          tx.rows<Record<string, unknown>>(
            `SELECT CASE WHEN author = 'customer' THEN 'you' ELSE 'SueGo support' END AS "by", message, subject_id,
                    created_at
               FROM ${SUPPORT_TICKET_REPLIES_VIEW} WHERE ticket_id = $1 ORDER BY created_at, id`,
            [row.id],
          ),
          (r) => ({ by: r.by, message: r.message, createdAt: r.created_at }),
        ),
      );
      await out.end();
    }
    await out.end();
  }

  /** Attorney search purchases and the referral requests sent for you, each with its stream's events. */
  private async attorneys(tx: ExportTransaction, out: JsonStreamWriter, userId: string): Promise<void> {
    const [access] = await tx.query(
      `SELECT valid_until AS "validUntil", purchases, amount_paid AS "amountPaid",
              last_payment_intent_id AS "lastPaymentIntentId", updated_at AS "updatedAt"
         FROM ${ATTORNEY_SEARCH_ACCESS_VIEW} WHERE user_id = $1`,
      [userId],
    );
    await out.openField('attorneySearchAccess', 'object');
    await out.field('access', access ?? null);
    await this.events(
      out,
      userId,
      await this.store.readStream(attorneySearchStreamId(userId), { tx: tx.manager }),
    );
    await out.end();
    await out.openField('attorneyReferralRequests', 'array');
    const requests = this.opened(
      REFERRAL_REQUEST_COLUMNS,
      tx,
      tx.rows<Record<string, unknown>>(
        `SELECT id, user_id, kind, status, case_id, case_type, specialty, state, description, urgency, budget,
                contact_email, contact_phone, notes, attorneys, fee_amount, payment_intent_id, created_at, updated_at
           FROM ${REFERRAL_REQUESTS_VIEW} WHERE user_id = $1 ORDER BY created_at, id`,
        [userId],
        20,
      ),
      (r) => ({
        id: r.id as string,
        kind: r.kind,
        status: r.status,
        caseId: r.case_id,
        caseType: r.case_type,
        specialty: r.specialty,
        state: r.state,
        description: r.description,
        urgency: r.urgency,
        budget: r.budget,
        contactEmail: r.contact_email,
        contactPhone: r.contact_phone,
        notes: r.notes,
        attorneys: r.attorneys,
        feeAmount: r.fee_amount,
        paymentIntentId: r.payment_intent_id,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }),
    );
    for await (const row of requests) {
      await out.openItem('object');
      await out.field('request', row);
      await this.events(
        out,
        userId,
        await this.store.readStream(referralRequestStreamId(row.id), { tx: tx.manager }),
      );
      await out.end();
    }
    await out.end();
  }

  private async subscriptions(tx: ExportTransaction, out: JsonStreamWriter, userId: string): Promise<void> {
    const codes = new Set<string>();
    await out.openField('subscriptions', 'array');
    const subscriptions = this.opened(
      SUBSCRIPTION_COLUMNS,
      tx,
      tx.rows<Record<string, unknown>>(
        `SELECT id, plan, status, amount, promo_code AS "promoCode", current_period_start AS "currentPeriodStart",
              current_period_end AS "currentPeriodEnd", trial_end AS "trialEnd",
              cancel_at_period_end AS "cancelAtPeriodEnd", cancellation_reason, user_id,
              documents_per_period AS "documentsPerPeriod", documents_used AS "documentsUsed",
              last_failure_message AS "lastFailureMessage", next_payment_attempt AS "nextPaymentAttempt",
              ended_at AS "endedAt", stripe_subscription_id AS "providerSubscriptionId",
              stripe_customer_id AS "providerCustomerId", created_at AS "createdAt", updated_at AS "updatedAt"
         FROM ${SUBSCRIPTIONS_VIEW} WHERE user_id = $1 ORDER BY created_at, id`,
        [userId],
        20,
      ),
      // In the file's order and names: the reason (opened) where it always was.
      ({ user_id: _owner, cancellation_reason, documentsPerPeriod, ...r }) => {
        const {
          id,
          plan,
          status,
          amount,
          promoCode,
          currentPeriodStart,
          currentPeriodEnd,
          trialEnd,
          cancelAtPeriodEnd,
        } = r;
        return {
          ...{ id: id as string, plan, status, amount, promoCode: promoCode as string | null },
          ...{ currentPeriodStart, currentPeriodEnd, trialEnd, cancelAtPeriodEnd },
          cancellationReason: cancellation_reason,
          documentsPerPeriod,
          ...r,
        };
      },
    );
    for await (const row of subscriptions) {
      if (row.promoCode) codes.add(row.promoCode);
      await out.openItem('object');
      await out.field('subscription', row);
      await this.events(
        out,
        userId,
        await this.store.readStream(subscriptionStreamId(row.id), { tx: tx.manager }),
      );
      await out.end();
    }
    await out.end();
    // A promotion stream holds every account's redemptions of one code: only this account's leave.
    await out.openField('promotionRedemptions', 'array');
    for (const code of codes) {
      const own = (await this.store.readStream(promotionStreamId(code), { tx: tx.manager })).filter(
        (e) => (e.data as { userId?: unknown } | null)?.userId === userId,
      );
      for (const e of own) await out.item(exportedEvent(userId, e));
    }
    await out.end();
  }
}

/** An event as the export shows it: its facts, when, and who (you, or only the role of anyone else). */
export function exportedEvent(userId: string, e: RecordedEvent) {
  const actor = e.metadata.actor;
  return {
    stream: e.streamId,
    position: Number(e.streamPosition),
    type: e.type,
    recordedAt: e.createdAt.toISOString(),
    occurredAt: e.metadata.occurredAt,
    by: actor ? (actor.id === userId ? 'you' : actor.role) : 'system',
    data: e.data,
  };
}
