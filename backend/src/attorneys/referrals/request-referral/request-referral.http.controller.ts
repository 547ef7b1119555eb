import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { UserRateLimiter } from '../../../rate-limits/user-rate-limiter';
import { CurrentUser } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { assertOwner } from '../../../identity/index';
import { ATTORNEY_REQUEST_LIMIT } from '../../attorney-rate-limits';
import { ReferralQueries } from '../referral-queries';
import {
  ReferralListResponse,
  ReferralRequestResponse,
  SubmitReferralResponse,
  toReferralResponse,
} from '../referral.response';
import { RequestReferralCommand } from './request-referral.command';
import { RequestReferralRequestDto } from './request-referral.request.dto';
import { parseState, parseZip } from '../../search/search-filters';

const orNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);

@ApiTags('attorneys')
@ApiBearerAuth()
@Controller('attorney-referrals')
export class RequestReferralController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: UserRateLimiter,
    private readonly queries: ReferralQueries,
  ) {}

  /**
   * Request Attorney Referral (the form) or Contact Attorney (`attorneyId`). `sent`: the referral went out now (a
   * plan includes it; a contact request is part of search access); `payment_required`: confirm `payment` ($15)
   * and the referral goes out when the payment is recorded.
   */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: SubmitReferralResponse })
  @ApiForbiddenResponse({ description: 'Contact Attorney without search access' })
  @ApiTooManyRequestsResponse({
    description: 'Too many attorney requests from this account; see Retry-After.',
  })
  async submit(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: RequestReferralRequestDto,
  ): Promise<SubmitReferralResponse> {
    await this.limits.consume(ATTORNEY_REQUEST_LIMIT, user.id);
    const actor = { id: user.id, role: user.role, email: user.email };
    const command = body.attorneyId
      ? new RequestReferralCommand(actor, {
          kind: 'direct',
          attorneyId: body.attorneyId,
          description: orNull(body.description),
          contactEmail: orNull(body.contactEmail),
          contactPhone: orNull(body.contactPhone),
        })
      : new RequestReferralCommand(actor, {
          kind: 'matched',
          caseType: body.caseType!,
          state: parseState(body.state),
          description: body.description!,
          urgency: orNull(body.urgency),
          budget: orNull(body.budget),
          contactEmail: body.contactEmail!,
          contactPhone: orNull(body.contactPhone),
          zipCode: parseZip(body.zipCode),
          confirmSameMatter: body.confirmSameMatter === true,
        });
    return this.commands.execute(command);
  }

  /** The signed-in user's referral and contact requests, newest first, with the attorneys each went to. */
  @Get()
  @ApiOkResponse({ type: ReferralListResponse })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<ReferralListResponse> {
    return { referrals: (await this.queries.forUser(user.id)).map(toReferralResponse) };
  }

  /** One of the user's referral requests; anyone else's is 404. */
  @Get(':id')
  @ApiOkResponse({ type: ReferralRequestResponse })
  async get(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<ReferralRequestResponse> {
    const row = await this.queries.findById(id);
    assertOwner(user, row?.user_id, 'Referral not found');
    return toReferralResponse(row!);
  }
}
