/**
 * Keys for purposes other than wrapping people's data keys, derived from the privacy master key (so kept like it:
 * PRIVACY_MASTER_KEY or its key file, never the database). A port: privacy provides it, any context may ask for a
 * key by its label (e.g. `customer-benefits`, ADR 145) without knowing where it comes from.
 */
export const DERIVED_KEYS = Symbol('DERIVED_KEYS');

export interface DerivedKeys {
  /** 32 bytes for `label`, revealing nothing of the master key or of any other label's key. */
  derive(label: string): Buffer;
}
