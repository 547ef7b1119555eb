import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { readCase } from '../case-file/index';
import { InjectConfig } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { UserAccounts } from '../identity/index';
import { EventStore, type RecordedEvent } from '../event-store/event-store';
import type { Subscription } from '../event-store/subscriptions/subscription';
import { evolveSubscription, initialSubscriptionState } from '../subscriptions/index';
import { subscriptionStreamId, type SubscriptionEvent } from '../subscriptions/subscription.events';
import { subscriptionStatusIn } from '../subscriptions/index';
import { foldSupportTicket } from '../support/index';
import {
  ticketStreamId,
  type SupportTicketOpened,
  type SupportTicketReplied,
} from '../support/support-ticket.events';
import { NotificationOutbox } from '../outbox/outbox';
import { notifyStaffReply, notifyTicketReceived } from './support-notifications';
import { directoryEmails } from '../attorneys/index';
import type { ReferralRequested } from '../attorneys/referrals/referral-request.events';
import { chargeStreamId, type ChargeRefunded, type ChargeSucceeded } from '../payments/billing/charge.events';
import { receiptView } from '../payments/index';
import { PRICE_CATALOG } from '../pricing/index';
import { notifyReferralSent } from './support-notifications';

/** Events older than this when first seen (a new deployment reading old history) send nothing. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const TRIAL_REMINDER_MS = 3 * 24 * 60 * 60 * 1000;

/** "$3,200.00": with the thousands separator (issue 32). */
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    cents / 100,
  );

/** The charge a refund gives money back for (its first event), for the card and the case. */
const foldChargeEvents = (events: readonly RecordedEvent[]) =>
  events.find((e) => e.type === 'ChargeSucceeded')?.data as ChargeSucceeded['data'] | undefined;

/**
 * EmailOnEvents: the process manager that turns events into emails (ADR 110). Each notification is recorded with
 * its send job in the transaction of this subscription's checkpoint, keyed by the event id: a crash before the
 * commit replays the batch, a crash after it has the email safe in the outbox, so each event yields one email.
 */
@Injectable()
export class EmailOnEvents implements Subscription {
  readonly name = 'pm_email_notifications';
  readonly kind = 'process-manager' as const;
  readonly handles = [
    'ChargeSucceeded',
    'ChargeRefunded',
    'DocumentGenerated',
    'SubscriptionStarted',
    'SubscriptionActivated',
    'SubscriptionLeftWithoutCard',
    'SubscriptionPaymentFailed',
    'SupportTicketOpened',
    'SupportTicketReplied',
    'ReferralRequested',
  ] as const;
  readonly batchSize = 100;

  constructor(
    private readonly outbox: NotificationOutbox,
    private readonly store: EventStore,
    @InjectConfig() private readonly config: AppConfig,
    private readonly accounts: UserAccounts,
  ) {}

  async handle(events: RecordedEvent[], tx: EntityManager): Promise<void> {
    for (const event of events) {
      if (Date.now() - event.createdAt.getTime() > STALE_AFTER_MS) continue;
      await this.react(event, tx);
    }
  }

  private url(path: string): string {
    return new URL(path, this.config.http.publicUrl).toString();
  }

