import { Command } from '@nestjs/cqrs';
import type { Position } from '../../event-store/event-store';

export interface CheckoutPromo {
  code: string;
  description: string;
  discountAmount: number;
}

export type StartCheckoutResult =
  | {
      kind: 'intent';
      clientSecret: string;
      paymentIntentId: string;
      amount: number;
      finalAmount: number;
      currency: 'usd';
      promo?: CheckoutPromo;
      position: Position | null;
    }
  | { kind: 'free'; position: Position | null };

/** Give the signed-in owner of a case a way to pay for its document, priced by the server. */
export class StartCheckoutCommand extends Command<StartCheckoutResult> {
  constructor(
    readonly caseId: string,
    readonly actor: { id: string; role: string },
    /** As typed by the user; trimmed and upper-cased here. Empty = no promo. */
    readonly promoCode: string | null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
