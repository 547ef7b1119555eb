import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PROMO_PLANS, type PromoPlan } from '../../pricing/index';

/** POST /api/validate-promo (spec §7). */
export class ValidatePromoRequestDto {
  @ApiPropertyOptional({ example: 'SUEGOFREE', description: 'Trimmed and upper-cased by the server.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  code?: string;

  @ApiProperty({ enum: PROMO_PLANS })
  @IsIn(PROMO_PLANS)
  plan!: PromoPlan;
}
