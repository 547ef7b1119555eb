import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AllowReadOnlyRoles, CurrentUser, Roles, SecondFactorPendingAllowed } from '../access.decorators';
import type { AuthenticatedUser } from '../authenticated-user';
import {
  TwoFactorCodeRequestDto,
  TwoFactorEnrolmentDto,
  TwoFactorEnrolmentRequestDto,
  TwoFactorRecoveryCodesDto,
  TwoFactorStatusDto,
  TwoFactorVerifiedDto,
} from './two-factor.dto';
import {
  ENROLMENT_CODE_REQUIRED_MESSAGE,
  INVALID_CODE_MESSAGE,
  INVALID_ENROLMENT_CODE_MESSAGE,
  NO_ENROLMENT_MESSAGE,
  NOT_ENROLLED_MESSAGE,
  TwoFactorService,
  VERIFY_BEFORE_REENROL_MESSAGE,
} from './two-factor.service';

/**
 * TOTP for staff and auditors (ADR 113): status, enrolment with a QR code, the code prompt, recovery codes. An
 * auditor is read-only everywhere else; these routes change only their own sign-in. Never cached.
 */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  /** Any signed-in user: whether this account needs, has and has passed a second factor in this session. */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentUser() user: AuthenticatedUser): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(user);
  }

  /**
   * A new secret as a QR code and as text (shown this once); confirm it with a code within 15 minutes. The first
   * enrolment needs `enrolmentCode`, the one-time code `npm run users:role` printed (spent by the confirmation).
   */
  @Post('enrolment')
  @Roles('staff', 'auditor')
  @SecondFactorPendingAllowed()
  @AllowReadOnlyRoles()
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @ApiCreatedResponse({ type: TwoFactorEnrolmentDto })
  @ApiBadRequestResponse({ description: `${ENROLMENT_CODE_REQUIRED_MESSAGE} / ${INVALID_ENROLMENT_CODE_MESSAGE}` })
  @ApiForbiddenResponse({ description: `Not staff or an auditor; or: ${VERIFY_BEFORE_REENROL_MESSAGE}` })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes; see Retry-After.' })
  startEnrolment(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: TwoFactorEnrolmentRequestDto,
  ): Promise<TwoFactorEnrolmentDto> {
    return this.twoFactor.startEnrolment(user, body.enrolmentCode);
  }

  /** The first code from the app: the setup is saved, this session is verified, recovery codes are shown once. */
  @Post('enrolment/confirm')
  @Roles('staff', 'auditor')
  @SecondFactorPendingAllowed()
  @AllowReadOnlyRoles()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: TwoFactorRecoveryCodesDto })
  @ApiBadRequestResponse({ description: INVALID_CODE_MESSAGE })
  @ApiConflictResponse({ description: NO_ENROLMENT_MESSAGE })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes; see Retry-After.' })
  confirmEnrolment(@CurrentUser() user: AuthenticatedUser, @Body() body: TwoFactorCodeRequestDto): Promise<TwoFactorRecoveryCodesDto> {
    return this.twoFactor.confirmEnrolment(user, body.code);
  }

  /** The code prompt at sign-in: a current TOTP code (once each) or an unused recovery code. */
  @Post('verify')
  @Roles('staff', 'auditor')
  @SecondFactorPendingAllowed()
  @AllowReadOnlyRoles()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: TwoFactorVerifiedDto })
  @ApiBadRequestResponse({ description: INVALID_CODE_MESSAGE })
  @ApiConflictResponse({ description: NOT_ENROLLED_MESSAGE })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes; see Retry-After.' })
  verify(@CurrentUser() user: AuthenticatedUser, @Body() body: TwoFactorCodeRequestDto): Promise<TwoFactorVerifiedDto> {
    return this.twoFactor.verify(user, body.code);
  }

  /** New recovery codes (the old ones stop working); needs a verified session. */
  @Post('recovery-codes')
  @Roles('staff', 'auditor')
  @AllowReadOnlyRoles()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: TwoFactorRecoveryCodesDto })
  regenerate(@CurrentUser() user: AuthenticatedUser): Promise<TwoFactorRecoveryCodesDto> {
    return this.twoFactor.regenerateRecoveryCodes(user);
  }
}
