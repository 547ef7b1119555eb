/**
 * Application error codes. The HTTP layer maps each to a status; the message is always safe to show a user.
 */
export enum ErrorCode {
  /** Input failed validation; the message names the field. */
  Validation = 'validation',
  /** The resource does not exist or belongs to someone else (we never reveal which). */
  NotFound = 'not_found',
  /** The action is not allowed in the resource's current state. */
  IllegalState = 'illegal_state',
  /** A concurrent writer changed the stream first; reload and retry. */
  Conflict = 'conflict',
  /** The caller is not signed in or the token is no longer valid. */
  Unauthenticated = 'unauthenticated',
  /** The caller is signed in but lacks the role for this action. */
  Forbidden = 'forbidden',
  /** Too many attempts; the caller must wait. */
  RateLimited = 'rate_limited',
}

/**
 * Why a 400 refused a field: the stable `code` of every 400 body, beside `field` (the field's path, `body` for the
 * request as a whole, `path` for the URL) and `message` (English, naming the field). Clients show their own
 * sentence for a code (the Spanish issue translates by it) and put it next to the field. Values never change
 * meaning; add a new one rather than reuse one. `params` carry what a sentence needs (`max`, `zip`…).
 */
export enum InputErrorCode {
  /** The field is missing or blank. */
  Required = 'required',
  /** The value has the wrong JSON type (a number where text is expected, an object where a list is). */
  WrongType = 'wrong_type',
  /** Shorter than allowed; `params.min`. */
  TooShort = 'too_short',
  /** Longer than allowed; `params.max`. */
  TooLong = 'too_long',
  /** A number outside its range; `params.min` and `params.max` when known. */
  OutOfRange = 'out_of_range',
  /** A list with more items than allowed; `params.max`. */
  TooMany = 'too_many',
  /** Not one of the values the field takes. */
  NotAllowed = 'not_allowed',
  /** Not an email address. */
  InvalidEmail = 'invalid_email',
  /** Not an id of ours (a UUID). */
  InvalidId = 'invalid_id',
  /** Not a date (ISO 8601). */
  InvalidDate = 'invalid_date',
  /** Text of the wrong shape: a phone number, a state code, a ZIP with letters, an amount such as "2500.00". */
  InvalidFormat = 'invalid_format',
  /** NUL, control or bidirectional-override characters, or text that is not valid Unicode. */
  UnsafeText = 'unsafe_text',
  /** A field the endpoint does not take. */
  UnknownField = 'unknown_field',
  /** The body is not JSON, or not a JSON object. */
  NotJson = 'not_json',
  /** The JSON body nests deeper than any request needs. */
  TooDeep = 'too_deep',
  /** The URL path is not valid URL-encoded UTF-8. */
  InvalidEncoding = 'invalid_encoding',
  /** Two fields that must agree do not (amount and formData.amountClaimed; items and their total). */
  Mismatch = 'mismatch',
  /** A 5-digit ZIP code that does not exist; `params.zip`. */
  ZipNotFound = 'zip_not_found',
  /** A postal address the mail service cannot deliver to, or not an address at all (the message says why). */
  AddressUndeliverable = 'address_undeliverable',
  /** A password that is common, guessable or contains the account's name or email. */
  WeakPassword = 'weak_password',
  /** A reset or verification link that is wrong, already used or expired. */
  LinkInvalid = 'link_invalid',
  /** A wrong two-factor (or recovery) code. */
  CodeInvalid = 'code_invalid',
  /** A two-factor code already used in its 30-second step. */
  CodeReused = 'code_reused',
  /** A promo code we do not know. */
  PromoUnknown = 'promo_unknown',
  /** A real promo code that does not apply here (a document, another plan). */
  PromoNotApplicable = 'promo_not_applicable',
  /** A promo code past its end date. */
  PromoExpired = 'promo_expired',
  /** The typed email is not the signed-in account's. */
  EmailMismatch = 'email_mismatch',
  /** The new email is the one the account already has. */
  SameEmail = 'same_email',
  /** The account's current password, asked again before a sensitive change, is wrong. */
  WrongPassword = 'wrong_password',
  /** The card or payment the request names does not exist or was refused by the payment provider. */
  PaymentInvalid = 'payment_invalid',
  /** A webhook whose signature does not verify. */
  SignatureInvalid = 'signature_invalid',
  /** The request is well formed but there is nothing it can act on yet (a test clock with no customer). */
  NothingToDo = 'nothing_to_do',
  /** Any other problem with the value; the message says what. */
  Invalid = 'invalid',
}

