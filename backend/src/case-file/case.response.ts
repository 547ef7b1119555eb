import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CaseDetailsRow } from './read-models/case-details/case-details.entity';

/** A case as the client reads it (spec §3 Case): amount and complexityScore are decimal strings. */
export class CaseResponse {
  @ApiProperty() id!: string;
  @ApiProperty() userId!: string;
  @ApiProperty() caseType!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: ['draft', 'pending', 'paid', 'subscription', 'under_review', 'completed'] }) status!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) formData!: Record<string, unknown>;
  @ApiProperty({ example: '2500.00' }) amount!: string;
  @ApiProperty() state!: string;
  @ApiProperty({ enum: ['demand_letter', 'small_claims'] }) documentType!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) documentUrl!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) documentContent!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) documentTitle!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) generatedDocument!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) reviewNotes!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) complexityScore!: string | null;
  @ApiPropertyOptional({ type: [String], nullable: true }) complexityReasons!: string[] | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export function toCaseResponse(row: CaseDetailsRow): CaseResponse {
  return {
    id: row.id,
    userId: row.userId,
    caseType: row.caseType,
    title: row.title,
    status: row.status,
    formData: row.formData,
    amount: row.amount,
    state: row.state,
    documentType: row.documentType,
    documentUrl: row.documentUrl,
    documentContent: row.documentContent,
    documentTitle: row.documentTitle,
    generatedDocument: row.generatedDocument,
    reviewNotes: row.reviewNotes,
    complexityScore: row.complexityScore,
    complexityReasons: row.complexityReasons ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
