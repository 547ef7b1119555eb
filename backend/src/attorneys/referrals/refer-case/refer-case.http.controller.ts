import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { OwnCaseGuard } from '../../../case-file/index';
import { UserRateLimiter } from '../../../rate-limits/user-rate-limiter';
import { CurrentUser } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { ATTORNEY_REQUEST_LIMIT } from '../../attorney-rate-limits';
import { SubmitReferralResponse } from '../referral.response';
import { ReferCaseCommand } from './refer-case.command';
import { ReferCaseRequestDto } from './refer-case.request.dto';

@ApiTags('attorneys')
@ApiBearerAuth()
@Controller('cases')
export class ReferCaseController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: UserRateLimiter,
  ) {}

  /**
   * Send the case to an attorney ('Attorney Referral Sent'). `sent` with a plan; otherwise `payment_required` with
   * the $15 payment to confirm, after which the case records the referral.
   */
  @Post(':id/refer-attorney')
  @HttpCode(200)
  @UseGuards(OwnCaseGuard)
  @ApiOkResponse({ type: SubmitReferralResponse })
  @ApiNotFoundResponse({ description: "No such case (or another user's), or no such active attorney" })
  @ApiTooManyRequestsResponse({
    description: 'Too many attorney requests from this account; see Retry-After.',
  })
  async refer(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: ReferCaseRequestDto,
  ): Promise<SubmitReferralResponse> {
    await this.limits.consume(ATTORNEY_REQUEST_LIMIT, user.id);
    const notes = body.notes?.trim() ? body.notes.trim() : null;
    return this.commands.execute(
      new ReferCaseCommand({ id: user.id, role: user.role }, id, body.attorneyId, notes),
    );
  }
}
