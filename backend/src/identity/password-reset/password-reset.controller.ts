import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../access.decorators';
import { PasswordResetConfirmDto, PasswordResetRequestDto } from './password-reset.dto';
import { PasswordResetService } from './password-reset.service';

/** The same answer for every email, known or not (no account enumeration). */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email, we sent a link to reset the password. It is valid for 30 minutes.';

@ApiTags('auth')
@Public()
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post()
  @HttpCode(202)
  @Header('Cache-Control', 'no-store')
  @ApiAcceptedResponse({ description: RESET_REQUESTED_MESSAGE })
  @ApiTooManyRequestsResponse({ description: 'Too many requests; see Retry-After.' })
  async request(@Body() body: PasswordResetRequestDto, @Req() req: Request): Promise<{ message: string }> {
    await this.resets.request(body.email, { ip: req.ip, userAgent: req.get('user-agent') });
    return { message: RESET_REQUESTED_MESSAGE };
  }

  @Post('confirm')
  @HttpCode(204)
  @Header('Cache-Control', 'no-store')
  @ApiNoContentResponse({ description: 'Password changed; every session of the account has ended.' })
  @ApiBadRequestResponse({ description: 'token is invalid or has expired (or the password is refused)' })
  async confirm(@Body() body: PasswordResetConfirmDto, @Req() req: Request): Promise<void> {
    await this.resets.confirm(body.token, body.password, { ip: req.ip, userAgent: req.get('user-agent') });
  }
}
