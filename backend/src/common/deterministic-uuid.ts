import { createHash } from 'node:crypto';

/** Namespace of SueGo's name-based ids (a random v4 UUID, fixed forever). */
const NAMESPACE = Buffer.from('4d3c9a1e7b2f4c59a0e6d1f2b3c4a5e6', 'hex');

/**
 * A name-based UUID (RFC 9562 version 5: SHA-1 of namespace + name). The same name always gives the same id, so
 * an event appended under it is appended once however often the command is retried or redelivered.
 */
export function deterministicUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
