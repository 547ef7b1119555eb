import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_BY_CODE, AppError, RateLimitedError, SecondFactorRequiredError } from './errors';
import { loggableUrl } from './loggable-url';
import { UTF8_ONLY_MESSAGE } from './request-input';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** On a 403 from a staff route: the two-factor step the client must take first (ADR 113). */
  secondFactor?: 'enrol' | 'verify';
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
    if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, method: request.method, url: loggableUrl(request.originalUrl) },
        'Unhandled error while serving a request',
      );
    }
    if (exception instanceof RateLimitedError) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof AppError) {
      const statusCode = STATUS_BY_CODE[exception.code];
      const body: ErrorBody = { statusCode, message: exception.message, error: reason(statusCode) };
      if (exception instanceof SecondFactorRequiredError) body.secondFactor = exception.step;
      return body;
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (statusCode === 400 && exception.cause instanceof SyntaxError) {
        return { statusCode, message: 'Request body is not valid JSON', error: reason(statusCode) };
      }
      if (isBodyParserError(exception.cause) && exception.cause.type === 'charset.unsupported') {
        return { statusCode, message: UTF8_ONLY_MESSAGE, error: reason(statusCode) };
      }
      if (statusCode === 400 && exception.cause instanceof URIError) {
        // Express could not percent-decode a path parameter (e.g. %ED%A0%80, a lone surrogate in UTF-8).
        return { statusCode, message: 'Request path is not valid URL-encoded UTF-8', error: reason(statusCode) };
      }
      const payload = exception.getResponse();
      let message = exception.message;
      if (typeof payload === 'object' && payload !== null && 'message' in payload) {
        const m: unknown = payload.message;
        message = Array.isArray(m) ? m.map(String).join('; ') : String(m);
      }
      if (statusCode >= 500) message = 'Something went wrong on our side. Please try again.';
      return { statusCode, message, error: reason(statusCode) };
    }
    if (isBodyParserError(exception) && exception.status >= 400 && exception.status < 500) {
      const message =
        exception.type === 'entity.parse.failed'
          ? 'Request body is not valid JSON'
          : exception.type === 'entity.too.large'
            ? 'Request body is too large'
            : exception.message;
      return { statusCode: exception.status, message, error: reason(exception.status) };
    }
    return {
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again.',
      error: 'Internal Server Error',
    };
  }
}
