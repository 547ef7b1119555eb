import type { FieldProblem } from './field-problem';
import { currentLanguage, subscribeLanguage } from './i18n/runtime';

/** One refused field of a 400 (its type lives in field-problem.ts, which the translated sentences also read). */
export type { FieldProblem } from './field-problem';

type Params = FieldProblem['params'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toProblem(value: unknown): FieldProblem | null {
  if (!isRecord(value) || typeof value.field !== 'string' || typeof value.code !== 'string') return null;
  return {
    field: value.field,
    code: value.code,
    message: typeof value.message === 'string' ? value.message : '',
    params: isRecord(value.params) ? (value.params as Params) : {},
  };
}

/** Every refused field of a 400 answer, first one first; empty for any other error. */
export function getFieldProblems(error: unknown): FieldProblem[] {
  // An ApiError (read by shape: api-client uses this module for its messages).
  if (!(error instanceof Error) || !('status' in error) || error.status !== 400) return [];
  if (!('body' in error) || typeof error.body !== 'string') return [];
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return [];
  }
  if (!isRecord(body)) return [];
  const listed = Array.isArray(body.errors)
    ? body.errors.map(toProblem).filter((p): p is FieldProblem => p !== null)
    : [];
  if (listed.length > 0) return listed;
  const single = toProblem(body);
  return single ? [single] : [];
}

/** Words for field paths whose last segment does not read well on its own. */
const FIELD_WORDS: Record<string, string> = {
  zipCode: 'the ZIP code',
  location: 'the city or ZIP code',
  contactEmail: 'your email',
  contactPhone: 'your phone number',
  plaintiffName: 'your name',
  plaintiffEmail: 'your email',
  plaintiffAddress: 'your address',
  plaintiffPhone: 'your phone number',
  amountClaimed: 'the amount claimed',
  editSummary: 'the summary of your changes',
  content: 'the document text',
  confirmEmail: 'your email',
  email: 'your email',
  name: 'your name',
  password: 'the password',
  caseType: 'the type of case',
  promoCode: 'the promo code',
  code: 'the code',
  reason: 'the reason',
  venueOther: 'the other reason',
};

