import type { IncomingMessage } from 'node:http';

/**
 * Rules every request obeys before any DTO sees it (DESIGN §9, issue 11 point 6): they hold for every endpoint,
 * present and future, so no controller has to remember them.
 */

/** The deepest JSON a request body may nest. Our deepest DTO is two levels (`formData.*`); 5,000 overflowed the stack. */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when the JSON text nests deeper than `max`. One pass over the bytes, before `JSON.parse`: UTF-8 never
 * uses ASCII bytes inside multi-byte characters, so brackets inside strings are the only ones to skip.
 */
export function jsonNestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_OBJECT || b === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) depth--;
  }
  return false;
}

/** The error body-parser passes on (it keeps `status` and `type`); the exception filter answers it as a 400. */
export class BodyTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(`Request body must not nest deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

export const UTF8_ONLY_MESSAGE = 'Request body must be JSON in UTF-8 (charset=utf-8)';

/**
 * A body in another charset than UTF-8 (body-parser decodes any `utf-*`): 415. The depth scan reads bytes as
 * UTF-8, where ASCII never occurs inside a character; in UTF-16 every ASCII byte is followed by a NUL, so an escaped
 * quote threw the scan out of step and 5,000-deep JSON reached the validators (issue 22 point 4). The exception
 * filter answers body-parser's own `charset.unsupported` with the same message.
 */
export class UnsupportedCharsetError extends Error {
  readonly status = 415;
  readonly type = 'charset.unsupported';
  constructor() {
    super(UTF8_ONLY_MESSAGE);
  }
}

/** The `charset` parameter of a Content-Type, lower-cased; undefined when there is none (JSON is UTF-8 then). */
export function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? '').toLowerCase() : undefined;
}

/**
 * `verify` hook of the JSON body parser, called with the raw bytes before they are decoded: refuses any charset but
 * UTF-8, keeps the raw bytes (webhook signatures) and refuses deep nesting.
 */
export function verifyJsonBody(req: IncomingMessage & { rawBody?: Buffer }, _res: unknown, buf: Buffer): void {
  const charset = charsetOf(req.headers['content-type']);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw new UnsupportedCharsetError();
  req.rawBody = buf;
  if (jsonNestsDeeperThan(buf, MAX_JSON_DEPTH)) throw new BodyTooDeepError();
}

// An unpaired UTF-16 surrogate: a high one not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The text rule for every string a request carries: no NUL (PostgreSQL cannot store it in `text`) and no unpaired
 * surrogate (not Unicode; validators and encoders throw on it). Returns the message naming the field, or undefined.
 */
export function unsafeStringProblem(field: string, value: string): string | undefined {
  if (value.includes('\u0000')) return `${field || 'body'} must not contain control characters`;
  if (LONE_SURROGATE.test(value)) return `${field || 'body'} must be valid Unicode text`;
  return undefined;
}

/**
 * Walks a parsed body, query or route parameter (iteratively: depth is bounded by the parser, but no recursion
 * is cheaper still) and returns the first string, or key, that breaks `unsafeStringProblem`, named by its path.
 */
export function findUnsafeText(value: unknown, root = ''): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const problem = unsafeStringProblem(path, current);
      if (problem) return problem;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, `${path}[${i}]`]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const child = path ? `${path}.${key}` : key;
        const keyProblem = unsafeStringProblem(path || 'body', key);
        if (keyProblem) return keyProblem;
        stack.push([item, child]);
      }
    }
  }
  return undefined;
}
