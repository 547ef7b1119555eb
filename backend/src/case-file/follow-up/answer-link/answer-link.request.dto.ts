import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { TextField } from '../../../common/text-field.validator';
import { MAX_AMOUNT_CENTS, OUTCOME_MESSAGE } from '../follow-up.decide';
import { CASE_OUTCOMES, type CaseOutcome } from '../follow-up.events';

const AMOUNT_MESSAGE = 'amountReceivedCents must be a whole number of cents above 0';

/** The signed token of a reminder's answer link (the `token` of its URL). */
export class AnswerLinkQueryDto {
  @ApiProperty({ description: "The `token` of the reminder email's link" })
  @TextField({ max: 600, requiredMessage: 'token is required', plain: 'line' })
  token!: string;
}

/** POST /api/cases/{id}/answer-link: the confirmation page records the answer the email's link named. */
export class AnswerLinkRequestDto extends AnswerLinkQueryDto {
  @ApiProperty({ enum: CASE_OUTCOMES })
  @IsIn(CASE_OUTCOMES, { message: OUTCOME_MESSAGE })
  outcome!: CaseOutcome;

  @ApiPropertyOptional({ description: 'cents received (paid_in_full or paid_in_part only)' })
  @IsOptional()
  @IsInt({ message: AMOUNT_MESSAGE })
  @Min(1, { message: AMOUNT_MESSAGE })
  @Max(MAX_AMOUNT_CENTS, { message: AMOUNT_MESSAGE })
  amountReceivedCents?: number;
}
