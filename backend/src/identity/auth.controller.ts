import { Body, Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AllowReadOnlyRoles, CurrentUser, Public } from './access.decorators';
import type { AuthenticatedUser } from './authenticated-user';
import {
  AuthResponseDto,
  LoginRequestDto,
  RegisterRequestDto,
  toUserResponse,
  UserResponseDto,
} from './auth.dto';
import { AuthService, type SignedIn } from './auth.service';
import type { ClientInfo } from './sessions.service';

const clientOf = (req: Request): ClientInfo => ({ ip: req.ip, userAgent: req.get('user-agent'), cookies: req.get('cookie') });
/** The answer, and the device cookie for a browser that has just signed in (issue 22 point 7). */
const signedIn = ({ token, user, deviceCookie }: SignedIn, res: Response): AuthResponseDto => {
  if (deviceCookie) res.append('Set-Cookie', deviceCookie);
  return { token, user: toUserResponse(user) };
};

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('register')
  @Header('Cache-Control', 'no-store')
  @ApiCreatedResponse({ type: AuthResponseDto, description: 'Account created and signed in.' })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ups from this address; see Retry-After.' })
  async register(
    @Body() body: RegisterRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponseDto> {
    return signedIn(await this.auth.register(body, clientOf(req)), res);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AuthResponseDto, description: 'Signed in with a new session token.' })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts; see Retry-After.' })
  async login(
    @Body() body: LoginRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponseDto> {
    return signedIn(await this.auth.login(body, clientOf(req)), res);
  }

  @Post('logout')
  @AllowReadOnlyRoles()
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'The session is revoked; its token no longer works.' })
  async logout(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<void> {
    await this.auth.logout(user, clientOf(req));
  }

  @Get('me')
  @Header('Cache-Control', 'no-store')
  @ApiBearerAuth()
  @ApiOkResponse({ type: UserResponseDto })
  me(@CurrentUser() user: AuthenticatedUser): UserResponseDto {
    return toUserResponse(user);
  }
}

/** `POST /api/login`: the alias one screen of the client calls (spec §7); same contract as /api/auth/login. */
@ApiTags('auth')
@Controller()
export class LoginAliasController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AuthResponseDto })
  async login(
    @Body() body: LoginRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponseDto> {
    return signedIn(await this.auth.login(body, clientOf(req)), res);
  }
}
