import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from './access.decorators';
import type { AuthenticatedUser } from './authenticated-user';
import { UpdateProfileRequestDto, UpdateProfileResponseDto } from './auth.dto';
import { AuthService } from './auth.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly auth: AuthService) {}

  /** Updates the signed-in user's name; `email` must be their own (403 otherwise). Never creates an account. */
  @Post()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ type: UpdateProfileResponseDto })
  @ApiForbiddenResponse({ description: "The email is not the signed-in user's own." })
  updateProfile(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UpdateProfileRequestDto,
  ): Promise<UpdateProfileResponseDto> {
    return this.auth.updateProfile(user, body);
  }
}
