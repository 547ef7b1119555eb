import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { AllowReadOnlyRoles, CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { DeleteAccountCommand } from './delete-account.command';
import { DeleteAccountRequestDto } from './delete-account.request.dto';

@ApiTags('account')
@ApiBearerAuth()
@Controller('account')
export class DeleteAccountController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Deletes the signed-in account: every session ends, personal data is erased (crypto-shredding), payment
   * records keep only what the law requires. Any signed-in role may delete its own account.
   */
  @Post('delete')
  @AllowReadOnlyRoles()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The account is deleted and its sessions have ended.' })
  @ApiBadRequestResponse({ description: "confirmEmail is missing or is not the account's email." })
  async delete(@CurrentUser() user: AuthenticatedUser, @Body() body: DeleteAccountRequestDto): Promise<void> {
    await this.commands.execute(new DeleteAccountCommand(user, body.confirmEmail));
  }
}
