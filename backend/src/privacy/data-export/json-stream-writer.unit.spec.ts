import { Writable } from 'node:stream';
import { ExportAbortedError, JsonStreamWriter } from './json-stream-writer';

/** A sink that accepts `highWaterMark` bytes, then makes the writer wait `delayMs` per chunk. */
function slowSink(delayMs = 1, highWaterMark = 16) {
  const chunks: string[] = [];
  let waits = 0;
  const sink = new Writable({
    highWaterMark,
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString('utf8'));
      setTimeout(done, delayMs);
    },
  });
  sink.on('drain', () => (waits += 1));
  return { sink, text: () => chunks.join(''), chunks, waits: () => waits };
}

/** Writes `value` through the writer's API, containers opened and closed around leaves. */
async function writeValue(out: JsonStreamWriter, value: unknown, name?: string): Promise<void> {
  const isContainer = value !== null && typeof value === 'object' && !(value instanceof Date);
  if (!isContainer || Object.keys(value).length === 0) {
    if (name === undefined) await out.item(value);
    else await out.field(name, value);
    return;
  }
  const kind = Array.isArray(value) ? 'array' : 'object';
  if (name === undefined) await out.openItem(kind);
  else await out.openField(name, kind);
  if (Array.isArray(value)) for (const v of value) await writeValue(out, v);
  else for (const [k, v] of Object.entries(value)) await writeValue(out, v, k);
  await out.end();
}

describe('JsonStreamWriter', () => {
  const tricky = 'quote " backslash \\ tab\t newline\n emoji 🦊 line sep \u2028 cjk 漢字 </script> \u0000 lone \ud800';

  it('writes exactly what JSON.stringify(value, null, 2) writes, piece by piece', async () => {
    const value = {
      format: 'x/1',
      empty: [],
      emptyObject: {},
      nested: { a: [1, 'two', { three: 3, list: [true, null] }], b: tricky, at: new Date('2026-11-24T10:00:00Z') },
      rows: Array.from({ length: 50 }, (_, i) => ({ i, text: `${tricky} ${i}` })),
    };
    const { sink, text } = slowSink(0, 1 << 20);
    const out = new JsonStreamWriter(sink);
    await out.begin('object');
    for (const [k, v] of Object.entries(value)) await writeValue(out, v, k);
    await out.end();
    await out.flush();
    expect(text()).toBe(`${JSON.stringify(value, null, 2)}\n`);
    expect(JSON.parse(text()).nested.b).toBe(tricky);
  });

  it('waits for a slow sink instead of buffering the whole document', async () => {
    const { sink, text, chunks, waits } = slowSink(1, 16);
    const out = new JsonStreamWriter(sink);
    await out.begin('array');
    const big = 'x'.repeat(20_000);
    for (let i = 0; i < 40; i++) await out.item({ i, big });
    await out.end();
    await out.flush();
    expect(chunks.length).toBeGreaterThan(5);
    expect(waits()).toBeGreaterThan(0);
    expect(JSON.parse(text())).toHaveLength(40);
  });

  it('stops with ExportAbortedError when the client goes away', async () => {
    const { sink } = slowSink(5, 16);
    const out = new JsonStreamWriter(sink);
    await out.begin('array');
    setTimeout(() => sink.destroy(), 5);
    await expect(
      (async () => {
        for (let i = 0; i < 10_000; i++) await out.item({ i, text: 'y'.repeat(1_000) });
      })(),
    ).rejects.toThrow(ExportAbortedError);
  });

  it('refuses a field outside an object and an item outside an array', async () => {
    const out = new JsonStreamWriter(slowSink().sink);
    await out.begin('array');
    await expect(out.field('a', 1)).rejects.toThrow(/open object/);
    await out.end();
    await expect(out.end()).rejects.toThrow(/Nothing to close/);
  });
});
