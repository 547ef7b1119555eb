import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID } from 'class-validator';
import { NotFoundError } from '../../common/errors';
import { trimString } from '../../common/text-field.validator';
import { UserRateLimiter } from '../../rate-limits/user-rate-limiter';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { ATTORNEY_REQUEST_LIMIT } from '../attorney-rate-limits';
import { AttorneySearchPayments } from './attorney-search-payments';
import { SearchAccessService } from './search-access.service';

export class SearchAccessResponse {
  @ApiProperty({ description: 'May the user search the directory now?' }) hasAccess!: boolean;
  @ApiProperty({ enum: ['subscription', 'purchase', 'none'] }) access!: 'subscription' | 'purchase' | 'none';
  @ApiPropertyOptional({ enum: ['suego', 'suepro'], nullable: true }) plan!: 'suego' | 'suepro' | null;
  @ApiPropertyOptional({ nullable: true, description: 'When one-time access ends' }) expiresAt!:
    string | null;
  @ApiPropertyOptional({ nullable: true, description: 'When the last one-time access ended' }) expiredAt!:
    string | null;
}

/** POST /api/create-attorney-search-payment-intent (spec §7 sends `userId`; only the caller's own is accepted). */
export class CreateAttorneySearchPaymentIntentRequestDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: "The signed-in user (optional); another user's id is 404",
  })
  @IsOptional()
  @Transform(trimString)
  @IsUUID('all', { message: 'userId must be a user id (a UUID)' })
  userId?: string;
}

export class AttorneySearchPaymentIntentResponse {
  @ApiPropertyOptional({
    description: 'Set for subscribers: search is included ("Access Granted"), nothing to pay',
  })
  subscriptionAccess?: boolean;
  @ApiPropertyOptional({ enum: ['suego', 'suepro'] }) plan?: string;
  @ApiPropertyOptional({ description: 'Set when one-time access is already running' })
  purchasedAccess?: boolean;
  @ApiPropertyOptional() expiresAt?: string;
  @ApiPropertyOptional({ example: 'pi_…_secret_…' }) clientSecret?: string;
  @ApiPropertyOptional({ example: 'pi_…' }) paymentIntentId?: string;
  @ApiPropertyOptional({ example: 199, description: 'cents, from the price catalog' }) amount?: number;
  @ApiPropertyOptional({ enum: ['usd'] }) currency?: 'usd';
}

@ApiTags('attorneys')
@ApiBearerAuth()
@Controller()
export class SearchAccessController {
  constructor(
    private readonly access: SearchAccessService,
    private readonly payments: AttorneySearchPayments,
    private readonly limits: UserRateLimiter,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** Whether the signed-in user may search now: a plan, one-time access (until when), or neither. */
  @Get('attorney-search/access')
  @ApiOkResponse({ type: SearchAccessResponse })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<SearchAccessResponse> {
    const access = await this.access.check(user.id);
    return {
      hasAccess: access.access !== 'none',
      access: access.access,
      plan: access.plan,
      expiresAt: access.expiresAt,
      expiredAt: access.access === 'none' ? access.expiredAt : null,
    };
  }

  /**
   * The one-time attorney search payment ($1.99 for 30 days, priced from the catalog): a client secret to confirm
   * with a card; `subscriptionAccess` for subscribers (search is included) and `purchasedAccess` while bought
   * access runs, with nothing to pay.
   */
  @Post('create-attorney-search-payment-intent')
  @HttpCode(200)
  @ApiOkResponse({ type: AttorneySearchPaymentIntentResponse })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateAttorneySearchPaymentIntentRequestDto,
  ): Promise<AttorneySearchPaymentIntentResponse> {
    // Another user's id names nothing the caller may pay for: the same 404 as an unknown one.
    if (body.userId && body.userId.toLowerCase() !== user.id.toLowerCase())
      throw new NotFoundError('User not found');
    await this.limits.consume(ATTORNEY_REQUEST_LIMIT, user.id);
    const result = await this.payments.start(user.id);
    if (result.kind === 'subscription') return { subscriptionAccess: true, plan: result.plan };
    if (result.kind === 'purchased') {
      await this.readYourWrites.after(result.position);
      return { purchasedAccess: true, expiresAt: result.expiresAt };
    }
    const { clientSecret, paymentIntentId, amount, currency } = result;
    return { clientSecret, paymentIntentId, amount, currency };
  }
}