  private async react(event: RecordedEvent, tx: EntityManager): Promise<void> {
    const sourceKey = `${event.type}:${event.eventId}`;
    if (event.type === 'SupportTicketOpened' || event.type === 'SupportTicketReplied') {
      await this.supportEmail(event, tx);
      return;
    }
    if (event.type === 'ReferralRequested') {
      await this.referralSent(event, tx);
      return;
    }
    if (event.type === 'ChargeSucceeded' || event.type === 'ChargeRefunded') {
      await this.receipt(event, tx);
      return;
    }
    if (event.type === 'DocumentGenerated') {
      const { caseId } = event.data as { caseId: string };
      const owned = await readCase(this.store, caseId, tx);
      if (owned.status === 'none') return;
      const user = await this.user(tx, owned.userId);
      if (!user) return;
      await this.outbox.record(tx, {
        sourceKey,
        kind: 'document-ready',
        to: user.email,
        subjectId: owned.userId,
        data: {
          name: user.name,
          documentTitle: (event.data as { title: string }).title,
          documentUrl: this.url(`/document/${encodeURIComponent(caseId)}`),
        },
      });
      return;
    }
    const { subscriptionId } = event.data as { subscriptionId: string };
    const stream = await this.store.readStream(subscriptionStreamId(subscriptionId), { tx });
    const fold = (events: readonly RecordedEvent[]) =>
      events.reduce(
        (s, e) => evolveSubscription(s, e as unknown as SubscriptionEvent),
        initialSubscriptionState(),
      );
    const sub = fold(stream);
    if (sub.status === 'none') return;
    const user = await this.user(tx, sub.userId);
    if (!user) return;
    const billingUrl = this.url('/account');
    const planName = PRICE_CATALOG.plans.find((p) => p.id === sub.plan)?.name ?? 'SueGo';
    if (event.type === 'SubscriptionActivated') {
      const before = fold(stream.filter((e) => e.streamPosition < event.streamPosition));
      const data = event.data as { status: string };
      if (before.status === 'past_due' || before.status === 'unpaid') {
        // Recovered (issue 27): the open invoice was paid, the plan covers again.
        const started = stream.find((e) => e.type === 'SubscriptionStarted')?.data as
          { amount?: number } | undefined;
        await this.outbox.record(tx, {
          sourceKey,
          kind: 'subscription-recovered',
          to: user.email,
          subjectId: sub.userId,
          data: { name: user.name, planName, amount: usd(started?.amount ?? 0), billingUrl },
        });
      } else if (data.status === 'trialing' && before.status === 'incomplete') {
        await this.trialReminder(tx, subscriptionId, sub.trialEnd, { ...user, id: sub.userId }, billingUrl);
      }
      return;
    }
    if (event.type === 'SubscriptionLeftWithoutCard') {
      const d = event.data as { reason: string; endsAt: string };
      const ends = new Date(d.endsAt);
      await this.outbox.record(tx, {
        sourceKey,
        kind: 'plan-needs-card',
        to: user.email,
        subjectId: sub.userId,
        data: {
          name: user.name,
          planName,
          endsOn: ends.toDateString(),
          freeMonth: d.reason === 'free_month',
          billingUrl,
        },
        runAt: new Date(Math.max(Date.now(), ends.getTime() - TRIAL_REMINDER_MS)),
        // Not sent if by then a card was added (the plan continues) or it is over.
        onlyIf: subscriptionStatusIn(subscriptionId, ['trialing', 'active'], { withoutCard: true }),
      });
      return;
    }
    if (event.type === 'SubscriptionPaymentFailed') {
      await this.outbox.record(tx, {
        sourceKey,
        kind: 'subscription-payment-failed',
        to: user.email,
        subjectId: sub.userId,
        data: { name: user.name, billingUrl },
      });
      return;
    }
    const { trialEnd, status } = event.data as { trialEnd: string | null; status: string };
    if (status !== 'trialing') return;
    await this.trialReminder(tx, subscriptionId, trialEnd, { ...user, id: sub.userId }, billingUrl);
  }

  /**
   * The reminder 3 days before a trial ends, once per subscription: recorded when the trial starts with its card
   * (SubscriptionStarted trialing, or SubscriptionActivated once the card step is done).
   */
  private async trialReminder(
    tx: EntityManager,
    subscriptionId: string,
    trialEnd: string | null,
    user: { id: string; email: string; name: string },
    billingUrl: string,
  ): Promise<void> {
    if (!trialEnd) return;
    const ends = new Date(trialEnd);
    await this.outbox.record(tx, {
      sourceKey: `trial-ending:${subscriptionId}`,
      kind: 'trial-ending',
      to: user.email,
      subjectId: user.id,
      data: { name: user.name, trialEndsOn: ends.toDateString(), billingUrl },
      runAt: new Date(Math.max(Date.now(), ends.getTime() - TRIAL_REMINDER_MS)),
      // Not sent if by then the trial is over or canceled, or it ends for want of a card (that email says so).
      onlyIf: subscriptionStatusIn(subscriptionId, ['trialing'], { withoutCard: false }),
    });
  }

  /** The receipt of a charge or a refund, to the payer (issue 27). */
  private async receipt(event: RecordedEvent, tx: EntityManager): Promise<void> {
    const refund = event.type === 'ChargeRefunded';
    const d = event.data as Partial<ChargeSucceeded['data']> & Partial<ChargeRefunded['data']>;
    const user = await this.user(tx, d.userId!);
    if (!user) return;
    const charge = refund
      ? (foldChargeEvents(await this.store.readStream(chargeStreamId(d.chargeId!), { tx })) ?? null)
      : (d as ChargeSucceeded['data']);
    if (!charge) return;
    const view = receiptView(
      {
        kind: refund ? 'refund' : 'charge',
        receiptNumber: d.receiptNumber!,
        occurredAt: (refund ? d.refundedAt : d.chargedAt)!,
        description: d.description!,
        amount: d.amount!,
        currency: d.currency ?? 'usd',
        cardBrand: charge.cardBrand,
        cardLast4: charge.cardLast4,
        livemode: charge.livemode,
        providerReceiptUrl: refund ? null : charge.providerReceiptUrl,
      },
      this.config.seller,
      null,
    );
    await this.outbox.record(tx, {
      sourceKey: `${event.type}:${event.eventId}`,
      kind: 'payment-receipt',
      to: user.email,
      subjectId: d.userId!,
      data: {
        name: user.name,
        refund,
        description: view.description,
        amount: view.amount,
        date: view.date,
        receiptNumber: view.receiptNumber,
        paidWith: view.paidWith,
        sellerName: view.seller.legalName,
        sellerAddress: view.seller.address,
        sellerEmail: view.seller.supportEmail,
        providerReceiptUrl: view.providerReceiptUrl,
        testModeLine: view.testModeLine,
        caseUrl: charge.caseId ? this.url(`/document/${encodeURIComponent(charge.caseId)}`) : null,
        historyUrl: this.url('/account/billing'),
      },
    });
  }

