import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  STATUS_BY_CODE,
  AppError,
  EmailVerificationRequiredError,
  InputErrorCode,
  RateLimitedError,
  SecondFactorRequiredError,
  ConfirmationRequiredError,
  ValidationError,
  type FieldIssue,
} from './errors';
import { isDatabaseUnavailable } from './database-unavailable';
import { loggableUrl } from './loggable-url';
import { UTF8_ONLY_MESSAGE } from './request-input';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** On a 403 from a staff route: the two-factor step the client must take first (ADR 113). */
  secondFactor?: 'enrol' | 'verify';
  /** On a 403 for a free benefit: the account must verify its email first (ADR 210). */
  emailVerification?: 'required';
  /** On every 400: the refused field's path (`body` for the whole body, `path` for the URL). */
  field?: string;
  /** On every 400: why, as a stable {@link InputErrorCode} clients translate. */
  code?: InputErrorCode;
  /** What the code's sentence needs (`max`, `zip`…), when anything. */
  params?: Record<string, string | number>;
  /** On a 409 the user may override (docs/adr/215): what to confirm, and the sentence's values. */
  confirm?: string;
  /** On a 400 that refused several fields: each of them (the first is `field`/`code`). */
  errors?: FieldIssue[];
}

/** A 400 from outside our code (a framework pipe): the field is the message's first word when it looks like one. */
function guessedIssue(message: string): Pick<ErrorBody, 'field' | 'code'> {
  const field = /^([A-Za-z_][\w.[\]]*)(?::| must| should| is| has)/.exec(message)?.[1] ?? 'body';
  return { field, code: InputErrorCode.Invalid };
}

function validationBody(error: ValidationError, statusCode: number): ErrorBody {
  const [first] = error.issues;
  const body: ErrorBody = {
    statusCode,
    message: error.message,
    error: reason(statusCode),
    field: first?.field ?? 'body',
    code: first?.code ?? InputErrorCode.Invalid,
  };
  if (first?.params) body.params = first.params;
  if (error.issues.length > 1) body.errors = [...error.issues];
  return body;
}

const reason = (status: number) =>
  (HttpStatus[status] ?? 'Error')
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The error type behind a failed body parse (express/body-parser), without importing it. */
function isBodyParserError(e: unknown): e is { status: number; type: string; message: string } {
  return typeof e === 'object' && e !== null && 'type' in e && 'status' in e && typeof e.status === 'number';
}

/** The answer to a body the JSON parser refused (not JSON, too deep, too large…). */
function parserErrorBody(exception: { status: number; type: string; message: string }): ErrorBody {
  const message =
    exception.type === 'entity.parse.failed'
      ? 'Request body is not valid JSON'
      : exception.type === 'entity.too.large'
        ? 'Request body is too large'
        : exception.message;
  const body: ErrorBody = { statusCode: exception.status, message, error: reason(exception.status) };
  if (exception.status === 400) {
    body.field = 'body';
    body.code = exception.type === 'entity.too.deep' ? InputErrorCode.TooDeep : InputErrorCode.NotJson;
  }
  return body;
}

/** How long a client waits before retrying while the database restarts (it is back within seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The one exception filter: every error leaves as JSON `{ statusCode, message, error }`.
 * Messages of 4xx errors are meant for users; a 5xx never carries internals or a stack trace.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const response = ctx.getResponse<Response>();
    const request = ctx.getRequest<Request>();
    const body = this.toBody(exception);
    if (body.statusCode === 503) {
      this.logger.warn(
        { err: exception, method: request.method, url: loggableUrl(request.originalUrl) },
        'The database is unavailable; answered 503',
      );
    } else if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, method: request.method, url: loggableUrl(request.originalUrl) },
        'Unhandled error while serving a request',
      );
    }
    if (exception instanceof RateLimitedError) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (body.statusCode === 503) response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof ValidationError) return validationBody(exception, STATUS_BY_CODE[exception.code]);
    if (exception instanceof AppError) {
      const statusCode = STATUS_BY_CODE[exception.code];
      const body: ErrorBody = { statusCode, message: exception.message, error: reason(statusCode) };
      if (exception instanceof SecondFactorRequiredError) body.secondFactor = exception.step;
      if (exception instanceof EmailVerificationRequiredError) body.emailVerification = 'required';
      if (exception instanceof ConfirmationRequiredError) {
        body.confirm = exception.confirm;
        body.params = exception.params;
      }
      return body;
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (statusCode === 400 && exception.cause instanceof SyntaxError) {
        const message = 'Request body is not valid JSON';
        return { statusCode, message, error: reason(statusCode), field: 'body', code: InputErrorCode.NotJson };
      }
      if (isBodyParserError(exception.cause) && exception.cause.type === 'charset.unsupported') {
        return { statusCode, message: UTF8_ONLY_MESSAGE, error: reason(statusCode) };
      }
      if (statusCode === 400 && exception.cause instanceof URIError) {
        // Express could not percent-decode a path parameter (e.g. %ED%A0%80, a lone surrogate in UTF-8).
        const message = 'Request path is not valid URL-encoded UTF-8';
        return { statusCode, message, error: reason(statusCode), field: 'path', code: InputErrorCode.InvalidEncoding };
      }
      const payload = exception.getResponse();
      let message = exception.message;
      if (typeof payload === 'object' && payload !== null && 'message' in payload) {
        const m: unknown = payload.message;
        message = Array.isArray(m) ? m.map(String).join('; ') : String(m);
      }
      if (statusCode >= 500) message = 'Something went wrong on our side. Please try again.';
      if (statusCode === 400 && isBodyParserError(exception.cause)) return parserErrorBody(exception.cause);
      if (statusCode === 400) return { statusCode, message, error: reason(statusCode), ...guessedIssue(message) };
      return { statusCode, message, error: reason(statusCode) };
    }
    if (isBodyParserError(exception) && exception.status >= 400 && exception.status < 500) {
      return parserErrorBody(exception);
    }
    if (isDatabaseUnavailable(exception)) {
      // The database is restarting or gone (docs/adr/213): a moment's outage, not a broken request.
      return {
        statusCode: 503,
        message: 'The service is briefly unavailable. Please try again in a moment.',
        error: 'Service Unavailable',
      };
    }
    return {
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again.',
      error: 'Internal Server Error',
    };
  }
}
