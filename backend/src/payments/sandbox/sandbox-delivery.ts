import { Injectable } from '@nestjs/common';
import type { Position } from '../../event-store/event-store';
import { ProviderEventHandler } from '../handle-provider-event/provider-event.handler';
import { PaymentGateway } from '../payment-gateway';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';

/**
 * The sandbox's webhooks: a sandbox call that changes a subscription or an invoice records the events Stripe would
 * send; this hands them to the provider-event handler, oldest first, as a webhook delivery would. With Stripe the
 * real webhooks arrive on their own, so it does nothing.
 */
@Injectable()
export class SandboxDelivery {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly providerEvents: ProviderEventHandler,
  ) {}

  async deliver(objectId: string): Promise<Position | null> {
    if (!(this.gateway instanceof SandboxPaymentGateway)) return null;
    let position: Position | null = null;
    for (const event of await this.gateway.undeliveredEvents(objectId)) {
      const result = await this.providerEvents.handle(event);
      await this.gateway.markDelivered(event.id);
      position = result.position ?? position;
    }
    return position;
  }
}
