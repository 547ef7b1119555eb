import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { MailingRow, MailingStep } from '../read-models/mailings/mailing.row';
import { MAIL_TRANSIT_DAYS } from '../../../law/law-table';
import { addDays, onOrNextBusinessDay } from '../../../law/calendar';
import { addressLines } from '../postal-address';

/** Days from one ISO date to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export class MailingStepResponse {
  @ApiProperty({ example: 'in_transit' }) status!: string;
  @ApiProperty({ example: 'In Transit' }) description!: string;
  @ApiPropertyOptional({ nullable: true }) location!: string | null;
  @ApiProperty() at!: string;
}

export class DeliveryShortfallResponse {
  @ApiProperty({ description: 'Days the recipient had between delivery and the printed response date.' })
  daysLeft!: number;
  @ApiProperty({ description: 'Days after receipt the letter (or a statute) promised.' })
  daysPromised!: number;
  @ApiProperty({ description: 'The response date a final notice mailed today would print (YYYY-MM-DD).' })
  suggestedDate!: string;
}

export class MailingResponse {
  @ApiProperty() id!: string;
  @ApiProperty() caseId!: string;
  @ApiProperty() documentId!: string;
  @ApiPropertyOptional({ nullable: true, example: '1.1' }) version!: string | null;
  @ApiProperty({
    enum: [
      'awaiting_payment',
      'queued',
      'mailed',
      'in_transit',
      'delivered',
      'returned',
      'rejected',
      'canceled',
    ],
  })
  status!: string;
  @ApiPropertyOptional({ enum: ['certified', 'first_class'], nullable: true }) service!: string | null;
  @ApiPropertyOptional({ enum: ['lob', 'sandbox', 'self'], nullable: true }) carrier!: string | null;
  @ApiProperty({ description: 'cents; 0 when included or mailed by the claimant' }) price!: number;
  @ApiProperty({ enum: ['included', 'card', 'self'] }) payment!: string;
  @ApiPropertyOptional({ type: [String], nullable: true }) from!: string[] | null;
  @ApiPropertyOptional({ type: [String], nullable: true }) to!: string[] | null;
  @ApiPropertyOptional({ nullable: true }) trackingNumber!: string | null;
  @ApiPropertyOptional({ nullable: true }) providerLetterId!: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'SHA-256 (hex) of the exact PDF mailed' }) pdfSha256!:
    string | null;
  @ApiPropertyOptional({ nullable: true }) pageCount!: number | null;
  @ApiPropertyOptional({ nullable: true }) mailedOn!: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'USPS-confirmed delivery (certified mail)' })
  deliveredAt!: string | null;
  @ApiPropertyOptional({ nullable: true }) returnedAt!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    description: 'The delivery date to count from: confirmed, or an estimate',
  })
  deliveryDate!: string | null;
  @ApiProperty({
    description: 'deliveryDate is an estimate (First-Class, self-mailed, or not delivered yet)',
  })
  deliveryIsEstimate!: boolean;
  @ApiPropertyOptional({ nullable: true }) letterDate!: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'The response date printed in the letter' })
  responseDueDate!: string | null;
  @ApiPropertyOptional({ type: DeliveryShortfallResponse, nullable: true })
  deliveryShortfall!: DeliveryShortfallResponse | null;
  @ApiPropertyOptional({ nullable: true }) rejectedReason!: string | null;
  @ApiProperty() refundedAmount!: number;
  @ApiPropertyOptional({ nullable: true }) resendOf!: string | null;
  @ApiProperty({ description: 'The exact PDF mailed can be downloaded' }) proofAvailable!: boolean;
  @ApiProperty({ type: [MailingStepResponse] }) events!: MailingStep[];
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

/**
 * When the letter reached (or will reach) the recipient: the USPS delivery date for certified mail; otherwise an
 * estimate, labelled so: the provider's "processed for delivery" scan, its expected delivery date, or mailing plus
 * the usual transit (5 days).
 */
export function deliveryOf(row: MailingRow): { date: string | null; estimate: boolean } {
  if (row.delivered_at) return { date: dateOf(row.delivered_at), estimate: false };
  if (row.returned_at || !row.mailed_on) return { date: null, estimate: false };
  const processed = dateOf(row.processed_for_delivery_at);
  return {
    date: processed ?? row.expected_delivery_date ?? addDays(row.mailed_on, MAIL_TRANSIT_DAYS),
    estimate: true,
  };
}

/**
 * Delivery that left the recipient fewer days than promised: the letter's period (its printed response date less
 * its date, less the transit it allowed for; for a statute's notice period that is exactly the statute's days)
 * compared with the days from delivery to the printed date. The suggested date is what a final notice mailed
 * `today` would print: the same period plus transit, on a business day.
 */
export function deliveryShortfall(
  row: Pick<MailingRow, 'letter_date' | 'response_due_date'>,
  delivered: string | null,
  today: string,
): DeliveryShortfallResponse | null {
  if (!delivered || !row.letter_date || !row.response_due_date) return null;
  const daysPromised = daysBetween(row.letter_date, row.response_due_date) - MAIL_TRANSIT_DAYS;
  const daysLeft = daysBetween(delivered, row.response_due_date);
  if (daysPromised <= 0 || daysLeft >= daysPromised) return null;
  return {
    daysLeft: Math.max(daysLeft, 0),
    daysPromised,
    suggestedDate: onOrNextBusinessDay(addDays(today, daysPromised + MAIL_TRANSIT_DAYS)).date,
  };
}

export function toMailingResponse(row: MailingRow, proofAvailable: boolean, today: string): MailingResponse {
  const delivery = deliveryOf(row);
  return {
    id: row.id,
    caseId: row.case_id,
    documentId: row.document_id,
    version: row.revision_version,
    status: row.status,
    service: row.service,
    carrier: row.carrier,
    price: row.price,
    payment: row.payment,
    from: row.from_address ? addressLines(row.from_address) : null,
    to: row.to_address ? addressLines(row.to_address) : null,
    trackingNumber: row.tracking_number,
    providerLetterId: row.provider_letter_id,
    pdfSha256: row.pdf_sha256,
    pageCount: row.page_count,
    mailedOn: row.mailed_on,
    deliveredAt: row.delivered_at,
    returnedAt: row.returned_at,
    deliveryDate: delivery.date,
    deliveryIsEstimate: delivery.estimate,
    letterDate: row.letter_date,
    responseDueDate: row.response_due_date,
    deliveryShortfall: deliveryShortfall(row, delivery.date, today),
    rejectedReason: row.rejected_reason,
    refundedAmount: row.refunded_amount,
    resendOf: row.resend_of,
    proofAvailable,
    events: row.events,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
