import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Matches } from 'class-validator';

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

  @ApiPropertyOptional({
    description: 'Make it the default card (the plan then charges it; a past-due plan is paid at once).',
  })
  @IsOptional()
  @IsBoolean({ message: 'makeDefault must be true or false' })
  makeDefault?: boolean;
}

/** DELETE /api/payment-methods/{id}?endPlan=true: removing the last card of a live plan, confirmed. */
export class RemovePaymentMethodQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'endPlan must be true or false' })
  endPlan?: 'true' | 'false';
}

export const PAYMENT_METHOD_ID = PM;
