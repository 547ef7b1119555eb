import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CASES_VIEW } from './case-details.projection';

/**
 * Read side of the case-details projection (the spec's `cases` table). It maps the view over the active
 * physical table, so TypeORM never synchronizes it; only the projection writes it.
 */
@Entity({ name: CASES_VIEW, synchronize: false })
export class CaseDetailsRow {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'case_type', type: 'text' })
  caseType!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  status!: string;

  @Column({ name: 'form_data', type: 'jsonb' })
  formData!: Record<string, unknown>;

  /** numeric(10,2): the driver returns a string such as "2500.00" — the spec's wire format. */
  @Column({ type: 'numeric' })
  amount!: string;

  @Column({ type: 'text' })
  state!: string;

  @Column({ name: 'document_type', type: 'text' })
  documentType!: string;

  @Column({ name: 'document_url', type: 'text', nullable: true })
  documentUrl!: string | null;

  @Column({ name: 'document_content', type: 'text', nullable: true })
  documentContent!: string | null;

  @Column({ name: 'document_title', type: 'text', nullable: true })
  documentTitle!: string | null;

  @Column({ name: 'generated_document', type: 'text', nullable: true })
  generatedDocument!: string | null;

  @Column({ name: 'review_notes', type: 'text', nullable: true })
  reviewNotes!: string | null;

  @Column({ name: 'complexity_score', type: 'numeric', nullable: true })
  complexityScore!: string | null;

  @Column({ name: 'complexity_reasons', type: 'jsonb', nullable: true })
  complexityReasons!: string[] | null;

  @Column({ type: 'bigint' })
  version!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
