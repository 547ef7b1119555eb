import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { OUTCOME_MESSAGE, MAX_AMOUNT_CENTS } from '../follow-up.decide';
import { CASE_OUTCOMES, type CaseOutcome } from '../follow-up.events';

const AMOUNT_MESSAGE = 'amountReceivedCents must be a whole number of cents above 0';

/** POST /api/cases/{id}/outcome: what happened after the letter. */
export class RecordOutcomeRequestDto {
  @ApiProperty({ enum: CASE_OUTCOMES, example: 'paid_in_full' })
  @IsIn(CASE_OUTCOMES, { message: OUTCOME_MESSAGE })
  outcome!: CaseOutcome;

  @ApiPropertyOptional({ example: 120000, description: 'cents received (paid_in_full or paid_in_part only)' })
  @IsOptional()
  @IsInt({ message: AMOUNT_MESSAGE })
  @Min(1, { message: AMOUNT_MESSAGE })
  @Max(MAX_AMOUNT_CENTS, { message: AMOUNT_MESSAGE })
  amountReceivedCents?: number;
}