/** One refused field of a 400. */
export interface FieldIssue {
  field: string;
  code: InputErrorCode;
  message: string;
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * A 400. `message` names the field (as it always has); `field` and `code` say which and why for clients, and
 * `issues` lists every refused field when there are several (the first is the one `field` and `code` name).
 */
export class ValidationError extends AppError {
  readonly issues: readonly FieldIssue[];

  constructor(
    message: string,
    issue:
      | { field: string; code: InputErrorCode; params?: Record<string, string | number> }
      | readonly FieldIssue[],
  ) {
    const issues: FieldIssue[] = Array.isArray(issue)
      ? [...(issue as readonly FieldIssue[])]
      : [{ ...(issue as Omit<FieldIssue, 'message'>), message }];
    super(ErrorCode.Validation, message, { field: issues[0]?.field });
    this.issues = issues;
  }

  get field(): string {
    return this.issues[0]?.field ?? 'body';
  }

  get inputCode(): InputErrorCode {
    return this.issues[0]?.code ?? InputErrorCode.Invalid;
  }
}

/** A 400 for one field: `fieldError('zipCode', InputErrorCode.ZipNotFound, 'zipCode: We could not find…', { zip })`. */
export const fieldError = (
  field: string,
  code: InputErrorCode,
  message: string,
  params?: Record<string, string | number>,
) => new ValidationError(message, params ? { field, code, params } : { field, code });

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(ErrorCode.NotFound, message);
  }
}

export class IllegalStateError extends AppError {
  constructor(message: string) {
    super(ErrorCode.IllegalState, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(ErrorCode.Conflict, message, details);
  }
}

/**
 * A 409 the user may override: the client shows `message` (or translates `confirm`) and repeats the request with
 * the confirmation flag the route names (docs/adr/215: a second paid referral for the same matter).
 */
export class ConfirmationRequiredError extends ConflictError {
  constructor(
    message: string,
    readonly confirm: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Authentication required') {
    super(ErrorCode.Unauthenticated, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this resource') {
    super(ErrorCode.Forbidden, message);
  }
}

/**
 * A benefit that needs no card (a free first month, SUEGOFREE) asked for by an account whose email is not verified
 * (issue 37 point 1, ADR 210): 403, and the body says `emailVerification: 'required'` so the page offers the link.
 */
export class EmailVerificationRequiredError extends AppError {
  constructor(message = EMAIL_VERIFICATION_REQUIRED_MESSAGE) {
    super(ErrorCode.Forbidden, message);
  }
}

export const EMAIL_VERIFICATION_REQUIRED_MESSAGE =
  'Verify your email address to get your free month: open the link we sent you, then come back to this page.';

/**
 * A staff (or auditor) route called by a session of that role that has not passed the second factor (ADR 113): 403, and the
 * body says which step the client must take (`secondFactor: 'enrol' | 'verify'`).
 */
export class SecondFactorRequiredError extends AppError {
  constructor(readonly step: 'enrol' | 'verify') {
    super(
      ErrorCode.Forbidden,
      step === 'enrol'
        ? 'Staff and auditor accounts need two-factor sign-in. Set up an authenticator app to continue.'
        : 'Enter the 6-digit code from your authenticator app to continue.',
    );
  }
}

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(ErrorCode.RateLimited, message, { retryAfterSeconds });
  }
}

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  [ErrorCode.Validation]: 400,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.IllegalState]: 409,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.RateLimited]: 429,
};
