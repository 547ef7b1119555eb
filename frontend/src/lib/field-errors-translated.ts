import type { Message } from './i18n/define';
import { translate } from './i18n/runtime';
import type { FieldProblem } from './field-problem';
import { messages as m } from './field-errors.messages';

/** The field's words by the last segment of its path; anything else reads "this field". */
const FIELD_WORDS: Record<string, Message> = {
  zipCode: m.fieldZip,
  location: m.fieldLocation,
  contactEmail: m.fieldYourEmail,
  contactPhone: m.fieldYourPhone,
  plaintiffName: m.fieldYourName,
  plaintiffEmail: m.fieldYourEmail,
  plaintiffAddress: m.fieldYourAddress,
  plaintiffPhone: m.fieldYourPhone,
  amountClaimed: m.fieldAmount,
  amount: m.fieldAmount,
  editSummary: m.fieldSummary,
  content: m.fieldContent,
  confirmEmail: m.fieldYourEmail,
  email: m.fieldYourEmail,
  name: m.fieldYourName,
  password: m.fieldPassword,
  caseType: m.fieldCaseType,
  promoCode: m.fieldPromo,
  code: m.fieldCode,
  reason: m.fieldReason,
  defendantName: m.fieldDefendantName,
  defendantAddress: m.fieldDefendantAddress,
  state: m.fieldState,
  incidentDate: m.fieldIncidentDate,
  description: m.fieldDescription,
  message: m.fieldMessage,
  subject: m.fieldSubject,
};

function field(p: FieldProblem): string {
  const last =
    p.field
      .split('.')
      .pop()
      ?.replace(/\[\d+\]$/, '') ?? p.field;
  return translate(FIELD_WORDS[last] ?? m.fieldThis);
}

const capitalised = (p: FieldProblem) => {
  const words = field(p);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const has = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A 400's refusal in the page's language by its code (issue 33; ADR 195 keeps codes stable). The server's English
 * sentence is not used: where it carried specifics, the translated sentence is the code's general one.
 */
const SENTENCES: Record<string, (p: FieldProblem) => string> = {
  required: (p) => translate(m.required, { field: field(p) }),
  wrong_type: (p) => translate(m.wrongType, { field: field(p) }),
  too_short: (p) =>
    has(p.params.min)
      ? translate(m.tooShort, { field: capitalised(p), min: p.params.min })
      : translate(m.tooShortPlain, { field: capitalised(p) }),
  too_long: (p) =>
    has(p.params.max)
      ? translate(m.tooLong, { field: capitalised(p), max: Number(p.params.max) })
      : translate(m.tooLongPlain, { field: capitalised(p) }),
  out_of_range: (p) =>
    has(p.params.min) && has(p.params.max)
      ? translate(m.outOfRange, { min: p.params.min, max: p.params.max })
      : translate(m.invalid, { field: field(p) }),
  too_many: (p) =>
    has(p.params.max) ? translate(m.tooMany, { max: p.params.max }) : translate(m.tooManyPlain),
  not_allowed: (p) => translate(m.notAllowed, { field: field(p) }),
  invalid_email: () => translate(m.invalidEmail),
  invalid_id: () => translate(m.invalidId),
  invalid_date: () => translate(m.invalidDate),
  invalid_format: (p) =>
    /zip|location/i.test(p.field) ? translate(m.invalidZip) : translate(m.invalidFormat, { field: field(p) }),
  unsafe_text: (p) => translate(m.unsafeText, { field: capitalised(p) }),
  unknown_field: () => translate(m.formBroken),
  not_json: () => translate(m.formBroken),
  too_deep: () => translate(m.formBroken),
  invalid_encoding: () => translate(m.invalidEncoding),
  mismatch: (p) => translate(m.mismatch, { field: capitalised(p) }),
  address_undeliverable: () => translate(m.undeliverable),
  same_email: () => translate(m.sameEmail),
  wrong_password: () => translate(m.wrongPassword),
  zip_not_found: (p) =>
    has(p.params.zip) ? translate(m.zipNotFound, { zip: p.params.zip }) : translate(m.zipNotFoundPlain),
  weak_password: () => translate(m.weakPassword),
  link_invalid: () => translate(m.linkInvalid),
  code_invalid: () => translate(m.codeInvalid),
  code_reused: () => translate(m.codeReused),
  promo_unknown: () => translate(m.promoUnknown),
  promo_not_applicable: () => translate(m.promoNotApplicable),
  promo_expired: () => translate(m.promoExpired),
  email_mismatch: () => translate(m.emailMismatch),
  payment_invalid: () => translate(m.paymentInvalid),
  signature_invalid: () => translate(m.signatureInvalid),
  nothing_to_do: () => translate(m.nothingToDo),
  invalid: (p) => translate(m.invalid, { field: field(p) }),
};

/** Every code with a translated sentence (a test holds it to the English table's codes). */
export const TRANSLATED_FIELD_ERROR_CODES = Object.keys(SENTENCES);

export function translatedSentence(p: FieldProblem): string {
  return (SENTENCES[p.code] ?? SENTENCES.invalid!)(p);
}
