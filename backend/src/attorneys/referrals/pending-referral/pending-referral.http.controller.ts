import { Controller, Delete, Get, HttpCode, Param } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { ReferralPaymentResponse } from '../referral.response';
import { PendingReferrals } from './pending-referral.service';

@ApiTags('attorneys')
@ApiBearerAuth()
@Controller('attorney-referrals')
export class PendingReferralController {
  constructor(private readonly pending: PendingReferrals) {}

  /** The payment of one of the user's referrals that waits for its fee, to confirm now. */
  @Get(':id/payment')
  @ApiOkResponse({ type: ReferralPaymentResponse })
  @ApiNotFoundResponse({ description: "No such referral request, or another user's" })
  @ApiConflictResponse({ description: 'The referral no longer waits for a payment' })
  payment(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ReferralPaymentResponse> {
    return this.pending.payment({ id: user.id, role: user.role }, id);
  }

  /** Removes one of the user's referrals that waits for its fee (its payment is canceled); a sent one is 409. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed (or removed already)' })
  @ApiNotFoundResponse({ description: "No such referral request, or another user's" })
  @ApiConflictResponse({ description: 'The referral was already sent (or paid meanwhile)' })
  async withdraw(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.pending.withdraw({ id: user.id, role: user.role }, id);
  }
}
