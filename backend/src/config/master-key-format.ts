/** The privacy master key's size: AES-256. */
export const KEY_BYTES = 32;

/** A 32-byte key written as base64 (44 characters) or hex (64); null when `text` is neither. */
export function parseMasterKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=$/.test(value) || /^[A-Za-z0-9_-]{43}$/.test(value)) {
    const key = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
    return key.length === KEY_BYTES ? key : null;
  }
  return null;
}
