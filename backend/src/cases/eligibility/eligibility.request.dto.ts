import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { CASE_TYPES, CLAIMANT_KINDS, DOCUMENT_TYPES, type CaseType, type ClaimantKind, type DocumentType } from '../case.types';

export class EligibilityRequestDto {
  @ApiProperty({ example: 'AZ' })
  @IsString()
  state!: string;

  @ApiProperty({ example: '4000.00' })
  @IsString()
  @Matches(/^\d{1,9}(\.\d{1,2})?$/, { message: 'amount must be an amount such as 2500 or 2500.00 (no dollar sign)' })
  amount!: string;

  @ApiProperty({ enum: DOCUMENT_TYPES })
  @IsIn(DOCUMENT_TYPES, { message: 'documentType must be demand_letter or small_claims' })
  documentType!: DocumentType;

  @ApiProperty({ enum: CASE_TYPES })
  @IsIn(CASE_TYPES, { message: `caseType must be one of: ${CASE_TYPES.join(', ')}` })
  caseType!: CaseType;

  @ApiPropertyOptional({ example: '2026-08-01' })
  @IsOptional()
  @IsString()
  incidentDate?: string;

  @ApiPropertyOptional({ enum: CLAIMANT_KINDS, default: 'individual' })
  @IsOptional()
  @IsIn(CLAIMANT_KINDS, { message: 'claimantKind must be individual or business' })
  claimantKind?: ClaimantKind;
}
