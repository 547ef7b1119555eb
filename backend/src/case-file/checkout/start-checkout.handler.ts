import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ALREADY_PAID_MESSAGE, assertPayable, type StartCheckout } from './case-payment.decide';
import { caseDecider } from '../case.decider';
import { caseStreamId } from '../case.events';
import { foldCase } from '../load-case';
import { IllegalStateError, InputErrorCode, ValidationError } from '../../common/errors';
import { EventStore } from '../../event-store/event-store';
import { handleCommand } from '../../event-store/handle-command';
import { assertOwner } from '../../identity/index';
import type { Role } from '../../identity/index';
import { documentPrice } from '../../pricing/index';
import { DOCUMENT_PROMO_MESSAGE, normalizePromoCode, type PromoResult } from '../../pricing/index';
import { paymentEventIds } from './payment-event-ids';
import { ProviderEventHandler } from '../../payments/index';
import { PaymentGateway, PaymentGatewayError, type GatewayPaymentIntent } from '../../payments/index';
import { StartCheckoutCommand, type StartCheckoutResult } from './start-checkout.command';
import { CheckoutCustomers } from './checkout-customer.port';

/** Intents a user can still pay: handed out again rather than replaced. */
const PAYABLE = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

/**
 * Pay-per-document checkout. Prices come from the catalog (by the case's document type), never a promo code,
 * never from the client. Exactly one open intent per case:
 * - the provider call uses a deterministic idempotency key (`pi:create:{case}:{finalAmount}`), so parallel calls
 *   get the same intent from the provider;
 * - `CheckoutStarted` is appended with optimistic concurrency and an id derived from the intent, and the decider
 *   returns [] for an intent already recorded, so they record it once;
 * - a later call finds the open intent in the stream and hands it out again.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly events: EventStore,
    private readonly gateway: PaymentGateway,
    private readonly providerEvents: ProviderEventHandler,
    private readonly customers: CheckoutCustomers,
  ) {}

  async execute(command: StartCheckoutCommand): Promise<StartCheckoutResult> {
    const { caseId, actor } = command;
    const recorded = await this.events.readStream(caseStreamId(caseId));
    const state = foldCase(recorded);
    // Another user's case and a missing one look the same.
    assertOwner(
      { id: actor.id, role: actor.role as Role },
      state.status === 'none' ? null : state.userId,
      'Case not found',
    );
    if (state.status === 'none') throw new IllegalStateError('This case does not exist');

    const documentType = state.details.documentType;
    const price = documentPrice(documentType).amount;
    // Promo codes are plan promotions (DESIGN §6): none makes a single document cheaper or free (issue 11 #2).
    if (command.promoCode && normalizePromoCode(command.promoCode)) {
      throw new ValidationError(`promoCode: ${DOCUMENT_PROMO_MESSAGE}`, {
        field: 'promoCode',
        code: InputErrorCode.PromoNotApplicable,
      });
    }
    const finalAmount = price;

    assertPayable(state);
    const open = state.checkout;
    if (open?.paymentIntentId) {
      const current = await this.gateway.retrievePaymentIntent(open.paymentIntentId);
      await this.refuseIfAlreadyPaid(current);
      if (
        open.finalAmount === finalAmount &&
        open.promoCode === null &&
        PAYABLE.has(current.status)
      ) {
        return this.intentResult(current, price, null, null);
      }
      // The price or promo changed since: the old intent must not be payable any more.
      await this.cancelSuperseded(current);
    }

    const checkoutsSoFar = recorded.filter((e) => e.type === 'CheckoutStarted').length;
    // On the account's billing customer when it has one, so a card saved there can pay (issue 27).
    const customer = await this.customers.customerOf(actor.id);
    const intent = await this.gateway.createPaymentIntent({
      amount: finalAmount,
      currency: 'usd',
      ...(customer ? { customer } : {}),
      description: `SueGo ${documentPrice(documentType).name}`,
      metadata: {
        caseId,
        userId: actor.id,
        documentType,
      },
      idempotencyKey: idempotencyKey(caseId, finalAmount, null, checkoutsSoFar),
    });

    const start: StartCheckout = {
      type: 'StartCheckout',
      data: {
        caseId,
        paymentIntentId: intent.id,
        amount: price,
        promoCode: null,
        finalAmount,
      },
      metadata: { now: command.now },
    };
    const result = await handleCommand(this.events, caseStreamId(caseId), caseDecider, start, {
      metadata: { actor },
      eventId: () => paymentEventIds.checkoutStarted(intent.id),
      // Ten parallel calls for one case: the losers reload, see the same intent, and stop.
      maxAttempts: 10,
    });
    return this.intentResult(intent, price, null, result.position);
  }

  /** An intent that already took the money (its webhook not processed yet): record it, and say so. */
  private async refuseIfAlreadyPaid(intent: GatewayPaymentIntent): Promise<void> {
    if (intent.status !== 'succeeded') return;
    await this.providerEvents.reconcilePaymentIntent(intent);
    throw new IllegalStateError(ALREADY_PAID_MESSAGE);
  }

  private async cancelSuperseded(intent: GatewayPaymentIntent): Promise<void> {
    if (intent.status === 'canceled') return;
    try {
      await this.gateway.cancelPaymentIntent(intent.id, `pi:cancel:${intent.id}`);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      // It may have succeeded in the meantime.
      await this.refuseIfAlreadyPaid(await this.gateway.retrievePaymentIntent(intent.id));
      this.logger.warn(
        { paymentIntentId: intent.id, reason: error.message },
        'Could not cancel a superseded payment intent',
      );
    }
  }

  private intentResult(
    intent: GatewayPaymentIntent,
    amount: number,
    promo: PromoResult | null,
    position: StartCheckoutResult['position'],
  ): StartCheckoutResult {
    if (!intent.client_secret) throw new Error(`Payment intent ${intent.id} has no client secret`);
    return {
      kind: 'intent',
      clientSecret: intent.client_secret,
      paymentIntentId: intent.id,
      amount,
      finalAmount: intent.amount,
      currency: 'usd',
      ...(promo
        ? {
            promo: { code: promo.code, description: promo.description, discountAmount: promo.discountAmount },
          }
        : {}),
      position,
    };
  }
}

/**
 * Deterministic, so a retried or parallel request cannot create a second intent at the provider. A case's first
 * checkout uses `pi:create:{caseId}:{finalAmount}`; a promo and later (replacing) checkouts extend it.
 */
export function idempotencyKey(
  caseId: string,
  finalAmount: number,
  promoCode: string | null,
  checkoutsSoFar: number,
): string {
  return [
    `pi:create:${caseId}:${finalAmount}`,
    ...(promoCode ? [promoCode] : []),
    ...(checkoutsSoFar > 0 ? [String(checkoutsSoFar)] : []),
  ].join(':');
}
