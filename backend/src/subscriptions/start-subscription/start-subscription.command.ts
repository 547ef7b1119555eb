import { Command } from '@nestjs/cqrs';
import type { Position } from '../../event-store/event-store';
import type { PlanId } from '../../pricing/index';

export interface StartSubscriptionResult {
  subscriptionId: string;
  status: 'trialing' | 'incomplete' | 'active';
  /** The SetupIntent's client secret (`seti_…_secret_…`) when a card must still be saved; null otherwise. */
  clientSecret: string | null;
  /** A free first month (SUEGOFREE): no card is asked for. */
  isFree: boolean;
  /** The free trial's days; 0 for a returning customer (ADR 145): the first month is charged at once. */
  trialDays: number;
  position: Position | null;
}

/**
 * Start a plan for the signed-in user: 7-day trial with a card saved by a SetupIntent, a free first month, or (the
 * trial had before) the first month paid at once.
 */
export class StartSubscriptionCommand extends Command<StartSubscriptionResult> {
  constructor(
    /** `emailVerified`: a free first month needs it, and only a verified email claims the trial (ADR 210). */
    readonly user: { id: string; email: string; role: string; emailVerified: boolean },
    readonly plan: PlanId,
    /** As typed; trimmed and upper-cased here. Empty = none. */
    readonly promoCode: string | null,
    /** A card already saved by a standalone SetupIntent (create-setup-intent → activate-subscription-after-setup). */
    readonly paymentMethodId: string | null = null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
