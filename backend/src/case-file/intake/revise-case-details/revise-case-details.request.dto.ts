import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsOptional, ValidateNested } from 'class-validator';
import { AmountValue, CaseFormDataDto } from '../case-form-data.dto';

/** PATCH /api/cases/{id}: the whole revised questionnaire (the answers are one document, not loose fields). */
export class ReviseCaseDetailsRequestDto {
  @ApiProperty({ type: CaseFormDataDto })
  @IsDefined({ message: 'formData is required' })
  @ValidateNested()
  @Type(() => CaseFormDataDto)
  formData!: CaseFormDataDto;

  @ApiPropertyOptional({ description: 'Two-decimal string; must equal formData.amountClaimed' })
  @IsOptional()
  @AmountValue()
  amount?: string | number;
}
