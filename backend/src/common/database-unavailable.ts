/**
 * SQLSTATEs and socket errors that mean "PostgreSQL is not there right now" (stopped, crashed, restarting,
 * recovering), not "this request is wrong": such a request is answered 503 with Retry-After (docs/adr/213).
 */
const UNAVAILABLE_SQLSTATE = /^(57P0[1-3]|08\d{3})$/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_MESSAGE =
  /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    // TypeORM's QueryFailedError keeps pg's error as driverError; other wrappers as cause.
    e = (e as { driverError?: unknown; cause?: unknown }).driverError ?? (e as { cause?: unknown }).cause;
  }
  return false;
}
