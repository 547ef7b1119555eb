import type { MailService } from './mailing.events';
import type { PostalAddress } from './postal-address';

/**
 * The mail provider port (issue 28, docs/adr/160). Letters are Lob-shaped (`ltr_` ids, tracking events with `evnt_`
 * ids, webhooks with `evt_` ids) so the sandbox and the Lob adapter are interchangeable and the tracking handler
 * reads one shape. Nest injects the adapter by this class: the sandbox unless MAIL_MODE=lob (or LOB_API_KEY) is set.
 */
export type MailMode = 'sandbox' | 'lob';

/** What a USPS scan means for the letter. */
export type ScanKind =
  | 'mailed'
  | 'in_transit'
  | 'in_local_area'
  | 'processed_for_delivery'
  | 're_routed'
  | 'delivered'
  | 'returned'
  | 'other';

export interface ProviderScan {
  /** The provider's tracking event id (`evnt_…`): a scan is recorded once. */
  id: string;
  kind: ScanKind;
  /** USPS's words, e.g. "In Transit", "Delivered". */
  description: string;
  location: string | null;
  /** ISO instant of the scan. */
  time: string;
}

export interface ProviderLetter {
  id: string;
  /** USPS tracking number (certified mail). */
  trackingNumber: string | null;
  /** YYYY-MM-DD the provider hands it to USPS. */
  sendDate: string;
  /** YYYY-MM-DD the provider expects it delivered. */
  expectedDeliveryDate: string | null;
  metadata: Record<string, string>;
  scans: ProviderScan[];
  /** Canceled at the provider before it was mailed: nothing will be delivered. */
  deleted: boolean;
}

export interface CreateLetterParams {
  /** Sent as Idempotency-Key: the same key returns the same letter (Lob keeps keys 24 hours). */
  idempotencyKey: string;
  service: MailService;
  from: PostalAddress;
  to: PostalAddress;
  /** The exact pages to print (letter pages only); the provider adds the address page for the window envelope. */
  pdf: Buffer;
  description: string;
  /** caseId, mailingId, userId: how a webhook finds the mailing again. */
  metadata: Record<string, string>;
}

/** A webhook delivery, verified: only its id, type and letter id are trusted; the letter is re-fetched. */
export interface MailWebhookEvent {
  id: string;
  type: string;
  letterId: string | null;
}

/**
 * The provider refused a request. `permanent` when trying again cannot help (bad address, bad file: the letter is
 * rejected and refunded); otherwise (unreachable, 5xx, rate limit) the job retries.
 */
export class MailGatewayError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly permanent: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MailGatewayError';
  }
}

/** A webhook whose signature, timestamp or body did not verify: answer 400 and store nothing. */
export class InvalidMailWebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMailWebhookError';
  }
}

export interface AddressVerification {
  deliverable: boolean;
  /** Why USPS would not deliver it, in words a claimant can act on. */
  reason: string | null;
}

export abstract class MailGateway {
  abstract readonly mode: MailMode;
  /** Prints and mails a letter (certified with electronic return receipt, or First-Class). */
  abstract createLetter(params: CreateLetterParams): Promise<ProviderLetter>;
  abstract retrieveLetter(id: string): Promise<ProviderLetter>;
  /** The letter created for a mailing, found by its metadata (a retry after the idempotency key expired). */
  abstract findLetter(mailingId: string): Promise<ProviderLetter | null>;
  /** USPS address verification (Lob's US verification); the sandbox accepts any parsed address. */
  abstract verifyAddress(address: PostalAddress): Promise<AddressVerification>;
  /** Verifies a webhook delivery (raw body and signature headers); throws InvalidMailWebhookError otherwise. */
  abstract parseWebhook(
    rawBody: Buffer | undefined,
    headers: { signature?: string; timestamp?: string },
  ): MailWebhookEvent;
}
