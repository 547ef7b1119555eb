import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DERIVED_KEYS, type DerivedKeys } from '../../common/derived-keys';

/**
 * The customer an email address stands for: trimmed, lower-case, and a `+tag` removed from the local part, so
 * `Ana.Diaz+trial2@Example.com` and `ana.diaz@example.com` are one customer (issue 22 point 3).
 */
export function normaliseEmail(email: string): string {
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
    return createHmac('sha256', this.key).update(`email\u0000${normaliseEmail(email)}`).digest();
  }

  ofCard(fingerprint: string): Buffer {
    return createHmac('sha256', this.key).update(`card\u0000${fingerprint}`).digest();
  }
}
