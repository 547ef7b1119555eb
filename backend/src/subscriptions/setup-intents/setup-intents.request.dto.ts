import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { PlanId } from '../../pricing/index';
import { SafeText } from '../safe-text.validator';
import { PLAN_IDS } from '../start-subscription/create-subscription.request.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/create-setup-intent (spec §7). Without a plan the SetupIntent only saves a card (payment methods). */
export class CreateSetupIntentRequestDto {
  @ApiPropertyOptional({ enum: PLAN_IDS })
  @IsOptional()
  @IsIn(PLAN_IDS)
  plan?: PlanId;

  @ApiPropertyOptional({ example: 'BETA2024' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  promoCode?: string | null;
}

export class SetupIntentIdDto {
  @ApiProperty({ example: 'seti_1Qx…' })
  @Transform(trim)
  @IsString()
  @Matches(/^seti_[A-Za-z0-9_]{1,200}$/, { message: 'setupIntentId must be a SetupIntent id (seti_…)' })
  setupIntentId!: string;
}

/** POST /api/complete-payment-setup (spec §7): the signed-in user's email is accepted as a check. */
export class CompletePaymentSetupRequestDto extends SetupIntentIdDto {
  @ApiPropertyOptional({ example: 'ana@example.com' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @SafeText({ email: true })
  @MaxLength(254)
  email?: string;
}
