import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DERIVED_KEYS, type DerivedKeys } from '../../common/derived-keys';

/** Providers that deliver `first.last@…`, `firstlast@…` and `first.last+tag@…` to one inbox (issue 37 point 1). */
const DOTS_IGNORED: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The person an email address stands for, normalised the way its provider delivers mail (issue 37 point 1, ADR
 * 210): trimmed, lower-case, a `+tag` removed from the local part; at gmail.com and googlemail.com (one provider,
 * one domain) the dots of the local part are removed too. `First.Last+x@GoogleMail.com` is `firstlast@gmail.com`.
 */
export function normaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const plus = address.slice(0, at).indexOf('+');
  const local = plus > 0 ? address.slice(0, plus) : address.slice(0, at);
  const domain = address.slice(at + 1);
  const mailbox = DOTS_IGNORED[domain];
  if (!mailbox) return `${local}@${domain}`;
  const undotted = local.replace(/\./g, '');
  return `${undotted || local}@${mailbox}`;
}

/** ADR 145's normalisation (before issue 37): only lower-case and no `+tag`. Claims made then are stored under it. */
export function legacyNormaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}

/** The Stripe test cards everyone shares (docs.stripe.com/testing): never a customer's identity, in test mode. */
export const SHARED_TEST_CARD_LAST4: ReadonlySet<string> = new Set([
  '4242', '0002', '9995', '0341', '4444', '5556', '8210', '0005', '8431', '0004', '1117', '0000', '3155', '3184',
]);

/**
 * Who has had a benefit, without a list of who: an HMAC-SHA256 of the normalised email (or of the card's
 * fingerprint) under a key derived from the privacy master key (ADR 145). The database holds only the HMACs, and
 * without the key (env or key file, never the database) they cannot be checked against a list of addresses.
 */
@Injectable()
export class CustomerKeys {
  private readonly key: Buffer;

  constructor(@Inject(DERIVED_KEYS) keys: DerivedKeys) {
    this.key = keys.derive('customer-benefits');
  }

  ofEmail(email: string): Buffer {
    return this.hmac(`email\u0000${normaliseEmail(email)}`);
  }

  /**
   * Every key a claim of this address may be stored under: today's first, then ADR 145's when it differs (a
   * gmail address with dots or at googlemail.com, claimed before issue 37).
   */
  ofEmailAllKeys(email: string): Buffer[] {
    const current = normaliseEmail(email);
    const legacy = legacyNormaliseEmail(email);
    const keys = [this.hmac(`email\u0000${current}`)];
    return legacy === current ? keys : [...keys, this.hmac(`email\u0000${legacy}`)];
  }

  ofCard(fingerprint: string): Buffer {
    return this.hmac(`card\u0000${fingerprint}`);
  }

  private hmac(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }
}
