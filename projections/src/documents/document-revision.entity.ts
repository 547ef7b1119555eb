import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DOCUMENT_REVISIONS_VIEW } from './document-revisions.projection';

/** Read side of the document-revisions projection (the view over its active table); only the projection writes it. */
@Entity({ name: DOCUMENT_REVISIONS_VIEW, synchronize: false })
export class DocumentRevisionRow {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'case_id', type: 'uuid' })
  caseId!: string;

  /** numeric(3,1) as a string, e.g. "1.0" */
  @Column({ type: 'numeric' })
  version!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'edit_summary', type: 'text' })
  editSummary!: string;

  @Column({ name: 'is_active', type: 'boolean' })
  isActive!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