  /**
   * The acknowledgement of a new ticket, and each staff reply, to the address on the ticket. A signed-in
   * customer follows the thread under Account → My requests; a visitor's link is the support page.
   */
  private async supportEmail(event: RecordedEvent, tx: EntityManager): Promise<void> {
    if (event.type === 'SupportTicketOpened') {
      const d = event.data as SupportTicketOpened['data'];
      // A visitor's emails follow the page they wrote from; an account's, the account's language (ADR 202, 204).
      const to = {
        email: d.email,
        subjectId: d.userId ?? d.ticketId,
        ...(d.userId ? {} : { language: d.language }),
      };
      await notifyTicketReceived(this.outbox, tx, event.eventId, to, { id: d.ticketId });
      return;
    }
    const d = event.data as SupportTicketReplied['data'];
    const ticket = foldSupportTicket(await this.store.readStream(ticketStreamId(d.ticketId), { tx }));
    if (ticket.status === 'none') return;
    await notifyStaffReply(
      this.outbox,
      tx,
      event.eventId,
      {
        email: ticket.email,
        name: ticket.name,
        subjectId: ticket.userId ?? d.ticketId,
        ...(ticket.userId ? {} : { language: ticket.language }),
      },
      {
        ticketSubject: ticket.subject,
        message: d.message,
        ticketUrl: this.url(ticket.userId ? '/account/requests' : '/support'),
      },
    );
  }

  /**
   * A referral went out: the claimant hears whom it went to, at the account's own address (never the contact
   * address typed in the form, which could be anyone's), and each attorney gets the request at the address the
   * directory holds for them now, except the fictional sample attorneys, whose `.example` addresses must never be
   * mailed (issue 22 point 7).
   */
  private async referralSent(event: RecordedEvent, tx: EntityManager): Promise<void> {
    const d = (event as unknown as ReferralRequested).data;
    const user = await this.user(tx, d.userId);
    if (!user) return;
    // Every attorney is named to the claimant; each is emailed only at the address the directory holds now
    // (none for a sample attorney or one no longer listed), whatever the event recorded.
    const directory = await directoryEmails(
      tx,
      d.attorneys.map((a) => a.attorneyId),
    );
    const attorneys = d.attorneys.map((a) => ({
      email: directory.get(a.attorneyId) ?? '',
      name: a.name,
      firm: a.firm,
      city: a.city,
      state: a.state,
      sample: a.source === 'sample',
    }));
    await notifyReferralSent(
      this.outbox,
      tx,
      event.eventId,
      { email: user.email, name: user.name, subjectId: d.userId },
      attorneys,
      referralSummary(d),
      d.kind === 'direct',
    );
  }

  private user(tx: EntityManager, id: string): Promise<{ email: string; name: string } | null> {
    return this.accounts.contact(id, tx);
  }
}

const URGENCY_TEXT: Record<string, string> = {
  low: 'Low - Within 2 weeks',
  medium: 'Medium - Within 1 week',
  high: 'High - Within 3 days',
};

/** What the attorney (and the claimant's copy) reads about the matter: its kind, state, urgency, facts, contact. */
export function referralSummary(d: ReferralRequested['data']): string {
  const area = d.caseType.replace(/[-_]/g, ' ');
  const parts = [`A ${area} matter in ${d.state}.`];
  if (d.urgency) parts.push(`Urgency: ${URGENCY_TEXT[d.urgency] ?? d.urgency}.`);
  if (d.description.trim()) parts.push(d.description.trim().slice(0, 1_500));
  if (d.notes?.trim()) parts.push(`Note: ${d.notes.trim().slice(0, 500)}`);
  parts.push(`Contact: ${[d.contactEmail, d.contactPhone].filter(Boolean).join(', ')}.`);
  return parts.join(' ');
}
