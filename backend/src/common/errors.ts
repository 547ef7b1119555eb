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

export class ValidationError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(ErrorCode.Validation, message, details);
  }
}

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
