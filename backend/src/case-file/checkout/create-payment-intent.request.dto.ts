import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimString } from '../../common/text-field.validator';

/** POST /api/create-payment-intent (spec §7). */
export class CreatePaymentIntentRequestDto {
  @ApiProperty({ format: 'uuid' })
  @Transform(trimString)
  @IsUUID('all', { message: 'caseId must be a case id (a UUID)' })
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
