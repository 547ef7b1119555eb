import type { SealedValues } from '../../event-store/sealed-values';

/** Where a mailed letter's PDF is sealed: with the subject, it is bound to the ciphertext (docs/adr/129). */
export const MAILING_PROOF_LABEL = 'mailing_proofs.pdf';

/**
 * The PDF of a stored proof: sealed with the case owner's key (`subject_id`), or as stored by a version that did not
 * seal (`subject_id` null, until the start-up sealing reaches it); null once the owner's key is erased.
 */
export async function openMailingProof(
  values: SealedValues,
  subjectId: string | null,
  stored: Buffer,
): Promise<Buffer | null> {
  if (subjectId === null) return stored;
  const ring = await values.keyring([subjectId]);
  return ring.openBytes(subjectId, MAILING_PROOF_LABEL, stored) ?? null;
}
