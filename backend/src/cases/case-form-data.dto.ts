import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsIn, IsOptional, IsString, Matches, registerDecorator, type ValidationArguments } from 'class-validator';
import { TextField, trimString } from '../common/text-field.validator';
import { STATE_CODES } from '../law/law-table.types';
import { BadRequestException } from '@nestjs/common';
import {
  CASE_TYPES,
  CLAIMANT_KINDS,
  DOCUMENT_TYPES,
  parseAmountToCents,
  type CaseDetails,
  type CaseType,
  type ClaimantKind,
  type DocumentType,
} from './case.types';

const MISSING = 'Missing Information: Please provide your name and email.';
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The questionnaire answers (spec §3 formData). */
export class CaseFormDataDto {
  @ApiProperty({ enum: CASE_TYPES })
  @IsIn(CASE_TYPES, { message: `caseType must be one of: ${CASE_TYPES.join(', ')}` })
  caseType!: CaseType;

  @ApiProperty({ example: 'CA', description: 'Two-letter code of one of the 50 states or DC' })
  @IsIn(STATE_CODES, { message: 'state must be one of the 50 US states or DC (two-letter code)' })
  state!: string;

  @ApiProperty({ maxLength: 120 })
  @Transform(trimString)
  @TextField({ max: 120, plain: 'line', requiredMessage: MISSING })
  plaintiffName!: string;

  @ApiProperty({ maxLength: 254 })
  @Transform(trimString)
  @TextField({ max: 254, email: true, requiredMessage: MISSING })
  plaintiffEmail!: string;

  @ApiPropertyOptional({ maxLength: 300 })
  @Transform(trimString)
  @TextField({ max: 300, plain: 'multiline', optional: true })
  plaintiffAddress?: string;

  @ApiPropertyOptional({ maxLength: 40 })
  @Transform(trimString)
  @TextField({ max: 40, plain: 'line', optional: true })
  plaintiffPhone?: string;

  @ApiProperty({ description: 'Who owes the money', maxLength: 200 })
  @Transform(trimString)
  @TextField({ max: 200, plain: 'line', requiredMessage: 'defendantName is required: who owes you money?' })
  defendantName!: string;

  @ApiPropertyOptional({ description: 'Where the other party can be served', maxLength: 300 })
  @Transform(trimString)
  @TextField({ max: 300, plain: 'multiline', optional: true })
  defendantAddress?: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @Transform(trimString)
  @TextField({ max: 5000, plain: 'multiline', optional: true })
  disputeDescription?: string;

  @ApiProperty({ example: '2500.00', description: 'Dollars, at most two decimals, no dollar sign' })
  @IsString()
  @Matches(AMOUNT, { message: 'amountClaimed must be a positive amount such as 2500 or 2500.00 (no dollar sign)' })
  amountClaimed!: string;

  @ApiProperty({ example: '2026-08-01' })
  @IsString()
  @Matches(DATE, { message: 'incidentDate must be a date (YYYY-MM-DD)' })
  incidentDate!: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @Transform(trimString)
  @TextField({ max: 5000, plain: 'multiline', optional: true })
  attemptedResolution?: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @Transform(trimString)
  @TextField({ max: 5000, plain: 'multiline', optional: true })
  evidenceDescription?: string;

  @ApiProperty({ enum: DOCUMENT_TYPES })
  @IsIn(DOCUMENT_TYPES, { message: 'documentType must be demand_letter or small_claims' })
  documentType!: DocumentType;

  @ApiPropertyOptional({
    enum: CLAIMANT_KINDS,
    default: 'individual',
    description: 'Who is making the claim: a person, or a business or other organisation. Sets the small-claims limit and court.',
  })
  @IsOptional()
  @IsIn(CLAIMANT_KINDS, { message: 'claimantKind must be individual or business' })
  claimantKind?: ClaimantKind;

  @ApiProperty({ description: 'Must be true: the user accepts the terms' })
  @Equals(true, { message: 'agreedToTerms must be accepted (true)' })
  agreedToTerms!: true;
}

const clean = (value: string | undefined) => (value ?? '').trim();

/**
 * `amount` beside formData (spec §7): a string such as "2500.00" or a plain number; anything else (an array, an
 * object) is refused rather than coerced, since `String(["2500.00"])` would pass for the same amount.
 */
export function AmountValue(): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'amountValue',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) =>
          value === undefined || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)),
        defaultMessage: (args: ValidationArguments) =>
          `${args.property} must be an amount such as 2500.00 (a string or a number)`,
      },
    });
  };
}

/**
 * The domain's view of the answers. Cross-field rules the DTO cannot express become 400s naming the field.
 * `amount`, when the client sends it too (spec §7), must agree with formData.amountClaimed.
 */
export function toCaseDetails(form: CaseFormDataDto, extra: { amount?: string | number; caseType?: string; state?: string }): CaseDetails {
  const amountCents = parseAmountToCents(form.amountClaimed);
  if (amountCents === null || amountCents <= 0) {
    throw new BadRequestException('formData.amountClaimed must be a positive amount such as 2500.00');
  }
  if (extra.amount !== undefined && parseAmountToCents(extra.amount) !== amountCents) {
    throw new BadRequestException('amount must equal formData.amountClaimed');
  }
  if (extra.caseType !== undefined && extra.caseType !== form.caseType) {
    throw new BadRequestException('caseType must equal formData.caseType');
  }
  if (extra.state !== undefined && extra.state !== form.state) {
    throw new BadRequestException('state must equal formData.state');
  }
  const name = clean(form.plaintiffName);
  const email = clean(form.plaintiffEmail).toLowerCase();
  if (!name || !email) throw new BadRequestException(`formData.plaintiffName: ${MISSING}`);
  return {
    caseType: form.caseType,
    state: form.state,
    plaintiffName: name,
    plaintiffEmail: email,
    plaintiffAddress: clean(form.plaintiffAddress),
    plaintiffPhone: clean(form.plaintiffPhone),
    defendantName: clean(form.defendantName),
    defendantAddress: clean(form.defendantAddress),
    disputeDescription: clean(form.disputeDescription),
    amountCents,
    incidentDate: form.incidentDate,
    attemptedResolution: clean(form.attemptedResolution),
    evidenceDescription: clean(form.evidenceDescription),
    documentType: form.documentType,
    agreedToTerms: true,
    claimantKind: form.claimantKind ?? 'individual',
  };
}
