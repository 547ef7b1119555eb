import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, Matches } from 'class-validator';
import { TextField, trimString } from '../../../common/text-field.validator';
import { SC100_VENUES, type Sc100Answers, type Sc100Venue } from './sc100.types';

const ZIP = /^\d{5}$/;
const STATE = /^[A-Z]{2}$/;
const zip = (field: string) => Matches(ZIP, { message: `${field} must be a 5-digit ZIP code` });
const state = (field: string) =>
  Matches(STATE, { message: `${field} must be a two-letter state code such as CA` });
const line = (max: number, optional = false) => TextField({ max, optional, plain: 'line' });
/** An optional code left empty in the form is absent. */
const blankIsAbsent = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const bool = (field: string) => IsBoolean({ message: `${field} must be true or false` });

/**
 * PUT /api/cases/{id}/sc-100: what SC-100 asks that the case cannot answer (ADR 182), one flat field per box. The
 * agent and the second defendant are given by their name; their other fields are then required.
 */
export class Sc100AnswersRequestDto {
  @ApiProperty({ example: 'Superior Court of California, County of Fresno' })
  @Transform(trimString)
  @line(120)
  courtName!: string;

  @ApiProperty({ example: '1130 O Street' }) @Transform(trimString) @line(100) courtStreet!: string;
  @ApiProperty({ example: 'Fresno' }) @Transform(trimString) @line(60) courtCity!: string;
  @ApiProperty({ example: '93721' }) @zip('courtZip') courtZip!: string;

  @ApiProperty() @Transform(trimString) @line(100) plaintiffStreet!: string;
  @ApiProperty() @Transform(trimString) @line(60) plaintiffCity!: string;
  @ApiProperty({ example: 'CA' }) @state('plaintiffState') plaintiffState!: string;
  @ApiProperty() @zip('plaintiffZip') plaintiffZip!: string;

  @ApiProperty() @Transform(trimString) @line(100) defendantStreet!: string;
  @ApiProperty() @Transform(trimString) @line(60) defendantCity!: string;
  @ApiProperty({ example: 'CA' }) @state('defendantState') defendantState!: string;
  @ApiProperty() @zip('defendantZip') defendantZip!: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimString) @line(30, true) defendantPhone?: string;

  @ApiPropertyOptional({ description: "A business defendant's person or agent for service of process" })
  @IsOptional()
  @Transform(trimString)
  @line(100, true)
  agentName?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimString) @line(60, true) agentJobTitle?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimString) @line(100, true) agentStreet?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimString) @line(60, true) agentCity?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(blankIsAbsent) @state('agentState') agentState?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(blankIsAbsent) @zip('agentZip') agentZip?: string;

  @ApiPropertyOptional({ description: 'A second defendant (listed on SC-100A, which SueGo does not fill)' })
  @IsOptional()
  @Transform(trimString)
  @line(100, true)
  secondDefendantName?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimString) @line(100, true) secondDefendantStreet?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimString) @line(60, true) secondDefendantCity?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(blankIsAbsent)
  @state('secondDefendantState')
  secondDefendantState?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(blankIsAbsent)
  @zip('secondDefendantZip')
  secondDefendantZip?: string;

  @ApiProperty({
    enum: SC100_VENUES,
    description: 'Item 5: why this courthouse (a: where the defendant lives or does business)',
  })
  @IsIn(SC100_VENUES, { message: 'venue must be one of a, b, c, d, e' })
  venue!: Sc100Venue;
  @ApiPropertyOptional({ description: 'Item 5e' })
  @IsOptional()
  @Transform(trimString)
  @line(200, true)
  venueOther?: string;
  @ApiPropertyOptional({ description: 'Item 6' })
  @IsOptional()
  @Transform(blankIsAbsent)
  @zip('venueZip')
  venueZip?: string;

  @ApiProperty() @bool('attorneyFeeDispute') attorneyFeeDispute!: boolean;
  @ApiProperty() @bool('feeArbitration') feeArbitration!: boolean;
  @ApiProperty() @bool('publicEntity') publicEntity!: boolean;
  @ApiPropertyOptional({ example: '2026-09-01' })
  @IsOptional()
  @Transform(blankIsAbsent)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'publicEntityClaimDate must be a date like 2026-09-01' })
  publicEntityClaimDate?: string;
  @ApiProperty() @bool('moreThan12Claims') moreThan12Claims!: boolean;
  @ApiProperty({ description: 'Item 10: required true for a claim over $2,500' })
  @bool('confirmsTwoClaimsOver2500')
  confirmsTwoClaimsOver2500!: boolean;
}

/** The flat form the page edits: the answers' fields by the request's names. */
export type Sc100Form = Required<Omit<Sc100AnswersRequestDto, 'publicEntityClaimDate'>> & {
  publicEntityClaimDate: string | null;
};

