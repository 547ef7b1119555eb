import { getJurisdiction, isStateCode, isVerifiedOn } from '../../../law/law-table';

/** One line of a hearing reminder's checklist, in both languages the emails are written in (ADR 202). */
export interface ChecklistItem {
  en: string;
  es: string;
}

const COPIES: ChecklistItem = {
  en: 'Copies of your documents (your claim, your letters and their proof of delivery): one for the judge, one for the other side and one for you.',
  es: 'Copias de sus documentos (su demanda, sus cartas y la prueba de su entrega): una para el juez, una para la otra parte y una para usted.',
};
const EVIDENCE: ChecklistItem = {
  en: 'Your evidence: contracts, invoices, receipts, photos and messages, in order, and any witness who will speak for you.',
  es: 'Sus pruebas: contratos, facturas, recibos, fotos y mensajes, en orden, y los testigos que hablarán a su favor.',
};
export const ASK_THE_CLERK: ChecklistItem = {
  en: 'Proof of service: ask the small-claims clerk by when the other side must be served and how to file the proof of service. SueGo has not verified this deadline for your state.',
  es: 'Prueba de entrega de la demanda: pregunte al secretario de la corte de reclamos menores hasta cuándo se debe entregar la demanda a la otra parte y cómo presentar la prueba de entrega. SueGo no ha verificado este plazo para su estado.',
};

/**
 * Proof of service, from the state's small-claims service rule only when it is verified against the official text
 * on `on` (ADR 040/046); otherwise the claimant is told to ask the clerk. Today the law table has no service
 * deadline verified (California's 15/20 days before the hearing, CCP §116.340, is researched, not verified), so no
 * state gets a date: a verified rule is quoted with its citation.
 */
export function serviceItem(state: string | null, on: string): ChecklistItem {
  if (!state || !isStateCode(state)) return ASK_THE_CLERK;
  const fact = getJurisdiction(state, on).smallClaims.service;
  if (!fact || !isVerifiedOn(fact, on)) return ASK_THE_CLERK;
  if (fact.value.clerkServes)
    return {
      en: `Proof of service: in your state the court serves the other side (${fact.citation}). Ask the clerk whether it was served and bring the proof.`,
      es: `Prueba de entrega de la demanda: en su estado la corte se la entrega a la otra parte (${fact.citation}). Pregunte al secretario si ya se entregó y lleve la prueba.`,
    };
  return {
    en: `Proof of service, filed on time: ${fact.value.description} (${fact.citation})`,
    es: `Prueba de entrega de la demanda, presentada a tiempo: ${fact.value.description} (${fact.citation}; la regla se cita en inglés)`,
  };
}

/** What to bring to the hearing: copies, evidence, proof of service. */
export const hearingChecklist = (state: string | null, on: string): ChecklistItem[] => [
  COPIES,
  EVIDENCE,
  serviceItem(state, on),
];
