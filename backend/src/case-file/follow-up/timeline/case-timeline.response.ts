import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class TimelineStepResponse {
  @ApiProperty({
    example: 'delivered',
    description: 'letter_ready, mailed, delivered, deadline, outcome (court steps follow)',
  })
  key!: string;
  @ApiProperty({ example: 'Delivered' }) label!: string;
  @ApiProperty({ enum: ['done', 'current', 'upcoming', 'problem'] }) status!: string;
  @ApiPropertyOptional({ nullable: true, description: 'YYYY-MM-DD or an ISO instant' }) date!: string | null;
  @ApiProperty() dateIsEstimate!: boolean;
  @ApiPropertyOptional({ nullable: true }) detail!: string | null;
  @ApiPropertyOptional({ nullable: true }) nextAction!: string | null;
  @ApiProperty({
    example: 'delivered',
    description: 'The label by code, for translation (issue 33); `label` keeps its English',
  })
  labelCode!: string;
  @ApiPropertyOptional({ nullable: true, example: 'expected_confirmed' }) detailCode!: string | null;
  @ApiPropertyOptional({ nullable: true, example: 'wait' }) nextActionCode!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    example: { due: '2027-01-05' },
    description:
      'The parameters of the coded sentences: days YYYY-MM-DD, money in cents, the service by code',
  })
  params!: Record<string, string | number>;
}

export class CaseOutcomeResponse {
  @ApiProperty({ enum: ['paid_in_full', 'paid_in_part', 'refused', 'no_response'] }) outcome!: string;
  @ApiPropertyOptional({ nullable: true }) amountReceivedCents!: number | null;
  @ApiProperty() recordedAt!: string;
}

export class LastDayToSueResponse {
  @ApiProperty({ description: 'Only a verified limitation period gives a date' }) verified!: boolean;
  @ApiPropertyOptional({ nullable: true }) date!: string | null;
  @ApiPropertyOptional() citation?: string;
  @ApiPropertyOptional() basis?: string;
  @ApiPropertyOptional() reason?: string;
}

/** GET /api/cases/{id}/timeline: the case's journey after the letter. */
export class CaseTimelineResponse {
  @ApiProperty() caseId!: string;
  @ApiProperty({ example: 'Resolved: paid' }) headline!: string;
  @ApiProperty({ example: 'paid_in_full', description: 'The headline by code, for translation (issue 33)' })
  headlineCode!: string;
  @ApiPropertyOptional({ nullable: true }) nextAction!: string | null;
  @ApiPropertyOptional({ nullable: true, example: 'wait' }) nextActionCode!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } })
  nextActionParams!: Record<string, string | number>;
  @ApiPropertyOptional({ type: CaseOutcomeResponse, nullable: true }) outcome!: CaseOutcomeResponse | null;
  @ApiPropertyOptional({ nullable: true }) responseDueDate!: string | null;
  @ApiProperty({ type: LastDayToSueResponse }) lastDayToSue!: LastDayToSueResponse;
  @ApiProperty({ type: [TimelineStepResponse] }) steps!: TimelineStepResponse[];
}
