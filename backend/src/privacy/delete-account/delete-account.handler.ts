import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ValidationError } from '../../common/errors';
import { execSql } from '../../database/sql';
import { logSecurityEvent } from '../../identity/security-log';
import { PaymentGateway } from '../../payments/payment-gateway';
import { BillingCustomers } from '../../subscriptions/billing-customers';
import { BenefitClaims } from '../../subscriptions/once-per-customer/benefit-claims';
import { ChangeSubscriptionCommand } from '../../subscriptions/cancel-subscription/change-subscription.command';
import { SubscriptionQueries } from '../../subscriptions/subscription-queries';
import { LIVE_STATUSES, type SubscriptionStatus } from '../../subscriptions/subscription.events';
import { ErasureService } from '../erasure/erasure.service';
import { DeleteAccountCommand } from './delete-account.command';

export const CONFIRM_EMAIL_MISMATCH = "confirmEmail does not match your account's email";

/**
 * Account deletion (docs/adr/124), in an order that can be retried from any point:
 * 1. the plan ends now and the payment provider forgets the customer (email, name, cards);
 * 2. the person's key is erased: their case answers, documents, revisions and cancel reasons in the event log
 *    read "[erased]" from then on, read-model rows are re-derived, stored PDFs deleted;
 * 3. their emails in the outbox go, and the account row with it its sessions and reset tokens (cascade).
 * Kept, because the law makes us keep them: the events of each payment (amount, date, the provider's payment id,
 * what it paid for), with no name or address left in them. Kept for one purpose: an HMAC of the normalised email
 * per trial or promo code had (ADR 145), so deleting and registering again brings neither back.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly subscriptions: SubscriptionQueries,
    private readonly customers: BillingCustomers,
    private readonly gateway: PaymentGateway,
    private readonly erasure: ErasureService,
    private readonly claims: BenefitClaims,
  ) {}

  async execute({ user, confirmEmail }: DeleteAccountCommand): Promise<void> {
    if (confirmEmail !== user.email.trim().toLowerCase()) throw new ValidationError(CONFIRM_EMAIL_MISMATCH);

    const plan = await this.subscriptions.current(user.id);
    if (plan && LIVE_STATUSES.has(plan.status as SubscriptionStatus))
      await this.commands.execute(
        new ChangeSubscriptionCommand({ id: user.id, role: user.role }, { type: 'cancel', immediate: true, reason: null }),
      );
    const customer = await this.customers.find(user.id);
    if (customer) await this.gateway.deleteCustomer(customer);

    const subscriptionIds = (await this.subscriptions.forUser(user.id)).map((s) => s.id);
    const erased = await this.erasure.eraseSubject(user.id);

    await this.dataSource.transaction(async (tx) => {
      await execSql(tx, `DELETE FROM notifications WHERE to_email = $1 OR subject_id = $2`, [user.email, user.id]);
      await execSql(tx, `DELETE FROM user_rate_limits WHERE key LIKE '%:' || $1`, [user.id]);
      await execSql(tx, `DELETE FROM users WHERE id = $1`, [user.id]);
      // Who had a trial or a promo stays known by an HMAC of the email (ADR 145), no longer tied to this account.
      await this.claims.forgetSubscriptions(subscriptionIds, tx);
    });
    logSecurityEvent({ event: 'user.account.deleted', userId: user.id, streams: erased.streams.length });
  }
}
