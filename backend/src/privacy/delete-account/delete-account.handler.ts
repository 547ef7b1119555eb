import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { InputErrorCode, ValidationError } from '../../common/errors';
import { PersonalDataHolders } from '../../common/personal-data-holder';
import { logSecurityEvent } from '../../identity/index';
import { ErasureService } from '../erasure/erasure.service';
import { DeleteAccountCommand } from './delete-account.command';

export const CONFIRM_EMAIL_MISMATCH = "confirmEmail does not match your account's email";

/**
 * Account deletion (docs/adr/124), in an order that can be retried from any point, walking the contexts' personal
 * data holders (docs/adr/153):
 * 1. each holder's `beforeErasure` (subscriptions: the plan ends now and the payment provider forgets the customer);
 * 2. the person's key is erased: their case answers, documents, revisions and cancel reasons in the event log
 *    read "[erased]" from then on, read-model rows are re-derived, stored PDFs deleted;
 * 3. in one transaction each holder forgets what it holds (the outbox its emails, found by subject id, never by
 *    address: ADR 140; rate limits their counters), and identity last the account row, with it its sessions, reset
 *    and email-confirmation tokens (cascade);
 * 4. the key table is rewritten and the WAL switched and checkpointed, so the erased key leaves the database's
 *    files (docs/adr/127).
 * Kept, because the law makes us keep them: the events of each payment (amount, date, the provider's payment id,
 * what it paid for), with no name or address left in them. Kept for one purpose: an HMAC of the normalised email
 * per trial or promo code had (ADR 145; subscriptions' holder unties it from the account), so deleting and
 * registering again brings neither back.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly holders: PersonalDataHolders,
    private readonly erasure: ErasureService,
  ) {}

  async execute({ user, confirmEmail }: DeleteAccountCommand): Promise<void> {
    if (confirmEmail !== user.email.trim().toLowerCase())
      throw new ValidationError(CONFIRM_EMAIL_MISMATCH, {
        field: 'confirmEmail',
        code: InputErrorCode.EmailMismatch,
      });

    const account = { id: user.id, role: user.role, email: user.email };
    for (const holder of this.holders.forgetOrder) await holder.beforeErasure?.(account);

    const erased = await this.erasure.eraseSubject(user.id);

    await this.dataSource.transaction(async (tx) => {
      for (const holder of this.holders.forgetOrder) await holder.forget?.(account, tx);
    });
    const disk = await this.erasure.scrubDisk();
    logSecurityEvent({
      event: 'user.account.deleted',
      userId: user.id,
      streams: erased.streams.length,
      ...disk,
    });
  }
}
