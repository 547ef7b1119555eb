import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ConflictError, EMAIL_VERIFICATION_REQUIRED_MESSAGE, UnauthenticatedError } from '../../common/errors';
import { CurrentUser, Public } from '../../identity/index';
import { toUserResponse, UserResponseDto } from '../../identity/index';
import { AuthService, type SignedIn } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { planPrice, type PlanId } from '../../pricing/index';
import { applyPromo, needsNoCard, normalizePromoCode } from '../../pricing/index';
import {
  CreateSubscriptionRequestDto,
  CreateSubscriptionWithSignupRequestDto,
} from './create-subscription.request.dto';
import { StartSubscriptionCommand, type StartSubscriptionResult } from './start-subscription.command';

export class CreateSubscriptionResponse {
  @ApiProperty({
    nullable: true,
    example: 'seti_1Qx…_secret_…',
    description: 'Confirm it to save the card; null when no card is needed.',
  })
  clientSecret!: string | null;
  @ApiProperty({ description: 'A free first month (SUEGOFREE): no card is asked for.' }) isFree!: boolean;
  @ApiProperty({
    example: 7,
    description:
      'Days of free trial; 0 when this customer (the normalised email) had a trial before: the clientSecret is then a payment (pi_…) of the first month, charged at once.',
  })
  trialDays!: number;
  @ApiProperty({ type: String, nullable: true, description: 'null while a free month waits for the verified email.' })
  subscriptionId!: string | null;
  @ApiProperty({ enum: ['trialing', 'incomplete', 'active', 'awaiting_verification'] }) status!: string;
  @ApiPropertyOptional({
    enum: ['required'],
    description: 'A free month (SUEGOFREE) needs a verified email: the link was sent; the plan starts after (ADR 210).',
  })
  emailVerification?: 'required';
}

export class CreateSubscriptionWithSignupResponse extends CreateSubscriptionResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'Session token: the new user is signed in.' }) token!: string;
  @ApiPropertyOptional({ type: UserResponseDto }) user!: UserResponseDto;
}

const answer = (r: StartSubscriptionResult): CreateSubscriptionResponse => ({
  clientSecret: r.clientSecret,
  isFree: r.isFree,
  trialDays: r.trialDays,
  subscriptionId: r.subscriptionId,
  status: r.status,
});

const message = (r: StartSubscriptionResult, plan: PlanId) =>
  r.isFree
    ? 'Your free month has started. No card is needed.'
    : r.trialDays === 0
      ? `${NO_TRIAL_MESSAGE} Your card is charged ${dollars(planPrice(plan).amount)} now, then every month until you cancel.`
      : r.status === 'incomplete'
        ? 'Save your card to start your 7-day free trial. You will be charged automatically when it ends unless you cancel.'
        : 'Your 7-day free trial has started.';

/** Why there is no trial (the subscribe pages say the rule before anyone pays). */
export const NO_TRIAL_MESSAGE = 'The free trial is once per customer, and this email address has had it.';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

@ApiTags('subscriptions')
@Controller()
export class CreateSubscriptionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly fresh: ReadYourWrites,
    private readonly auth: AuthService,
  ) {}

  @Post('create-subscription')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ type: CreateSubscriptionResponse })
  @ApiBadRequestResponse({ description: 'Unknown plan or a bad promo code (the message names the field).' })
  @ApiConflictResponse({
    description: 'You already have a subscription; or the promo code was used already.',
  })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateSubscriptionRequestDto,
  ): Promise<CreateSubscriptionResponse> {
    const result = await this.commands.execute(
      new StartSubscriptionCommand(
        { id: user.id, email: user.email, role: user.role, emailVerified: user.emailVerified },
        body.plan,
        body.promoCode ?? null,
      ),
    );
    await this.fresh.after(result.position);
    return answer(result);
  }

  /**
   * A new visitor's account and plan in one call; answers a session token so the user is signed in. The plan and
   * promo are checked before the account is created (a bad promo leaves nothing behind). The same request again
   * (a double click) signs in with the same credentials and finds the same subscription.
   */
  @Public()
  @Post('create-subscription-with-signup')
  @HttpCode(200)
  @ApiOkResponse({ type: CreateSubscriptionWithSignupResponse })
  @ApiBadRequestResponse({ description: 'A bad field, plan or promo code (the message names it).' })
  @ApiConflictResponse({
    description: 'An account with this email already exists (and the password does not match it).',
  })
  async signup(
    @Body() body: CreateSubscriptionWithSignupRequestDto,
    @Req() req: Request,
  ): Promise<CreateSubscriptionWithSignupResponse> {
    planPrice(body.plan);
    if (body.promoCode && normalizePromoCode(body.promoCode))
      applyPromo(body.promoCode, body.plan, new Date(), 'promoCode');
    const client = { ip: req.ip, userAgent: req.get('user-agent') };
    let signedIn: SignedIn;
    try {
      signedIn = await this.auth.register(
        { email: body.email, password: body.password, name: body.name },
        client,
      );
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      try {
        signedIn = await this.auth.login({ email: body.email, password: body.password }, client);
      } catch (loginError) {
        if (loginError instanceof UnauthenticatedError) throw error;
        throw loginError;
      }
    }
    const { user, token } = signedIn;
    const emailVerified = user.emailVerifiedAt !== null;
    // A free month waits for the verified email (ADR 210): the account is made and signed in, the plan is not.
    if (!emailVerified && needsNoCard(body.promoCode)) {
      return {
        success: true,
        message: EMAIL_VERIFICATION_REQUIRED_MESSAGE,
        token,
        user: toUserResponse(user),
        clientSecret: null,
        isFree: true,
        trialDays: 0,
        subscriptionId: null,
        status: 'awaiting_verification',
        emailVerification: 'required',
      };
    }
    const result = await this.commands.execute(
      new StartSubscriptionCommand(
        { id: user.id, email: user.email, role: user.role, emailVerified },
        body.plan,
        body.promoCode ?? null,
      ),
    );
    await this.fresh.after(result.position);
    return { success: true, message: message(result, body.plan), token, user: toUserResponse(user), ...answer(result) };
  }
}
