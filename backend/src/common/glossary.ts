/**
 * English → Spanish glossary (issue 33): the one list of legal terms for the whole product. The site's Spanish
 * catalogs (frontend/src/**\/messages.es.ts), the Spanish emails (outbox/templates.ts) and the Spanish reading copies
 * of documents (documents/reading-copy) use exactly these renderings; the reading-copy templates take them from here
 * (`{{g.demandLetter}}`). A translator adds a term here before using a new one, and the second reader checks every
 * catalog against this list.
 *
 * Neutral US Spanish, formal "usted". Spanish pages and copies are the team's own translation, not a certified one.
 */
export const GLOSSARY = {
  demandLetter: { en: 'demand letter', es: 'carta de reclamación' },
  smallClaims: { en: 'small claims (court)', es: 'reclamos menores' },
  smallClaimsCourt: { en: 'small claims court', es: 'corte de reclamos menores' },
  smallClaimsPackage: {
    en: 'small-claims filing package',
    es: 'paquete para presentar una demanda de reclamos menores',
  },
  lawsuit: { en: 'lawsuit / claim (in court)', es: 'demanda' },
  claim: { en: 'claim (what is owed)', es: 'reclamo' },
  plaintiff: { en: 'plaintiff / claimant', es: 'demandante' },
  defendant: { en: 'defendant', es: 'demandado' },
  otherSide: { en: 'the other side', es: 'la otra parte' },
  securityDeposit: { en: 'security deposit', es: 'depósito de garantía' },
  statuteOfLimitations: { en: 'statute of limitations / deadline to sue', es: 'plazo de prescripción' },
  landlord: { en: 'landlord', es: 'arrendador' },
  tenant: { en: 'tenant', es: 'inquilino' },
  attorney: { en: 'attorney', es: 'abogado' },
  lawFirm: { en: 'law firm', es: 'bufete de abogados' },
  legalAdvice: { en: 'legal advice', es: 'asesoría legal' },
  attorneyReferral: { en: 'attorney referral', es: 'referencia de abogado' },
  certifiedMail: {
    en: 'certified mail, return receipt requested',
    es: 'correo certificado con acuse de recibo',
  },
  evidence: { en: 'evidence', es: 'pruebas' },
  filingFee: { en: 'filing fee', es: 'cuota de presentación' },
  serve: { en: 'serve (papers)', es: 'entregar (notificar) los documentos' },
  judgment: { en: 'judgment', es: 'sentencia' },
  checkout: { en: 'checkout', es: 'pago' },
  subscription: { en: 'subscription / plan', es: 'suscripción / plan' },
  myDocuments: { en: 'My Documents', es: 'Mis documentos' },
  readingCopy: { en: 'reading copy', es: 'copia de referencia' },
  privateNotes: { en: 'private notes', es: 'notas privadas' },
  finalNotice: { en: 'final notice', es: 'aviso final' },
  exhibitA: { en: 'Exhibit A', es: 'Anexo A' },
  // the court screens (issue 33)
  hearing: { en: 'hearing', es: 'audiencia' },
  noticeOfHearing: { en: 'notice of hearing', es: 'aviso de audiencia' },
  court: { en: 'court', es: 'corte' },
  clerk: { en: 'court clerk', es: 'secretario de la corte' },
  proofOfService: { en: 'proof of service', es: 'prueba de entrega de la demanda' },
  claimForm: { en: 'claim form (SC-100)', es: 'formulario de demanda' },
  exhibits: { en: 'exhibits', es: 'anexos' },
} as const satisfies Record<string, { en: string; es: string }>;

/** The Spanish of each term, for templates: `{{g.securityDeposit}}`. */
export const SPANISH_TERMS = Object.fromEntries(
  Object.entries(GLOSSARY).map(([key, term]) => [key, term.es]),
) as { [K in keyof typeof GLOSSARY]: (typeof GLOSSARY)[K]['es'] };

/** On every Spanish page that is a translation, and on every Spanish reading copy. */
export const SPANISH_DISCLAIMER =
  'SueGo no es un bufete de abogados y no da asesoría legal; no sustituye el consejo de un abogado.';

/** The mark at the top of every page of a Spanish reading copy. */
export const READING_COPY_MARK = 'Traducción para su referencia — no envíe esta copia';