/** A party's fields that must all be there once its name is (field name → its value). */
function requireAll(group: string, values: Record<string, string | undefined>): string | null {
  const missing = Object.entries(values).find(([, v]) => !v);
  return missing ? `${missing[0]} is required with ${group}` : null;
}

/** The request as answers, or the first field missing with it (its name first). */
export function toAnswers(
  b: Sc100AnswersRequestDto,
): { answers: Sc100Answers } | { field: string; message: string } {
  const check = (group: string, values: Record<string, string | undefined>) => {
    const problem = requireAll(group, values);
    return problem ? { field: problem.split(' ')[0]!, message: problem } : null;
  };
  const agentProblem = b.agentName
    ? check('agentName', {
        agentStreet: b.agentStreet,
        agentCity: b.agentCity,
        agentState: b.agentState,
        agentZip: b.agentZip,
      })
    : null;
  if (agentProblem) return agentProblem;
  const secondProblem = b.secondDefendantName
    ? check('secondDefendantName', {
        secondDefendantStreet: b.secondDefendantStreet,
        secondDefendantCity: b.secondDefendantCity,
        secondDefendantState: b.secondDefendantState,
        secondDefendantZip: b.secondDefendantZip,
      })
    : null;
  if (secondProblem) return secondProblem;
  return {
    answers: {
      court: { name: b.courtName, street: b.courtStreet, city: b.courtCity, zip: b.courtZip },
      plaintiffAddress: {
        street: b.plaintiffStreet,
        city: b.plaintiffCity,
        state: b.plaintiffState,
        zip: b.plaintiffZip,
      },
      defendantAddress: {
        street: b.defendantStreet,
        city: b.defendantCity,
        state: b.defendantState,
        zip: b.defendantZip,
      },
      defendantPhone: b.defendantPhone ?? '',
      agent: b.agentName
        ? {
            name: b.agentName,
            jobTitle: b.agentJobTitle ?? '',
            address: { street: b.agentStreet!, city: b.agentCity!, state: b.agentState!, zip: b.agentZip! },
          }
        : null,
      secondDefendant: b.secondDefendantName
        ? {
            name: b.secondDefendantName,
            address: {
              street: b.secondDefendantStreet!,
              city: b.secondDefendantCity!,
              state: b.secondDefendantState!,
              zip: b.secondDefendantZip!,
            },
          }
        : null,
      venue: b.venue,
      venueOther: b.venueOther ?? '',
      venueZip: b.venueZip ?? '',
      attorneyFeeDispute: b.attorneyFeeDispute,
      feeArbitration: b.attorneyFeeDispute && b.feeArbitration,
      publicEntity: b.publicEntity,
      publicEntityClaimDate: b.publicEntity ? (b.publicEntityClaimDate ?? null) : null,
      moreThan12Claims: b.moreThan12Claims,
      confirmsTwoClaimsOver2500: b.confirmsTwoClaimsOver2500,
    },
  };
}

/** Answers as the page's flat form. */
export function toForm(a: Sc100Answers): Sc100Form {
  return {
    courtName: a.court.name,
    courtStreet: a.court.street,
    courtCity: a.court.city,
    courtZip: a.court.zip,
    plaintiffStreet: a.plaintiffAddress.street,
    plaintiffCity: a.plaintiffAddress.city,
    plaintiffState: a.plaintiffAddress.state,
    plaintiffZip: a.plaintiffAddress.zip,
    defendantStreet: a.defendantAddress.street,
    defendantCity: a.defendantAddress.city,
    defendantState: a.defendantAddress.state,
    defendantZip: a.defendantAddress.zip,
    defendantPhone: a.defendantPhone,
    agentName: a.agent?.name ?? '',
    agentJobTitle: a.agent?.jobTitle ?? '',
    agentStreet: a.agent?.address.street ?? '',
    agentCity: a.agent?.address.city ?? '',
    agentState: a.agent?.address.state ?? '',
    agentZip: a.agent?.address.zip ?? '',
    secondDefendantName: a.secondDefendant?.name ?? '',
    secondDefendantStreet: a.secondDefendant?.address.street ?? '',
    secondDefendantCity: a.secondDefendant?.address.city ?? '',
    secondDefendantState: a.secondDefendant?.address.state ?? '',
    secondDefendantZip: a.secondDefendant?.address.zip ?? '',
    venue: a.venue,
    venueOther: a.venueOther,
    venueZip: a.venueZip,
    attorneyFeeDispute: a.attorneyFeeDispute,
    feeArbitration: a.feeArbitration,
    publicEntity: a.publicEntity,
    publicEntityClaimDate: a.publicEntityClaimDate,
    moreThan12Claims: a.moreThan12Claims,
    confirmsTwoClaimsOver2500: a.confirmsTwoClaimsOver2500,
  };
}
