import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsUUID, Matches, ValidateIf } from 'class-validator';
import { TextField, trimString } from '../../../common/text-field.validator';
import { SPECIALTIES } from '../../directory/specialties';
import { ParsedBy, parseState, parseZip } from '../../search/search-filters';

/** Spec §5: the referral form's one message for a missing required field. */
export const MISSING_INFORMATION = 'Missing Information: Please fill in all required fields.';
/** The form's "Type of case": a practice area of the directory, or other. */
export const REFERRAL_CASE_TYPES = [...SPECIALTIES, 'other'] as const;
export const URGENCIES = ['low', 'medium', 'high'] as const;
export const BUDGETS = ['under-500', '500-2000', '2000-5000', '5000-plus', 'contingency'] as const;
export const MAX_DESCRIPTION_CHARS = 2_000;

const isForm = (o: RequestReferralRequestDto) => o.attorneyId === undefined;

/**
 * POST /api/attorney-referrals (spec §7): the Request Attorney Referral form (caseType, state, description,
 * urgency, budget, contactEmail, contactPhone), or `attorneyId` alone for Contact Attorney on a search result.
 * caseType, state, contactEmail and the description are enforced (DESIGN §8).
 */
export class RequestReferralRequestDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Contact Attorney: the attorney of a search result (the form fields are then optional)',
  })
  @IsOptional()
  @Transform(trimString)
  @IsUUID('all', { message: 'attorneyId must be an attorney id (a UUID)' })
  attorneyId?: string;

  @ApiPropertyOptional({
    enum: REFERRAL_CASE_TYPES,
    example: 'landlord_tenant',
    description: 'Required for the form',
  })
  @ValidateIf(isForm)
  @IsIn(REFERRAL_CASE_TYPES, {
    message: `caseType: ${MISSING_INFORMATION} (one of: ${REFERRAL_CASE_TYPES.join(', ')})`,
  })
  caseType?: string;

  @ApiPropertyOptional({ example: 'TX', description: 'Required for the form: one of the 50 states or DC' })
  @ValidateIf(isForm)
  @ParsedBy(parseState)
  state?: string;

  @ApiPropertyOptional({ description: `Required for the form; at most ${MAX_DESCRIPTION_CHARS} characters` })
  @Transform(trimString)
  @ValidateIf((o: RequestReferralRequestDto) => isForm(o) || o.description !== undefined)
  @TextField({
    max: MAX_DESCRIPTION_CHARS,
    plain: 'multiline',
    requiredMessage: `description: ${MISSING_INFORMATION}`,
  })
  description?: string;

  @ApiPropertyOptional({ enum: URGENCIES })
  @IsOptional()
  @IsIn(URGENCIES, { message: `urgency must be one of: ${URGENCIES.join(', ')}` })
  urgency?: string;

  @ApiPropertyOptional({ enum: BUDGETS })
  @IsOptional()
  @IsIn(BUDGETS, { message: `budget must be one of: ${BUDGETS.join(', ')}` })
  budget?: string;

  @ApiPropertyOptional({
    example: 'you@example.com',
    description: 'Required for the form; the account email for Contact Attorney when absent',
  })
  @Transform(trimString)
  @ValidateIf((o: RequestReferralRequestDto) => isForm(o) || o.contactEmail !== undefined)
  @TextField({
    max: 254,
    email: true,
    plain: 'line',
    requiredMessage: `contactEmail: ${MISSING_INFORMATION}`,
  })
  contactEmail?: string;

  @ApiPropertyOptional({
    example: '78701',
    description:
      "The form: the claimant's 5-digit ZIP; the referral goes to the nearest attorneys of the state who practise the area",
  })
  @IsOptional()
  @ParsedBy(parseZip)
  zipCode?: string;

  @ApiPropertyOptional({ example: '(512) 555-0100' })
  @Transform(trimString)
  @TextField({ max: 40, plain: 'line', optional: true })
  @ValidateIf(
    (o: RequestReferralRequestDto) =>
      o.contactPhone !== undefined && o.contactPhone !== null && o.contactPhone !== '',
  )
  @Matches(/^[0-9+().\-\s]{7,40}$/, {
    message: 'contactPhone must be a phone number (digits, spaces, + ( ) -)',
  })
  contactPhone?: string;

  @ApiPropertyOptional({
    description:
      'The form: true when the user confirmed a second paid request for the same matter within 30 days (after a 409 with confirm: referral_same_matter)',
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmSameMatter must be true or false' })
  confirmSameMatter?: boolean;
}
