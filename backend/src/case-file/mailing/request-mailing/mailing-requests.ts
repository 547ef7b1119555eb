import { Injectable } from '@nestjs/common';
import { caseStreamId } from '../../case.events';
import { type CaseDetails } from '../../../claim/case.types';
import { IllegalStateError, NotFoundError, InputErrorCode, ValidationError } from '../../../common/errors';
import { EventStore, type Position } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import { assertOwner, type Actor } from '../../../identity/index';
import { ProviderEventHandler } from '../../../payments/index';
import { PaymentGateway, type GatewayPaymentIntent } from '../../../payments/index';
import { mailingPrice } from '../../../pricing/index';
import { CheckoutCustomers } from '../../checkout/checkout-customer.port';
import { loadCaseMailings } from '../case-mailings';
import { letterPages, letterTerms } from '../letter-pages';
import { MailGateway, MailGatewayError } from '../mail-gateway';
import type { CaseMailings, Mailing } from '../mailing';
import {
  activeMailing,
  ALREADY_MAILED_MESSAGE,
  awaitingPayment,
  mailableDocument,
  revisionOf,
  mailingDecider,
  mailingsOf,
  primaryDocumentId,
  returnedMailing,
} from '../mailing.decide';
import type { MailService } from '../mailing.events';
import { MAILING_PURPOSE, mailingEventIds, newMailingId } from '../mailing-event-ids';
import { parsePostalAddress, type PostalAddress } from '../postal-address';

export interface MailingRequestInput {
  service: MailService;
  documentId?: string;
  /** A corrected recipient address, for sending a returned letter again. */
  toAddress?: string;
}

/** Everything checked before any money moves: the letter pages, both addresses, the price. */
export interface PreparedMailing {
  state: CaseMailings;
  service: MailService;
  documentId: string;
  revisionId: string;
  version: string;
  title: string;
  letter: string;
  from: PostalAddress;
  to: PostalAddress;
  warnings: string[];
  letterDate: string | null;
  responseDueDate: string | null;
  price: number;
  included: boolean;
  resendOf: Mailing | null;
}

export const MISSING_SENDER_ADDRESS =
  'Add your own mailing address to the case: the letter is mailed from it, and USPS sends it back there if it cannot be delivered.';

const PAYABLE = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]);
const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'city', 'state', 'zip', 'zip4'] as const;
const sameAddress = (a: PostalAddress | null, b: PostalAddress) =>
  a !== null && ADDRESS_FIELDS.every((f) => (a[f] ?? null) === (b[f] ?? null));

/**
 * "Mail it for me" (issue 28): the preview and the request. Both check, before any payment, that the document has
 * its letter pages and that both addresses read as US postal addresses (the last line "City, ST 12345", the ZIP in
 * that state; in Lob mode, USPS verification too): a failure is a 400 naming `formData.plaintiffAddress`,
 * `formData.defendantAddress` (or `toAddress`, the corrected address of a re-send). A request then prices the
 * mailing from the catalog (included for SuePro), creates its own payment intent (`purpose: mailing`, on the
 * claimant's billing customer so saved cards can pay it) and records LetterMailingRequested.
 */
@Injectable()
export class MailingRequests {
  constructor(
    private readonly store: EventStore,
    private readonly mail: MailGateway,
    private readonly payments: PaymentGateway,
    private readonly providerEvents: ProviderEventHandler,
    private readonly customers: CheckoutCustomers,
  ) {}

