import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { DOCUMENT_REQUEST_LIMIT, UserRateLimiter } from '../../rate-limits/user-rate-limiter';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { CreatePaymentIntentRequestDto } from './create-payment-intent.request.dto';
import { StartCheckoutCommand } from './start-checkout.command';

class CheckoutPromoResponse {
  @ApiProperty({ example: 'BETA2024' }) code!: string;
  @ApiProperty({ example: '$29.00 off' }) description!: string;
  @ApiProperty({ example: 500, description: 'cents' }) discountAmount!: number;
}

export class PaymentIntentResponse {
  @ApiProperty({ example: 'pi_3Qx…_secret_…' }) clientSecret!: string;
  @ApiProperty({ example: 'pi_3Qx…' }) paymentIntentId!: string;
  @ApiProperty({ example: 500, description: 'Catalog price, cents' }) amount!: number;
  @ApiProperty({ example: 500, description: 'Charged after the promo, cents' }) finalAmount!: number;
  @ApiProperty({ enum: ['usd'] }) currency!: 'usd';
  @ApiPropertyOptional({ type: CheckoutPromoResponse }) promo?: CheckoutPromoResponse;
}

export class FreeCheckoutResponse {
  @ApiProperty({ enum: [true] }) free!: true;
  @ApiProperty({ enum: ['paid'] }) status!: 'paid';
}

@ApiTags('payments')
@ApiBearerAuth()
@ApiExtraModels(PaymentIntentResponse, FreeCheckoutResponse)
@Controller()
export class CreatePaymentIntentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly limits: UserRateLimiter,
  ) {}

  /**
   * The payment intent for the owner's case, priced from the catalog by its document type (any client amount is
   * ignored). One open intent per case: calling again returns the same one. A promo code is refused
   * with 400 naming `promoCode`: promotions apply to plans only (DESIGN §6).
   */
  @Post('create-payment-intent')
  @HttpCode(200)
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(PaymentIntentResponse) }, { $ref: getSchemaPath(FreeCheckoutResponse) }],
    },
  })
  @ApiConflictResponse({ description: 'The case is already paid for.' })
  @ApiTooManyRequestsResponse({ description: 'Too many document requests from this account; see Retry-After.' })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreatePaymentIntentRequestDto,
  ): Promise<PaymentIntentResponse | FreeCheckoutResponse> {
    await this.limits.consume(DOCUMENT_REQUEST_LIMIT, user.id);
    const result = await this.commands.execute(
      new StartCheckoutCommand(body.caseId.trim(), { id: user.id, role: user.role }, body.promoCode ?? null),
    );
    await this.readYourWrites.after(result.position);
    if (result.kind === 'free') return { free: true, status: 'paid' };
    const { position: _position, kind: _kind, ...intent } = result;
    return intent;
  }
}
