import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DocumentRevisionRow } from '../../read-models/revisions/document-revision.entity';

/** One revision as the editor reads it (spec §3 document_revisions, plus who saved it and from which version). */
export class RevisionResponse {
  @ApiProperty() id!: string;
  @ApiProperty() caseId!: string;
  @ApiProperty({ example: '1.1', description: 'One decimal place: 1.0, 1.1, … 1.9, 2.0' }) version!: string;
  @ApiProperty() content!: string;
  @ApiProperty() editSummary!: string;
  @ApiProperty() isActive!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null for the drafted 1.0' }) authorId!:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) baseVersion!: string | null;
  @ApiProperty() createdAt!: string;
}

/** numeric comes back as "1.0"; a trailing-zero-free form ("1") is made "1.0". */
const oneDecimal = (value: string) => Number(value).toFixed(1);

export function toRevisionResponse(row: DocumentRevisionRow): RevisionResponse {
  return {
    id: row.id,
    caseId: row.caseId,
    version: oneDecimal(row.version),
    content: row.content,
    editSummary: row.editSummary,
    isActive: row.isActive,
    authorId: row.authorId,
    baseVersion: row.baseVersion === null ? null : oneDecimal(row.baseVersion),
    createdAt: row.createdAt.toISOString(),
  };
}
