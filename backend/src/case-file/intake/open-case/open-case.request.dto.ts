import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsOptional, IsString, ValidateNested } from 'class-validator';
import { AmountValue, CaseFormDataDto } from '../case-form-data.dto';

/**
 * POST /api/cases (spec §7). The client also sends userId, caseType, state, amount and status; the server takes
 * the user from the session and sets the status itself, so userId and status are accepted and ignored, and
 * caseType/state/amount must agree with formData.
 */
export class OpenCaseRequestDto {
  @ApiProperty({ type: CaseFormDataDto })
  @IsDefined({ message: 'formData is required' })
  @ValidateNested()
  @Type(() => CaseFormDataDto)
  formData!: CaseFormDataDto;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  caseType?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  state?: string;

  @ApiPropertyOptional({ description: 'Two-decimal string; must equal formData.amountClaimed' })
  @IsOptional()
  @AmountValue()
  amount?: string | number;

  @ApiPropertyOptional({ description: 'Ignored: the session decides whose case it is' })
  @IsOptional()
  userId?: unknown;

  @ApiPropertyOptional({ description: 'Ignored: the server sets the status' })
  @IsOptional()
  status?: unknown;
}
