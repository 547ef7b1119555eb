import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ReferralRequestRow } from '../read-models/referrals/referral-requests.projection';

class ReferredAttorneyResponse {
  @ApiProperty({ format: 'uuid' }) attorneyId!: string;
  @ApiProperty({ example: 'Ana Reyes' }) name!: string;
  @ApiProperty({ example: 'Reyes Law Group' }) firm!: string;
  @ApiProperty({ example: 'Austin' }) city!: string;
  @ApiProperty({ example: 'TX' }) state!: string;
  @ApiProperty({
    enum: ['sample', 'import'],
    description: 'sample = a fictional attorney of the sample directory',
  })
  source!: 'sample' | 'import';
}

/** A referral request and the attorneys it went to (spec §3 attorney referral request + attorney_referrals). */
export class ReferralRequestResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['matched', 'direct', 'case'] }) kind!: string;
  @ApiProperty({ enum: ['awaiting_payment', 'sent'] }) status!: 'awaiting_payment' | 'sent';
  @ApiPropertyOptional({ format: 'uuid', nullable: true }) caseId!: string | null;
  @ApiProperty({ example: 'landlord_tenant' }) caseType!: string;
  @ApiPropertyOptional({ nullable: true }) specialty!: string | null;
  @ApiProperty({ example: 'TX' }) state!: string;
  @ApiProperty() description!: string;
  @ApiPropertyOptional({ nullable: true, enum: ['low', 'medium', 'high'] }) urgency!: string | null;
  @ApiPropertyOptional({ nullable: true }) budget!: string | null;
  @ApiProperty() contactEmail!: string;
  @ApiPropertyOptional({ nullable: true }) contactPhone!: string | null;
  @ApiPropertyOptional({ nullable: true }) notes!: string | null;
  @ApiProperty({ type: [ReferredAttorneyResponse] }) attorneys!: ReferredAttorneyResponse[];
  @ApiProperty({ example: 1500, description: 'cents paid (0 when included)' }) fee!: number;
  @ApiPropertyOptional({ nullable: true, enum: ['subscription', 'paid', 'search-access'] }) paymentMethod!:
    string | null;
  @ApiProperty() createdAt!: string;
}

export function toReferralResponse(row: ReferralRequestRow): ReferralRequestResponse {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    caseId: row.case_id,
    caseType: row.case_type,
    specialty: row.specialty,
    state: row.state,
    description: row.description,
    urgency: row.urgency,
    budget: row.budget,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    notes: row.notes,
    attorneys: row.attorneys,
    fee: Number(row.fee_amount),
    paymentMethod: row.payment_method,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export class ReferralPaymentResponse {
  @ApiProperty({ example: 'pi_…_secret_…' }) clientSecret!: string;
  @ApiProperty({ example: 'pi_…' }) paymentIntentId!: string;
  @ApiProperty({ example: 1500, description: 'cents, from the price catalog' }) amount!: number;
  @ApiProperty({ enum: ['usd'] }) currency!: 'usd';
}

/** The answer to a referral or contact request: sent now, or waiting for the $15 fee. */
export class SubmitReferralResponse {
  @ApiProperty({ enum: ['sent', 'payment_required'] }) status!: 'sent' | 'payment_required';
  @ApiProperty({ type: ReferralRequestResponse }) referral!: ReferralRequestResponse;
  @ApiPropertyOptional({
    type: ReferralPaymentResponse,
    description: 'Present when status is payment_required',
  })
  payment?: ReferralPaymentResponse;
}

export class ReferralListResponse {
  @ApiProperty({ type: [ReferralRequestResponse] }) referrals!: ReferralRequestResponse[];
}
