import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DOCUMENT_PREVIEW_LENGTH } from '../../read-models/case-details/case-details.row';

export { DOCUMENT_PREVIEW_LENGTH };

/**
 * A case as a My Documents card shows it: no document text, only its first 300 characters, and only the answers
 * the card shows. The full case (with the document) is GET /api/cases/{id}.
 */
export class CaseSummaryResponse {
  @ApiProperty() id!: string;
  @ApiProperty() userId!: string;
  @ApiProperty() caseType!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: ['draft', 'pending', 'paid', 'subscription', 'under_review', 'completed'] })
  status!: string;
  @ApiProperty({
    description:
      'The answers a card shows: caseType, state, amountClaimed, plaintiffName, defendantName, disputeDescription',
    type: 'object',
    additionalProperties: true,
  })
  formData!: Record<string, unknown>;
  @ApiProperty({ example: '2500.00' }) amount!: string;
  @ApiProperty() state!: string;
  @ApiProperty({ enum: ['demand_letter', 'small_claims'] }) documentType!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) documentUrl!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) documentTitle!: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `The first ${DOCUMENT_PREVIEW_LENGTH} characters of the document`,
  })
  documentPreview!: string | null;
  @ApiProperty({ description: 'Characters in the whole document (0 when there is none)' })
  documentLength!: number;
  @ApiProperty({
    description: 'The documents after the first (ADR 180): a final notice, the package filed from the case',
    type: 'array',
    items: { type: 'object' },
  })
  laterDocuments!: { id: string; kind: 'final_notice' | 'small_claims'; title: string; version: string }[];
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class MyDocumentsResponse {
  @ApiProperty({ type: [CaseSummaryResponse] }) cases!: CaseSummaryResponse[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ description: "All of the user's cases" }) total!: number;
}
