import { createSecretKey, randomBytes } from 'node:crypto';
import { openCustomer, sealCustomer } from '../../payments/sandbox/sandbox-customer-seal';
import type { GatewayCustomer } from '../../payments/payment-gateway';
import { ERASED_KEY, type SubjectKey } from './key-cache';
import { SubjectSealedValues } from './subject-sealed-values';
import type { SubjectKeys } from './subject-keys';

/** Sealed values over an in-memory key table (what privacy.subject_keys holds, unwrapped). */
function valuesWith(keys: Map<string, SubjectKey>) {
  const lookup = (ids: readonly string[]) =>
    Promise.resolve(new Map(ids.map((id) => [id, keys.get(id) ?? ERASED_KEY] as const)));
  return new SubjectSealedValues({ keysFor: lookup, keysForSealing: lookup } as unknown as SubjectKeys);
}

describe('sealed bytes and the sandbox customer (docs/adr/129)', () => {
  const keys = new Map<string, SubjectKey>([['u1', { key: createSecretKey(randomBytes(32)) }]]);
  const values = valuesWith(keys);

  it('seals bytes (a PDF) under the subject, bound to its label and subject; erased, they read as nothing', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)]);
    const ring = await values.keyring(['u1', 'u2'], { forSealing: true });
    const sealed = ring.sealBytes('u1', 'document_pdfs.pdf', pdf);
    expect(sealed[0]).toBe(1);
    expect(sealed.includes('%PDF-')).toBe(false);
    expect(ring.sealBytes('u1', 'document_pdfs.pdf', pdf).equals(sealed)).toBe(true); // deterministic
    expect(ring.openBytes('u1', 'document_pdfs.pdf', sealed)!.equals(pdf)).toBe(true);
    expect(() => ring.openBytes('u1', 'mailing_proofs.pdf', sealed)).toThrow(/does not decrypt/);
    expect(ring.openBytes('u2', 'document_pdfs.pdf', sealed)).toBeUndefined(); // no key: erased
    expect(ring.sealBytes('u2', 'document_pdfs.pdf', pdf)).toEqual(Buffer.of(2)); // written erased
    expect(ring.openBytes(null, 'x', ring.sealBytes(null, 'x', pdf))!.equals(pdf)).toBe(true); // no subject: plain
  });

  it("stores a sandbox customer's email and name sealed under the account, and answers them plain", async () => {
    const customer: GatewayCustomer = {
      id: 'cus_1',
      object: 'customer',
      email: 'ana@example.com',
      name: 'Ana Ortiz',
      metadata: { userId: 'u1' },
      invoice_settings: { default_payment_method: null },
      created: 1,
      livemode: false,
    };
    const stored = await sealCustomer(values, customer);
    expect(JSON.stringify(stored)).not.toMatch(/ana@example\.com|Ana Ortiz/);
    expect(stored.email).toMatch(/^sealed:/);
    expect(await sealCustomer(values, stored)).toEqual(stored); // sealing twice changes nothing
    expect(await openCustomer(values, stored)).toEqual(customer);
    keys.set('u1', ERASED_KEY);
    expect(await openCustomer(valuesWith(keys), stored)).toMatchObject({ email: null, name: null });
  });
});
