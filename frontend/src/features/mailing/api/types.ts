/** "Mail it for me" (issue 28) as the API answers it. Amounts in cents; dates YYYY-MM-DD unless an instant. */
export type MailService = 'certified' | 'first_class';

export type MailingStatus =
  | 'awaiting_payment'
  | 'queued'
  | 'mailed'
  | 'in_transit'
  | 'delivered'
  | 'returned'
  | 'rejected'
  | 'canceled';

export interface MailingStep {
  status: string;
  description: string;
  location: string | null;
  at: string;
}

export interface Mailing {
  id: string;
  caseId: string;
  documentId: string;
  version: string | null;
  status: MailingStatus;
  service: MailService | null;
  carrier: 'lob' | 'sandbox' | 'self' | null;
  price: number;
  payment: 'included' | 'card' | 'self';
  from: string[] | null;
  to: string[] | null;
  trackingNumber: string | null;
  providerLetterId: string | null;
  pdfSha256: string | null;
  pageCount: number | null;
  mailedOn: string | null;
  deliveredAt: string | null;
  returnedAt: string | null;
  deliveryDate: string | null;
  deliveryIsEstimate: boolean;
  letterDate: string | null;
  responseDueDate: string | null;
  deliveryShortfall: { daysLeft: number; daysPromised: number; suggestedDate: string } | null;
  rejectedReason: string | null;
  refundedAmount: number;
  resendOf: string | null;
  proofAvailable: boolean;
  events: MailingStep[];
  createdAt: string;
  updatedAt: string;
}

export interface MailingPreview {
  service: MailService;
  price: number;
  included: boolean;
  version: string;
  from: string[];
  to: string[];
  letter: string;
  responseDueDate: string | null;
  warnings: string[];
  resendOf: string | null;
  mailMode: 'sandbox' | 'lob';
}

export interface MailingRequest {
  service: MailService;
  toAddress?: string;
  /** The document to mail (ADR 180); the case's first one when absent. */
  documentId?: string;
}

export interface MailingRequested {
  mailing: Mailing;
  clientSecret?: string;
  paymentIntentId?: string;
  warnings: string[];
}

/** Statuses in which the letter is on its way (the list is asked for again until it arrives or comes back). */
export const TRAVELLING: ReadonlySet<MailingStatus> = new Set(['queued', 'mailed', 'in_transit']);
/** Statuses in which the letter is in the mail or delivered: no second mailing of it. */
export const ACTIVE: ReadonlySet<MailingStatus> = new Set(['queued', 'mailed', 'in_transit', 'delivered']);
