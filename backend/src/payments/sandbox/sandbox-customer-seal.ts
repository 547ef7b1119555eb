import type { SealedValues } from '../../event-store/sealed-values';
import type { GatewayCustomer } from '../payment-gateway';

/** How a sealed field is written inside the customer's JSON: the prefix, then the sealed bytes in base64. */
const SEALED = 'sealed:';
const FIELDS = ['email', 'name'] as const;

/** Whose customer it is: the account named in its metadata (billing-customers.ts), or nobody (tests). */
const subjectOf = (c: GatewayCustomer): string | null => c.metadata?.userId ?? null;
const label = (field: string) => `sandbox.objects.customer.${field}`;

/**
 * The sandbox stands for Stripe, but keeps its customers in this database (docs/adr/129): their email and name are
 * stored sealed with the account's key, so once the account is deleted (its key erased, the customer marked
 * deleted) no file holds them readable, dead tuples and WAL included. The API still answers with the plain values.
 */
export async function sealCustomer(
  values: SealedValues,
  customer: GatewayCustomer,
): Promise<GatewayCustomer> {
  const subject = subjectOf(customer);
  const ring = await values.keyring([subject], { forSealing: true });
  const out = { ...customer };
  for (const field of FIELDS) {
    const value = customer[field];
    if (typeof value === 'string' && !value.startsWith(SEALED))
      out[field] = SEALED + ring.seal(subject, label(field), value).toString('base64');
  }
  return out;
}

/** The customer as stored, its sealed fields opened (null once the account's key is erased). */
export async function openCustomer(
  values: SealedValues,
  customer: GatewayCustomer,
): Promise<GatewayCustomer> {
  const sealed = FIELDS.filter((f) => customer[f]?.startsWith(SEALED));
  if (sealed.length === 0) return customer;
  const subject = subjectOf(customer);
  const ring = await values.keyring([subject]);
  const out = { ...customer };
  for (const field of sealed)
    out[field] =
      ring.open(subject, label(field), Buffer.from(customer[field]!.slice(SEALED.length), 'base64')) ?? null;
  return out;
}
