import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { CancelSubscriptionRequestDto } from './cancel-subscription.request.dto';
import { ChangeSubscriptionCommand } from './change-subscription.command';

export class SubscriptionChangeResponse {
  @ApiProperty({ enum: [true] }) success!: true;
}

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller('subscriptions')
export class ChangeSubscriptionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly fresh: ReadYourWrites,
  ) {}

  @Post('cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionChangeResponse })
  @ApiBadRequestResponse({ description: 'reason must be at most 200 characters' })
  @ApiNotFoundResponse({ description: 'You have no subscription' })
  @ApiConflictResponse({
    description: 'Only an active or trialing subscription can be cancelled at period end',
  })
  async cancel(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CancelSubscriptionRequestDto,
  ): Promise<SubscriptionChangeResponse> {
    const reason = body.reason ? body.reason : null;
    return this.run(user, { type: 'cancel', immediate: body.immediate ?? false, reason });
  }

  @Post('reactivate')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionChangeResponse })
  @ApiNotFoundResponse({ description: 'You have no subscription' })
  @ApiConflictResponse({ description: 'Your subscription is not set to cancel' })
  reactivate(@CurrentUser() user: AuthenticatedUser): Promise<SubscriptionChangeResponse> {
    return this.run(user, { type: 'reactivate' });
  }

  private async run(
    user: AuthenticatedUser,
    change: ChangeSubscriptionCommand['change'],
  ): Promise<SubscriptionChangeResponse> {
    const { position } = await this.commands.execute(
      new ChangeSubscriptionCommand({ id: user.id, role: user.role }, change),
    );
    await this.fresh.after(position);
    return { success: true };
  }
}
