import { Column, Entity, PrimaryColumn } from 'typeorm';
import { PAYMENTS_VIEW } from './payments.projection';

/**
 * Read side of the payments projection (the spec's `payments` table): one row per payment intent of a case (or
 * per free checkout). It maps the view over the active physical table; only the projection writes it.
 */
@Entity({ name: PAYMENTS_VIEW, synchronize: false })
export class PaymentRow {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'case_id', type: 'uuid' })
  caseId!: string;

  @Column({ name: 'stripe_payment_intent_id', type: 'text', nullable: true })
  stripePaymentIntentId!: string | null;

  /** Catalog price in cents. */
  @Column({ type: 'integer' })
  amount!: number;

  @Column({ type: 'text' })
  currency!: string;

  /** requires_payment_method | succeeded | failed | canceled (replaced by a newer checkout) | refunded (a duplicate). */
  @Column({ type: 'text' })
  status!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ name: 'promo_code', type: 'text', nullable: true })
  promoCode!: string | null;

  /** Charged after the promo, in cents. */
  @Column({ name: 'final_amount', type: 'integer' })
  finalAmount!: number;

  @Column({ name: 'failure_code', type: 'text', nullable: true })
  failureCode!: string | null;

  @Column({ name: 'failure_message', type: 'text', nullable: true })
  failureMessage!: string | null;

  @Column({ type: 'bigint' })
  version!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