/** "formData.defendantName" → "the defendant name". */
export function fieldWords(field: string): string {
  const last =
    field
      .split('.')
      .pop()
      ?.replace(/\[\d+\]$/, '') ?? field;
  return (
    FIELD_WORDS[last] ??
    `the ${last
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .toLowerCase()}`
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The part of the API's message written for people: "formData.amountClaimed: Amount claimed must be $10,000.00 or
 * less" → "Amount claimed must be $10,000.00 or less." Messages in developer form ("zipCode must contain digits
 * only") give null, and the code's own sentence is used.
 */
function serverSentence(p: FieldProblem): string | null {
  const prefix = `${p.field}: `;
  const rest = p.message.startsWith(prefix) ? p.message.slice(prefix.length) : p.message;
  if (!/^[A-Z]/.test(rest) || rest.startsWith(p.field)) return null;
  return sentence(rest);
}

/**
 * One English sentence per code (the Spanish issue adds a second table keyed the same way). `own` is the server's
 * sentence when it wrote one; the codes whose message carries specifics (limits, dates, amounts) prefer it.
 */
const SENTENCES: Record<string, (p: FieldProblem, own: string | null) => string> = {
  required: (p) => `Please fill in ${fieldWords(p.field)}.`,
  wrong_type: (p) => `Please check ${fieldWords(p.field)}.`,
  too_short: (p) =>
    p.params.min !== undefined
      ? `${capitalise(fieldWords(p.field))} must be at least ${p.params.min} characters.`
      : `${capitalise(fieldWords(p.field))} is too short.`,
  too_long: (p) =>
    p.params.max !== undefined
      ? `${capitalise(fieldWords(p.field))} must be at most ${Number(p.params.max).toLocaleString('en-US')} characters.`
      : `${capitalise(fieldWords(p.field))} is too long.`,
  out_of_range: (p, own) =>
    own ??
    (p.params.min !== undefined && p.params.max !== undefined
      ? `Enter a whole number from ${p.params.min} to ${p.params.max}.`
      : `Please check ${fieldWords(p.field)}.`),
  too_many: (p) =>
    p.params.max !== undefined ? `Add at most ${p.params.max} items.` : 'There are too many items.',
  not_allowed: (p, own) => own ?? `Please choose one of the options for ${fieldWords(p.field)}.`,
  invalid_email: () => 'Please enter a valid email address.',
  invalid_id: () => 'This link or reference is not valid. Go back and try again.',
  invalid_date: (_p, own) => own ?? 'Please enter a real date.',
  invalid_format: (p, own) =>
    /zip|location/i.test(p.field)
      ? 'Enter a 5-digit ZIP code.'
      : (own ?? `Please check the format of ${fieldWords(p.field)}.`),
  unsafe_text: (p) =>
    `${capitalise(fieldWords(p.field))} contains characters we cannot accept (control or text-direction characters). Please type it again.`,
  unknown_field: () => 'Something went wrong with this form. Please reload the page and try again.',
  not_json: () => 'Something went wrong with this form. Please reload the page and try again.',
  too_deep: () => 'Something went wrong with this form. Please reload the page and try again.',
  invalid_encoding: () => 'This address is not valid. Go back and try again.',
  mismatch: (p, own) => own ?? `${capitalise(fieldWords(p.field))} does not match.`,
  address_undeliverable: (_p, own) => own ?? 'We cannot mail to this address. Please check it.',
  same_email: () => 'This is already the email address of your account.',
  wrong_password: () => 'The password is not correct.',
  zip_not_found: (p) =>
    p.params.zip !== undefined
      ? `We could not find the ZIP code ${p.params.zip}. Please check it.`
      : 'We could not find that ZIP code. Please check it.',
  weak_password: () =>
    'This password is too easy to guess, or contains your name or email. Try a longer phrase of unrelated words.',
  link_invalid: () => 'This link is invalid or has expired. Ask for a new one.',
  code_invalid: () =>
    'That code is not right. Enter the current 6-digit code from your authenticator app, or a recovery code.',
  code_reused: () => 'That code was already used. Wait for the next code from your authenticator app.',
  promo_unknown: () => 'Please check your code and try again.',
  promo_not_applicable: (_p, own) => own ?? 'This promo code does not apply here.',
  promo_expired: () => 'This promo code has expired.',
  email_mismatch: () => 'This is not the email address of your account.',
  payment_invalid: (_p, own) =>
    own ?? 'The payment details were not accepted. Please check them and try again.',
  signature_invalid: () => 'The request could not be verified.',
  nothing_to_do: (_p, own) => own ?? 'There is nothing to do yet.',
  invalid: (p, own) => own ?? `Please check ${fieldWords(p.field)}.`,
};

/** Every code the client has a sentence for (a test holds it to the backend's `InputErrorCode`). */
export const FIELD_ERROR_CODES = Object.keys(SENTENCES);

/**
 * The sentences of other languages, by code (field-errors-translated.ts): loaded when the page leaves English, so
 * English pages never load them. Until they are here (a moment after a switch) a refusal reads in English.
 */
let translatedSentence: ((p: FieldProblem) => string) | null = null;
let loadingTranslated: Promise<void> | null = null;
export function loadTranslatedFieldErrors(): Promise<void> {
  loadingTranslated ??= import('./field-errors-translated').then((module) => {
    translatedSentence = module.translatedSentence;
  });
  return loadingTranslated;
}
subscribeLanguage(() => {
  if (currentLanguage() !== 'en') void loadTranslatedFieldErrors();
});

/** The sentence a person reads for a refused field, to show next to it (or in a toast when it has no field). */
export function fieldErrorSentence(p: FieldProblem): string {
  if (currentLanguage() !== 'en' && translatedSentence) return translatedSentence(p);
  const own = serverSentence(p);
  return (SENTENCES[p.code] ?? SENTENCES.invalid!)(p, own);
}

/**
 * The refused fields of an error as field → sentence, keyed by the full path and by its last segment
 * (`formData.plaintiffName` and `plaintiffName`), so a form can look its inputs up by their own names.
 */
export function fieldErrorMap(error: unknown): Record<string, string> {
  const map: Record<string, string> = {};
  for (const problem of getFieldProblems(error)) {
    const text = fieldErrorSentence(problem);
    const last = problem.field.split('.').pop() ?? problem.field;
    map[problem.field] ??= text;
    map[last] ??= text;
  }
  return map;
}

/**
 * Shows a 400's sentences next to the form's own fields (react-hook-form's `setError`); `names` maps API field
 * names to the form's where they differ. Returns true when at least one field got its sentence, so the caller
 * toasts only what no field shows.
 */
export function showFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (name: F, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
  names: Partial<Record<string, F>> = {},
): boolean {
  let shown = false;
  for (const problem of getFieldProblems(error)) {
    const last = problem.field.split('.').pop() ?? problem.field;
    const name =
      names[problem.field] ??
      names[last] ??
      (fields as readonly string[]).find((f) => f === problem.field || f === last);
    if (!name) continue;
    setError(name as F, { type: 'server', message: fieldErrorSentence(problem) }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