  async prepare(actor: Actor, caseId: string, input: MailingRequestInput): Promise<PreparedMailing> {
    const state = await loadCaseMailings(this.store, caseId);
    const c = state.case;
    assertOwner(actor, c.status === 'none' ? null : c.userId, 'Case not found');
    if (c.status === 'none') throw new NotFoundError('Case not found');
    const documentId = input.documentId ?? primaryDocumentId(c);
    const document = documentId ? mailableDocument(c, documentId) : null;
    if (!documentId || !document) {
      if (input.documentId)
        throw new ValidationError('documentId: this case has no such document', {
          field: 'documentId',
          code: InputErrorCode.InvalidId,
        });
      throw new IllegalStateError('This case has no document to mail yet');
    }
    if (activeMailing(state, documentId)) throw new IllegalStateError(ALREADY_MAILED_MESSAGE);
    const revision = revisionOf(c, document.activeRevisionId);
    const pages = letterPages(revision?.content ?? '');
    if (!revision || !pages.ok)
      throw new IllegalStateError(pages.ok ? 'This case has no document to mail yet' : pages.message);
    const returned = returnedMailing(state, documentId) ?? null;
    if (input.toAddress !== undefined && !returned)
      throw new ValidationError('toAddress: a corrected address is only for a letter that came back', {
        field: 'toAddress',
        code: InputErrorCode.NotAllowed,
      });
    const { from, to, warnings } = await this.addresses(
      c.details,
      returned ? (input.toAddress ?? null) : null,
      returned,
    );
    const terms = letterTerms(pages.content);
    const { price, included } = await this.price(c.userId, input.service);
    return {
      state,
      service: input.service,
      documentId,
      revisionId: revision.id,
      version: revision.version,
      title: document.title,
      letter: pages.content,
      from,
      to,
      warnings,
      letterDate: terms.letterDate,
      responseDueDate: terms.responseDueDate,
      price,
      included,
      resendOf: returned,
    };
  }

  async request(
    actor: Actor & { email: string },
    caseId: string,
    input: MailingRequestInput,
    now = new Date(),
  ): Promise<{
    mailingId: string;
    position: Position | null;
    clientSecret: string | null;
    paymentIntentId: string | null;
    prepared: PreparedMailing;
  }> {
    const p = await this.prepare(actor, caseId, input);
    // The same order again while it waits for its card (a double click, a second tab): the same mailing and intent.
    const waiting = awaitingPayment(p.state, p.documentId);
    if (
      waiting &&
      waiting.service === input.service &&
      waiting.revisionId === p.revisionId &&
      waiting.price === p.price &&
      sameAddress(waiting.to, p.to) &&
      sameAddress(waiting.from, p.from)
    ) {
      const intent = await this.intent(actor, caseId, waiting.id, p);
      const reconciled =
        intent.status === 'succeeded' ? await this.providerEvents.reconcilePaymentIntent(intent) : null;
      return {
        mailingId: waiting.id,
        position: reconciled ?? (await this.requestedAt(caseId, waiting.id)),
        clientSecret: intent.status === 'succeeded' ? null : intent.client_secret,
        paymentIntentId: intent.status === 'succeeded' ? null : intent.id,
        prepared: p,
      };
    }
    // Requests decided on this same state name the same mailing (and so the same intent): parallel clicks join it.
    const mailingId = newMailingId({
      caseId,
      documentId: p.documentId,
      after: mailingsOf(p.state, p.documentId).at(-1)?.id ?? null,
      service: input.service,
      revisionId: p.revisionId,
      price: p.price,
      from: p.from,
      to: p.to,
    });
    let intent = p.included ? null : await this.intent(actor, caseId, mailingId, p);
    const result = await handleCommand(
      this.store,
      caseStreamId(caseId),
      mailingDecider,
      {
        type: 'RequestLetterMailing',
        data: {
          caseId,
          mailingId,
          userId: actor.id,
          documentId: p.documentId,
          revisionId: p.revisionId,
          service: input.service,
          from: p.from,
          to: p.to,
          price: p.price,
          payment: p.included ? 'included' : 'card',
          paymentIntentId: intent?.id ?? null,
          resendOf: p.resendOf?.id ?? null,
          letterDate: p.letterDate,
          responseDueDate: p.responseDueDate,
        },
        replaces: waiting?.id ?? null,
        metadata: { now },
      },
      {
        metadata: { actor },
        eventId: (event) =>
          event.type === 'LetterMailingCanceled'
            ? mailingEventIds.canceled(event.data.mailingId)
            : mailingEventIds.requested(mailingId),
      },
    );
    let position = result.position;
    if (result.events.length === 0) {
      // Another click recorded this very mailing first: answer it once the read models have it.
      position = await this.requestedAt(caseId, mailingId);
      if (intent?.status === 'succeeded') {
        position = (await this.providerEvents.reconcilePaymentIntent(intent)) ?? position;
        intent = null;
      }
    }
    return {
      mailingId,
      position,
      clientSecret: intent?.client_secret ?? null,
      paymentIntentId: intent?.id ?? null,
      prepared: p,
    };
  }

