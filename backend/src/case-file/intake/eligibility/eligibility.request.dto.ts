import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { TextField, trimString } from '../../../common/text-field.validator';
import { DECEPTIVE_ACTS, type DeceptiveAct } from '../../../law/deceptive-acts';
import {
  AGREEMENT_FORMS,
  CASE_TYPES,
  CLAIMANT_KINDS,
  DOCUMENT_TYPES,
  type AgreementForm,
  type CaseType,
  type ClaimantKind,
  type DocumentType,
} from '../../../claim/case.types';

/**
 * The questionnaire's answers the law reads. Besides step 1 (state, amount, case and document type, claimant), the
 * letter's answers are optional: the screen warns about exactly what the letter will do with them (law/claim-law.ts),
 * and an answer not given yet is "not said", the careful reading.
 */
export class EligibilityRequestDto {
  @ApiProperty({ example: 'AZ' })
  @IsString()
  state!: string;

  @ApiProperty({ example: '4000.00' })
  @IsString()
  @Matches(/^\d{1,9}(\.\d{1,2})?$/, {
    message: 'amount must be an amount such as 2500 or 2500.00 (no dollar sign)',
  })
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

  @ApiPropertyOptional({ enum: AGREEMENT_FORMS, description: 'An agreement by e-mail or text is written' })
  @IsOptional()
  @IsIn(AGREEMENT_FORMS, { message: `agreementForm must be one of: ${AGREEMENT_FORMS.join(', ')}` })
  agreementForm?: AgreementForm;

  @ApiPropertyOptional({ enum: ['individual', 'business'] })
  @IsOptional()
  @IsIn(['individual', 'business'], { message: 'defendantKind must be individual or business' })
  defendantKind?: 'individual' | 'business';

  @ApiPropertyOptional({ description: 'Bought goods or services for personal, family or household use' })
  @IsOptional()
  @IsBoolean({ message: 'consumerTransaction must be true or false' })
  consumerTransaction?: boolean;

  @ApiPropertyOptional({ enum: DECEPTIVE_ACTS, isArray: true })
  @IsOptional()
  @IsArray({ message: 'deceptiveActs must be a list' })
  @ArrayMaxSize(DECEPTIVE_ACTS.length)
  @IsIn(DECEPTIVE_ACTS, {
    each: true,
    message: `deceptiveActs must contain only: ${DECEPTIVE_ACTS.join(', ')}`,
  })
  deceptiveActs?: DeceptiveAct[];

  @ApiPropertyOptional({
    maxLength: 300,
    description: "The other side's address: another state than the court's is warned about",
  })
  @Transform(trimString)
  @TextField({ max: 300, plain: 'multiline', optional: true })
  defendantAddress?: string;

  @ApiPropertyOptional({
    example: '2026-09-30',
    description: 'Deposits: the day a forwarding address was given to the landlord in writing',
  })
  @IsOptional()
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'forwardingAddressDate must be a date (YYYY-MM-DD)' })
  forwardingAddressDate?: string;
}
