import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../../identity/index';
import { applyPromo, promoResponse, type PromoResult } from '../../pricing/index';
import { ValidatePromoRequestDto } from './validate-promo.request.dto';

export class PromoResultResponse implements PromoResult {
  @ApiProperty({ enum: [true] }) valid!: true;
  @ApiProperty({ example: 'SUEGOFREE' }) code!: string;
  @ApiProperty({ example: 'Free first month' }) description!: string;
  @ApiProperty({ example: 2900, description: 'cents' }) originalAmount!: number;
  @ApiProperty({ example: 2900, description: 'cents' }) discountAmount!: number;
  @ApiProperty({ example: 0, description: 'cents' }) finalAmount!: number;
}

@ApiTags('payments')
@Public()
@Controller()
export class ValidatePromoController {
  /**
   * Checks a promo code against a plan's catalog price (plan promotions only). Unknown codes: 400 'Invalid Promo
   * Code'; a document type as `plan`: 400, promo codes do not apply to single documents.
   */
  @Post('validate-promo')
  @HttpCode(200)
  @ApiOkResponse({ type: PromoResultResponse })
  @ApiBadRequestResponse({ description: "'Invalid Promo Code', 'Promo code is required', expired, or not a plan." })
  validate(@Body() body: ValidatePromoRequestDto): PromoResult {
    return promoResponse(applyPromo(body.code ?? '', body.plan));
  }
}