  /** Where the mailing's request was recorded (null when it is not: nothing to wait for). */
  private async requestedAt(caseId: string, mailingId: string): Promise<Position | null> {
    const id = mailingEventIds.requested(mailingId);
    const events = await this.store.readStream(caseStreamId(caseId));
    return events.find((e) => e.eventId === id)?.position ?? null;
  }

  /** The mailing's own payment intent, on the claimant's billing customer (so a saved card can pay it). */
  private async intent(
    actor: Actor & { email: string },
    caseId: string,
    mailingId: string,
    p: PreparedMailing,
  ): Promise<GatewayPaymentIntent> {
    const customer = await this.customers.ensureCustomerOf({ id: actor.id, email: actor.email });
    const price = mailingPrice(p.service);
    const params = {
      amount: p.price,
      currency: 'usd' as const,
      customer,
      description: `SueGo ${price.name}`,
      metadata: { purpose: MAILING_PURPOSE, caseId, mailingId, userId: actor.id },
      idempotencyKey: `pi:mailing:${mailingId}`,
    };
    let intent = await this.payments.createPaymentIntent(params);
    if (!PAYABLE.has(intent.status) && intent.status !== 'succeeded')
      intent = await this.payments.createPaymentIntent({
        ...params,
        idempotencyKey: `${params.idempotencyKey}:${intent.id}`,
      });
    if (intent.status !== 'succeeded' && !intent.client_secret)
      throw new Error(`Payment intent ${intent.id} has no client secret`);
    return intent;
  }

  private async price(userId: string, service: MailService): Promise<{ price: number; included: boolean }> {
    const catalog = mailingPrice(service);
    const plans = await this.customers.coveringPlans(userId);
    const included = plans.some((plan) => catalog.includedWith.includes(plan as 'suepro'));
    return { price: included ? 0 : catalog.amount, included };
  }

  private async addresses(details: CaseDetails, correctedTo: string | null, returned: Mailing | null) {
    if (details.plaintiffAddress.trim() === '')
      throw new ValidationError(`formData.plaintiffAddress: ${MISSING_SENDER_ADDRESS}`, {
        field: 'formData.plaintiffAddress',
        code: InputErrorCode.Required,
      });
    if (returned && correctedTo === null)
      throw new ValidationError(
        'toAddress: this letter came back; give the corrected address to send it again',
        { field: 'toAddress', code: InputErrorCode.Required },
      );
    const toField = correctedTo !== null ? 'toAddress' : 'formData.defendantAddress';
    const from = parsePostalAddress(details.plaintiffName, details.plaintiffAddress);
    if (!from.ok)
      throw new ValidationError(`formData.plaintiffAddress: ${from.message}`, {
        field: 'formData.plaintiffAddress',
        code: InputErrorCode.AddressUndeliverable,
      });
    const to = parsePostalAddress(details.defendantName, correctedTo ?? details.defendantAddress);
    if (!to.ok)
      throw new ValidationError(`${toField}: ${to.message}`, { field: toField, code: InputErrorCode.AddressUndeliverable });
    if (returned && sameAddress(returned.to, to.address))
      throw new ValidationError(
        'toAddress: this is the address the letter came back from; correct it first',
        { field: 'toAddress', code: InputErrorCode.AddressUndeliverable },
      );
    for (const [field, address] of [
      ['formData.plaintiffAddress', from.address],
      [toField, to.address],
    ] as const) {
      let verified;
      try {
        verified = await this.mail.verifyAddress(address);
      } catch (error) {
        if (error instanceof MailGatewayError && !error.permanent)
          throw new IllegalStateError(
            'The mail service could not check the addresses just now. Try again in a minute.',
          );
        throw error;
      }
      if (!verified.deliverable)
        throw new ValidationError(`${field}: ${verified.reason ?? 'USPS cannot deliver to this address'}`, {
          field,
          code: InputErrorCode.AddressUndeliverable,
        });
    }
    return {
      from: from.address,
      to: to.address,
      warnings: [
        ...from.warnings.map((w) => `Your address: ${w}`),
        ...to.warnings.map((w) => `Recipient's address: ${w}`),
      ],
    };
  }
}
