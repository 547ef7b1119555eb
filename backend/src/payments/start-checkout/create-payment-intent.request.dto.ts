import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /api/create-payment-intent (spec §7). */
export class CreatePaymentIntentRequestDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  caseId!: string;

  @ApiPropertyOptional({ description: 'Ignored: the server prices the case from the catalog.' })
  @IsOptional()
  amount?: unknown;

  @ApiPropertyOptional({ example: 'SUEGOFREE', description: 'Trimmed and upper-cased; empty means none.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  promoCode?: string | null;
}
