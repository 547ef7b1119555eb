import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';

const PM = /^pm_[A-Za-z0-9_]{1,200}$/;

/** POST /api/payment-methods (spec §7): the card id under either name the screens use. */
export class AddPaymentMethodRequestDto {
  @ApiPropertyOptional({ example: 'pm_1Qx…' })
  @IsOptional()
  @IsString()
  @Matches(PM, { message: 'payment_method_id must be a payment method id (pm_…)' })
  payment_method_id?: string;

  @ApiPropertyOptional({ example: 'pm_1Qx…' })
  @IsOptional()
  @IsString()
  @Matches(PM, { message: 'paymentMethodId must be a payment method id (pm_…)' })
  paymentMethodId?: string;
}

export const PAYMENT_METHOD_ID = PM;
