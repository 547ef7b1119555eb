import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AllowReadOnlyRoles, CurrentUser, Public } from '../access.decorators';
import type { AuthenticatedUser } from '../authenticated-user';
import type { ClientInfo } from '../sessions.service';
import {
  EmailChangeRequestDto,
  EmailConfirmedDto,
  EmailOwnershipMessageDto,
  EmailTokenRequestDto,
} from './email-ownership.dto';
import {
  ALREADY_VERIFIED_MESSAGE,
  CHANGE_VALID_HOURS,
  EmailOwnershipService,
  INVALID_EMAIL_TOKEN_MESSAGE,
  VERIFY_FIRST_MESSAGE,
  VERIFY_VALID_HOURS,
} from './email-ownership.service';

const clientOf = (req: Request): ClientInfo => ({ ip: req.ip, userAgent: req.get('user-agent') });

/**
 * Email verification and email change (ADR 140). The link pages in the browser show a button that POSTs the
 * token: opening a link (a mail scanner does) changes nothing by itself. The two request routes touch only the
 * caller's own account, so auditors may use them too.
 */
@ApiTags('auth')
@Controller('auth')
export class EmailOwnershipController {
  constructor(private readonly emails: EmailOwnershipService) {}

  @Post('email-verification')
  @AllowReadOnlyRoles()
  @HttpCode(202)
  @Header('Cache-Control', 'no-store')
  @ApiBearerAuth()
  @ApiAcceptedResponse({
    type: EmailOwnershipMessageDto,
    description: 'A new link was sent to the account email.',
  })
  @ApiConflictResponse({ description: ALREADY_VERIFIED_MESSAGE })
  @ApiTooManyRequestsResponse({ description: 'Too many links asked for; see Retry-After.' })
  async resend(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<EmailOwnershipMessageDto> {
    await this.emails.resend(user, clientOf(req));
    return { message: `We sent a new link to ${user.email}. It works for ${VERIFY_VALID_HOURS} hours.` };
  }

  @Public()
  @Post('email-verification/confirm')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: EmailConfirmedDto })
  @ApiBadRequestResponse({ description: INVALID_EMAIL_TOKEN_MESSAGE })
  async confirmVerification(
    @Body() body: EmailTokenRequestDto,
    @Req() req: Request,
  ): Promise<EmailConfirmedDto> {
    const { email } = await this.emails.confirmVerification(body.token, clientOf(req));
    return { email, message: 'Your email is verified' };
  }

  @Post('email-change')
  @AllowReadOnlyRoles()
  @HttpCode(202)
  @Header('Cache-Control', 'no-store')
  @ApiBearerAuth()
  @ApiAcceptedResponse({
    type: EmailOwnershipMessageDto,
    description: 'A confirmation link was sent to the new address.',
  })
  @ApiBadRequestResponse({ description: 'newEmail is invalid, or the password is not correct' })
  @ApiForbiddenResponse({ description: VERIFY_FIRST_MESSAGE })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests; see Retry-After.' })
  async requestChange(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: EmailChangeRequestDto,
    @Req() req: Request,
  ): Promise<EmailOwnershipMessageDto> {
    await this.emails.requestChange(user, body.newEmail, body.password, clientOf(req));
    return {
      message: `We sent a link to ${body.newEmail}. Your email changes when you open it (within ${CHANGE_VALID_HOURS} hours).`,
    };
  }

  @Public()
  @Post('email-change/confirm')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: EmailConfirmedDto })
  @ApiBadRequestResponse({ description: INVALID_EMAIL_TOKEN_MESSAGE })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  async confirmChange(@Body() body: EmailTokenRequestDto, @Req() req: Request): Promise<EmailConfirmedDto> {
    const { email } = await this.emails.confirmChange(body.token, clientOf(req));
    return { email, message: 'Your email address is changed' };
  }
}
