import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { RESPONSE_DAY_CHOICES, type ResponseDayChoice } from '../../law/claim-law';
import { TENANCY_KINDS, type CaseDetails, type TenancyKind } from '../../claim/case.types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The answers issue 43 added: the response period (step 6) and the facts that carry leverage, each skippable and
 * asked only where the case type needs it. The letter states them only when given (issue 43 points 4 and 6).
 */
export class CaseLeverageAnswersDto {
  @ApiPropertyOptional({ enum: RESPONSE_DAY_CHOICES, description: 'Days the letter gives to respond' })
  @IsOptional()
  @IsIn(RESPONSE_DAY_CHOICES, { message: `responseDays must be one of: ${RESPONSE_DAY_CHOICES.join(', ')}` })
  responseDays?: ResponseDayChoice;

  @ApiPropertyOptional({
    enum: TENANCY_KINDS,
    description: 'A home (residential) or business (commercial) tenancy',
  })
  @IsOptional()
  @IsIn(TENANCY_KINDS, { message: 'tenancyKind must be residential or commercial' })
  tenancyKind?: TenancyKind;

  @ApiPropertyOptional({ description: 'A forwarding address was given to the landlord in writing' })
  @IsOptional()
  @IsBoolean({ message: 'forwardingAddressGiven must be true or false' })
  forwardingAddressGiven?: boolean;

  @ApiPropertyOptional({
    example: '2026-09-30',
    description: 'When the forwarding address was given in writing',
  })
  @IsOptional()
  @IsString()
  @Matches(DATE, { message: 'forwardingAddressDate must be a date (YYYY-MM-DD)' })
  forwardingAddressDate?: string;

  @ApiPropertyOptional({ description: 'The landlord sent a written, itemized statement of deductions' })
  @IsOptional()
  @IsBoolean({ message: 'itemizedStatementReceived must be true or false' })
  itemizedStatementReceived?: boolean;

  @ApiPropertyOptional({ example: '2026-10-15', description: 'When payment was due under the agreement' })
  @IsOptional()
  @IsString()
  @Matches(DATE, { message: 'paymentDueDate must be a date (YYYY-MM-DD)' })
  paymentDueDate?: string;

  @ApiPropertyOptional({ description: 'The other side admitted fault' })
  @IsOptional()
  @IsBoolean({ message: 'faultAdmitted must be true or false' })
  faultAdmitted?: boolean;

  @ApiPropertyOptional({ description: 'A police report was made' })
  @IsOptional()
  @IsBoolean({ message: 'policeReport must be true or false' })
  policeReport?: boolean;
}

type LeverageKey =
  | 'responseDays'
  | 'tenancyKind'
  | 'forwardingAddressGiven'
  | 'forwardingAddressDate'
  | 'itemizedStatementReceived'
  | 'paymentDueDate'
  | 'faultAdmitted'
  | 'policeReport';

/** Each answer only when given, so cases without them keep their exact shape; a date only with its "yes". */
export function leverageAnswersOf(form: CaseLeverageAnswersDto): Pick<Partial<CaseDetails>, LeverageKey> {
  const answers: Pick<Partial<CaseDetails>, LeverageKey> = {};
  if (form.responseDays !== undefined) answers.responseDays = form.responseDays;
  if (form.tenancyKind !== undefined) answers.tenancyKind = form.tenancyKind;
  if (form.forwardingAddressGiven !== undefined) answers.forwardingAddressGiven = form.forwardingAddressGiven;
  if (form.forwardingAddressGiven === true && form.forwardingAddressDate) {
    answers.forwardingAddressDate = form.forwardingAddressDate;
  }
  if (form.itemizedStatementReceived !== undefined) {
    answers.itemizedStatementReceived = form.itemizedStatementReceived;
  }
  if (form.paymentDueDate) answers.paymentDueDate = form.paymentDueDate;
  if (form.faultAdmitted !== undefined) answers.faultAdmitted = form.faultAdmitted;
  if (form.policeReport !== undefined) answers.policeReport = form.policeReport;
  return answers;
}
