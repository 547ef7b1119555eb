import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DOCUMENT_REVISIONS_VIEW } from './document-revisions.projection';

/** Read side of the document-revisions projection (the view over its active table); only the projection writes it. */
@Entity({ name: DOCUMENT_REVISIONS_VIEW, synchronize: false })
export class DocumentRevisionRow {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'case_id', type: 'uuid' })
  caseId!: string;

  /** numeric(6,1) as a string, e.g. "1.0" */
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

  /** Who saved it; null for the drafted 1.0. */
  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId!: string | null;

  /** The active version it was edited from; null for 1.0. */
  @Column({ name: 'base_version', type: 'numeric', nullable: true })
  baseVersion!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
