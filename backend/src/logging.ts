import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import { loggableUrl } from './common/loggable-url';

export { loggableUrl };

/** Log paths whose values never reach a log line: credentials, tokens, secrets and payment data. */
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'token',
  'tokenHash',
  'clientSecret',
  'client_secret',
  'secret',
  'apiKey',
  'cardNumber',
  'cvc',
  'recoveryCodes',
  'otpauthUrl',
  'qrCode',
];
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  // At the top of a log object, one level down and two levels down.
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...['password', 'token', 'clientSecret', 'cardNumber'].map((k) => `*.*.${k}`),
];

/**
 * PostgreSQL driver fields that carry row values or statement parameters (`detail: Key (email)=(…)`, `where`,
 * TypeORM's `parameters`): questionnaire text and emails must not reach the error log (issue 11 point 12).
 */
const DRIVER_DETAIL_KEYS = new Set(['detail', 'where', 'parameters', 'internalQuery']);
/** Data exceptions (SQLSTATE class 22) quote the offending value in the message itself. */
const DATA_EXCEPTION = /^22/;
const QUOTED = /"(?:[^"\\]|\\.)*"/g;
const MAX_SCRUB_DEPTH = 6;

function scrub(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null || depth > MAX_SCRUB_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const record = value as Record<string, unknown>;
  const quotesValues = typeof record.code === 'string' && DATA_EXCEPTION.test(record.code);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(record)) {
    if (DRIVER_DETAIL_KEYS.has(key)) out[key] = '[redacted]';
    else if (quotesValues && (key === 'message' || key === 'stack') && typeof v === 'string')
      out[key] = v.replace(QUOTED, '"[redacted]"');
    else out[key] = scrub(v, depth + 1);
  }
  return out;
}

/** pino's error serializer, then the driver's detail fields (at any depth: `driverError`, `cause`) redacted. */
export function serializeError(err: unknown): unknown {
  return scrub(pino.stdSerializers.err(err as Error), 0);
}

const requestIds = new AsyncLocalStorage<number>();
let lastRequestId = 0;

/**
 * pino `mixin`: every line written while a request is handled carries its `reqId`. It runs only for lines that
 * are actually written, so requests that log nothing pay nothing (no child logger per request).
 */
export function requestIdMixin(): { reqId?: number } {
  const reqId = requestIds.getStore();
  return reqId === undefined ? {} : { reqId };
}

export type PinoRootLogger = Logger;
/** Nest token of the application's root pino logger. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** The application's root logger: JSON lines, secrets redacted, `reqId` on lines written during a request. */
export function createRootLogger(level: string, stream?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    mixin: requestIdMixin,
    serializers: { err: serializeError, error: serializeError },
  };
  return stream ? pino(options, stream) : pino(options);
}

/**
 * One line per finished request: method, url (emails and secrets in its query redacted) and status only (never
 * headers, so never a token), at error for
 * 5xx, warn for 4xx and for requests the client abandoned, and debug for the rest (access logs belong to the
 * proxy). `/api/health` is not logged.
 * Replaces pino-http, whose per-request child logger cost about a third of a cached `GET /api/auth/me`
 * (docs/benchmarks.md, Auth).
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const id = (lastRequestId = (lastRequestId + 1) & 0x7fffffff);
    const started = performance.now();
    // 'close' follows 'finish' for a completed answer and comes alone when the client went away first.
    res.once('close', () => {
      const status = res.statusCode;
      const aborted = !res.writableFinished;
      const level = status >= 500 ? 'error' : status >= 400 || aborted ? 'warn' : 'debug';
      if (req.originalUrl === '/api/health' || !logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId: id,
          req: { id, method: req.method, url: loggableUrl(req.originalUrl) },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
        },
        aborted ? 'request aborted' : status >= 500 ? 'request errored' : 'request completed',
      );
    });
    requestIds.run(id, next);
  };
}
