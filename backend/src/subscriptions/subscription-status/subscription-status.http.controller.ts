import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type { SubscriptionRow } from '../read-models/subscriptions/subscription.row';
import { CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { SessionCache } from '../../identity/index';
import { PRICE_CATALOG } from '../../pricing/index';
import { BenefitClaims } from '../once-per-customer/benefit-claims';
import { COVERING_STATUSES, LIVE_STATUSES, type SubscriptionStatus } from '../subscription.events';
import { SubscriptionQueries } from '../subscription-queries';

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** The spec's subscription entity (§3) plus what the account page shows. */
export class SubscriptionResponse {
  @ApiProperty() id!: string;
  @ApiProperty() userId!: string;
  @ApiProperty() stripeSubscriptionId!: string;
  @ApiProperty() stripePriceId!: string;
  @ApiProperty({ enum: ['trialing', 'active', 'incomplete', 'past_due', 'unpaid', 'canceled'] })
  status!: string;
  @ApiProperty({ enum: ['suego', 'suepro'] }) plan!: string;
  @ApiProperty({ example: 'SueGo' }) planName!: string;
  @ApiProperty({ example: 2900, description: 'cents per month' }) amount!: number;
  @ApiProperty() currentPeriodStart!: string;
  @ApiProperty() currentPeriodEnd!: string;
  @ApiProperty() cancelAtPeriodEnd!: boolean;
  @ApiProperty({
    description:
      'The plan has no card to charge and ends at currentPeriodEnd unless one is added (a free month without a card, or its last card removed).',
  })
  withoutCard!: boolean;
  @ApiPropertyOptional({
    nullable: true,
    enum: ['canceled', 'period_end', 'payment_failed', 'superseded', 'trial_without_card', 'no_card'],
    description: 'Why an ended plan ended.',
  })
  endReason!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    description: 'When trialing: the end of the trial, the first charge.',
  })
  trialEnd!: string | null;
  @ApiPropertyOptional({ nullable: true }) promoCode!: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'null = unlimited' }) documentsPerPeriod!:
    number | null;
  @ApiProperty() documentsUsed!: number;
  @ApiPropertyOptional({ nullable: true, description: 'null = unlimited' }) documentsRemaining!:
    number | null;
  @ApiPropertyOptional({ nullable: true }) cancellationReason!: string | null;
  @ApiPropertyOptional({ nullable: true }) lastPaymentError!: string | null;
  @ApiPropertyOptional({ nullable: true }) nextPaymentAttempt!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class SubscriptionStatusResponse {
  @ApiPropertyOptional({ type: SubscriptionResponse, nullable: true })
  subscription!: SubscriptionResponse | null;
  @ApiProperty({ description: 'trialing or active: documents are covered and attorney search is included.' })
  hasActiveSubscription!: boolean;
  @ApiProperty({
    enum: ['suego', 'suepro', 'none'],
    description: 'Access tier (spec §4): subscribers see Included.',
  })
  accessTier!: 'suego' | 'suepro' | 'none';
  @ApiProperty({
    description:
      'Whether a new plan starts with the free trial: false once this customer (the normalised email, any account) had one; the first month is then charged at once.',
  })
  trialAvailable!: boolean;
}

export function toSubscriptionResponse(row: SubscriptionRow): SubscriptionResponse {
  const perPeriod = row.documents_per_period === null ? null : Number(row.documents_per_period);
  const used = Number(row.documents_used);
  return {
    id: row.id,
    userId: row.user_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    stripePriceId: row.stripe_price_id,
    status: row.status,
    plan: row.plan,
    planName: PRICE_CATALOG.plans.find((p) => p.id === row.plan)?.name ?? row.plan,
    amount: Number(row.amount),
    currentPeriodStart: iso(row.current_period_start)!,
    currentPeriodEnd: iso(row.current_period_end)!,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    withoutCard: row.without_card === true,
    endReason: row.end_reason ?? null,
    trialEnd: row.status === 'trialing' ? iso(row.trial_end) : null,
    promoCode: row.promo_code,
    documentsPerPeriod: perPeriod,
    documentsUsed: used,
    documentsRemaining: perPeriod === null ? null : Math.max(0, perPeriod - used),
    cancellationReason: row.cancellation_reason,
    lastPaymentError: row.last_failure_message,
    nextPaymentAttempt: iso(row.next_payment_attempt),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

export const SUBSCRIPTION_STATUS_KIND = 'subscription-status';

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller('subscription')
export class SubscriptionStatusController {
  constructor(
    private readonly queries: SubscriptionQueries,
    private readonly cache: SessionCache,
    private readonly claims: BenefitClaims,
  ) {}

  /**
   * The signed-in user's subscription (the live one, else the last that ended); null when there never was one.
   * Answered from the session cache when it holds it: the subscriptions projection notifies every API process of
   * each changed user at commit (ADR 006's channel), so a cached answer never outlives a change by more than the
   * notification's trip.
   */
  @Get('status')
  @ApiOkResponse({ type: SubscriptionStatusResponse })
  async status(@CurrentUser() user: AuthenticatedUser): Promise<SubscriptionStatusResponse> {
    const now = Date.now();
    const cached = this.cache.getUserData<SubscriptionStatusResponse>(user.id, SUBSCRIPTION_STATUS_KIND, now);
    if (cached) return cached;
    const mark = this.cache.mark();
    const history = await this.queries.forUser(user.id);
    const row = history.find((r) => LIVE_STATUSES.has(r.status as SubscriptionStatus)) ?? history[0] ?? null;
    const active = row !== null && COVERING_STATUSES.has(row.status as SubscriptionStatus);
    const answer: SubscriptionStatusResponse = {
      subscription: row ? toSubscriptionResponse(row) : null,
      hasActiveSubscription: active,
      accessTier: active ? (row.plan as 'suego' | 'suepro') : 'none',
      // This account's own trials count whether or not its email is verified (only a verified one is claimed).
      trialAvailable:
        history.every((r) => r.trial_end === null || r.end_reason === 'superseded') && (await this.claims.available(user.email, 'trial')),
    };
    this.cache.setUserData(user.id, SUBSCRIPTION_STATUS_KIND, answer, mark, now);
    return answer;
  }
}
