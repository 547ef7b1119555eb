import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  registerDecorator,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { TextField, trimString } from '../../common/text-field.validator';
import { DECEPTIVE_ACTS, type DeceptiveAct } from '../../law/deceptive-acts';
import { STATE_CODES } from '../../law/law-table.types';
import { fieldError, InputErrorCode } from '../../common/errors';
import { CaseLeverageAnswersDto, leverageAnswersOf } from './case-leverage.dto';
import {
  AGREEMENT_FORMS,
  CASE_TYPES,
  CLAIMANT_KINDS,
  DOCUMENT_TYPES,
  parseAmountToCents,
  type AgreementForm,
  type CaseDetails,
  type CaseType,
  type ClaimantKind,
  type DocumentType,
} from '../../claim/case.types';

const MISSING = 'Missing Information: Please provide your name and email.';
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One line of the itemised damages: what it is for and how much (same format as amountClaimed). */
export class DamageItemDto {
  @ApiProperty({ example: 'Repair estimate, Main St Auto' })
  @IsString()
  @IsNotEmpty({ message: 'damageItems: every item needs a description' })
  @MaxLength(200)
  description!: string;

  @ApiProperty({ example: '1200.00' })
  @IsString()
  @Matches(AMOUNT, { message: 'damageItems: every amount must be a positive amount such as 1200.00' })
  amount!: string;
}

/** The questionnaire answers (spec §3 formData). */
export class CaseFormDataDto extends CaseLeverageAnswersDto {
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
  @IsIn(DECEPTIVE_ACTS, { each: true, message: `deceptiveActs must contain only: ${DECEPTIVE_ACTS.join(', ')}` })
  deceptiveActs?: DeceptiveAct[];

  @ApiPropertyOptional({ description: 'The letter will be sent by certified mail, return receipt requested' })
  @IsOptional()
  @IsBoolean({ message: 'certifiedMail must be true or false' })
  certifiedMail?: boolean;

  @ApiPropertyOptional({ example: '2026-11-03', description: 'The day the letter will be mailed' })
  @IsOptional()
  @IsString()
  @Matches(DATE, { message: 'mailingDate must be a date (YYYY-MM-DD)' })
  mailingDate?: string;

  @ApiPropertyOptional({ type: [String], description: 'Enclosed copies, one item each' })
  @IsOptional()
  @IsArray({ message: 'enclosures must be a list' })
  @ArrayMaxSize(30, { message: 'enclosures: at most 30 items' })
  @IsString({ each: true })
  @MaxLength(300, { each: true, message: 'enclosures: each item at most 300 characters' })
  enclosures?: string[];

  @ApiPropertyOptional({ type: [DamageItemDto] })
  @IsOptional()
  @IsArray({ message: 'damageItems must be a list' })
  @ArrayMaxSize(20, { message: 'damageItems: at most 20 items' })
  @ValidateNested({ each: true })
  @Type(() => DamageItemDto)
  damageItems?: DamageItemDto[];

  @ApiPropertyOptional({ description: 'Ask for prejudgment interest in the small-claims package' })
  @IsOptional()
  @IsBoolean({ message: 'claimInterest must be true or false' })
  claimInterest?: boolean;
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
    throw fieldError('formData.amountClaimed', InputErrorCode.InvalidFormat, 'formData.amountClaimed must be a positive amount such as 2500.00');
  }
  if (extra.amount !== undefined && parseAmountToCents(extra.amount) !== amountCents) {
    throw fieldError('amount', InputErrorCode.Mismatch, 'amount must equal formData.amountClaimed');
  }
  if (extra.caseType !== undefined && extra.caseType !== form.caseType) {
    throw fieldError('caseType', InputErrorCode.Mismatch, 'caseType must equal formData.caseType');
  }
  if (extra.state !== undefined && extra.state !== form.state) {
    throw fieldError('state', InputErrorCode.Mismatch, 'state must equal formData.state');
  }
  const damageItems = (form.damageItems ?? []).map((item) => ({
    description: clean(item.description),
    amountCents: parseAmountToCents(item.amount) ?? 0,
  }));
  if (damageItems.some((item) => item.amountCents <= 0 || item.description === '')) {
    throw fieldError(
      'formData.damageItems',
      InputErrorCode.Required,
      'formData.damageItems: every item needs a description and an amount above $0',
    );
  }
  if (damageItems.length > 0 && damageItems.reduce((sum, item) => sum + item.amountCents, 0) !== amountCents) {
    throw fieldError('formData.damageItems', InputErrorCode.Mismatch, 'formData.damageItems must add up to formData.amountClaimed');
  }
  const name = clean(form.plaintiffName);
  const email = clean(form.plaintiffEmail).toLowerCase();
  if (!name || !email) throw fieldError('formData.plaintiffName', InputErrorCode.Required, `formData.plaintiffName: ${MISSING}`);
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
    ...optionalAnswers(form, damageItems),
  };
}

/** The issue-12 answers, each only when given, so cases without them keep their exact shape. */
function optionalAnswers(form: CaseFormDataDto, damageItems: CaseDetails['damageItems']): Partial<CaseDetails> {
  const answers: Partial<CaseDetails> = {};
  if (form.agreementForm !== undefined) answers.agreementForm = form.agreementForm;
  if (form.defendantKind !== undefined) answers.defendantKind = form.defendantKind;
  if (form.consumerTransaction !== undefined) answers.consumerTransaction = form.consumerTransaction;
  if (form.deceptiveActs !== undefined) answers.deceptiveActs = [...new Set(form.deceptiveActs)];
  if (form.certifiedMail !== undefined) answers.certifiedMail = form.certifiedMail;
  if (form.mailingDate !== undefined && form.mailingDate !== '') answers.mailingDate = form.mailingDate;
  if (form.enclosures !== undefined) {
    answers.enclosures = form.enclosures.map(clean).filter((item) => item !== '');
  }
  if (damageItems && damageItems.length > 0) answers.damageItems = damageItems;
  if (form.claimInterest !== undefined) answers.claimInterest = form.claimInterest;
  return { ...answers, ...leverageAnswersOf(form) };
}
