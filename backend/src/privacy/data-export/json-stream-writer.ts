import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** The client went away (or the stream failed) while the document was being written. */
export class ExportAbortedError extends Error {
  constructor(message = 'The client closed the connection') {
    super(message);
    this.name = 'ExportAbortedError';
  }
}

/** Waits for the sink to accept more, or to go away; never leaves a listener behind. */
async function drainOrClose(sink: Writable): Promise<'drain' | 'close'> {
  const done = new AbortController();
  const wait = (event: 'drain' | 'close') =>
    once(sink, event, { signal: done.signal }).then(
      () => event,
      (error: unknown) => {
        if (done.signal.aborted) return event; // the other one won
        throw error;
      },
    );
  try {
    return await Promise.race([wait('drain'), wait('close')]);
  } finally {
    done.abort();
  }
}

type Frame = { kind: 'object' | 'array'; count: number };

const FLUSH_AT = 64 * 1024;

/**
 * Writes one JSON document piece by piece (indented two spaces, like `JSON.stringify(v, null, 2)`), so a large
 * answer never exists as one string: small values go through JSON.stringify, containers are opened and closed
 * around them. Output is buffered up to 64 KiB and respects the sink's backpressure (a slow download makes the
 * writer wait, it does not fill memory). Values must be JSON-safe (no bigint; dates become ISO strings).
 */
export class JsonStreamWriter {
  private readonly stack: Frame[] = [];
  private buffer = '';
  private closed = false;

  constructor(private readonly sink: Writable) {
    sink.once('close', () => (this.closed = true));
  }

  /** Opens the top-level object or array. */
  async begin(kind: 'object' | 'array'): Promise<void> {
    if (this.stack.length > 0) throw new Error('begin() opens the top-level value only');
    this.buffer += kind === 'object' ? '{' : '[';
    this.stack.push({ kind, count: 0 });
  }

  /** `"name": value` in the current object. */
  async field(name: string, value: unknown): Promise<void> {
    this.prefix('object', name);
    this.buffer += this.stringify(value);
    await this.maybeFlush();
  }

  /** `"name": {` or `"name": [` in the current object; close it with end(). */
  async openField(name: string, kind: 'object' | 'array'): Promise<void> {
    this.prefix('object', name);
    this.buffer += kind === 'object' ? '{' : '[';
    this.stack.push({ kind, count: 0 });
  }

  /** One element of the current array. */
  async item(value: unknown): Promise<void> {
    this.prefix('array');
    this.buffer += this.stringify(value);
    await this.maybeFlush();
  }

  /** An element of the current array that is itself an object or array; close it with end(). */
  async openItem(kind: 'object' | 'array'): Promise<void> {
    this.prefix('array');
    this.buffer += kind === 'object' ? '{' : '[';
    this.stack.push({ kind, count: 0 });
  }

  /** Closes the innermost open object or array. */
  async end(): Promise<void> {
    const frame = this.stack.pop();
    if (!frame) throw new Error('Nothing to close');
    if (frame.count > 0) this.buffer += `\n${this.indent(this.stack.length)}`;
    this.buffer += frame.kind === 'object' ? '}' : ']';
    if (this.stack.length === 0) this.buffer += '\n';
    await this.maybeFlush();
  }

  /** Writes what is buffered; call once at the end (after the last end()). */
  async flush(): Promise<void> {
    if (this.buffer === '') return;
    const chunk = this.buffer;
    this.buffer = '';
    if (this.closed || this.sink.destroyed) throw new ExportAbortedError();
    if (!this.sink.write(chunk) && (await drainOrClose(this.sink)) === 'close') throw new ExportAbortedError();
  }

  get depth(): number {
    return this.stack.length;
  }

  private prefix(expected: Frame['kind'], name?: string): void {
    const frame = this.stack.at(-1);
    if (!frame || frame.kind !== expected)
      throw new Error(`${expected === 'object' ? 'A field' : 'An item'} needs an open ${expected}`);
    this.buffer += `${frame.count > 0 ? ',' : ''}\n${this.indent(this.stack.length)}`;
    if (name !== undefined) this.buffer += `${JSON.stringify(name)}: `;
    frame.count += 1;
  }

  private stringify(value: unknown): string {
    const text = JSON.stringify(value === undefined ? null : value, null, 2);
    return text.includes('\n') ? text.replace(/\n/g, `\n${this.indent(this.stack.length)}`) : text;
  }

  private indent(depth: number): string {
    return '  '.repeat(depth);
  }

  private async maybeFlush(): Promise<void> {
    if (this.buffer.length >= FLUSH_AT) await this.flush();
  }
}
