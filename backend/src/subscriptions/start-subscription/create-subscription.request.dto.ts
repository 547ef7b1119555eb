import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { PlanId } from '../../pricing/index';
import { RegisterRequestDto } from '../../identity/index';

export const PLAN_IDS: readonly PlanId[] = ['suego', 'suepro'];

/** POST /api/create-subscription (spec §7). */
export class CreateSubscriptionRequestDto {
  @ApiProperty({ enum: PLAN_IDS })
  @IsIn(PLAN_IDS)
  plan!: PlanId;

  @ApiPropertyOptional({ example: 'SUEGOFREE', description: 'Trimmed and upper-cased; empty means none.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  promoCode?: string | null;
}

/** POST /api/create-subscription-with-signup (spec §7): a new account and its plan in one call. */
export class CreateSubscriptionWithSignupRequestDto extends RegisterRequestDto {
  @ApiProperty({ enum: PLAN_IDS })
  @IsIn(PLAN_IDS)
  plan!: PlanId;

  @ApiPropertyOptional({ example: 'SUEGOFREE' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  promoCode?: string | null;
}
