import type { AddressInfo } from 'node:net';
import express from 'express';
import { createRootLogger, requestLogging } from './logging';

interface Line {
  level: number;
  msg: string;
  reqId?: number;
  req?: { id: number; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  [key: string]: unknown;
}

describe('requestLogging', () => {
  const lines: Line[] = [];
  let base = '';
  let close: () => Promise<void>;

  beforeAll(async () => {
    const logger = createRootLogger('debug', {
      write: (l: string) => void lines.push(JSON.parse(l) as Line),
    });
    const app = express();
    app.use(requestLogging(logger));
    app.get('/api/ok', (_req, res) => {
      setImmediate(() => {
        logger.info({ password: 'never-logged' }, 'inside the handler');
        res.json({ ok: true });
      });
    });
    app.get('/api/health', (_req, res) => void res.json({ status: 'ok' }));
    app.get('/api/slow', () => undefined); // never answers
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((r) => server.close(() => r()));
  });
  afterAll(() => close());

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  it('writes one line per request, and tags lines written inside it with the same reqId', async () => {
    await fetch(`${base}/api/ok?x=1`, { headers: { authorization: 'Bearer secret-token' } });
    await until(() => lines.some((l) => l.msg === 'request completed'));
    const inside = lines.find((l) => l.msg === 'inside the handler')!;
    const done = lines.find((l) => l.msg === 'request completed')!;
    expect(done).toMatchObject({
      level: 20,
      req: { method: 'GET', url: '/api/ok?x=1' },
      res: { statusCode: 200 },
    });
    expect(done.responseTime).toEqual(expect.any(Number));
    expect(inside.reqId).toBe(done.req!.id);
    expect(inside.password).toBe('[redacted]');
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|authorization/i);
  });

  it('logs a 404 at warn, skips /api/health, and logs a request the client abandoned', async () => {
    await fetch(`${base}/api/nothing`);
    await fetch(`${base}/api/health`);
    const aborting = new AbortController();
    const slow = fetch(`${base}/api/slow`, { signal: aborting.signal }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    aborting.abort();
    await slow;
    await until(() => lines.some((l) => l.msg === 'request aborted'));
    expect(lines.find((l) => l.req?.url === '/api/nothing')).toMatchObject({
      level: 40,
      res: { statusCode: 404 },
    });
    expect(lines.find((l) => l.req?.url === '/api/slow')).toMatchObject({
      level: 40,
      msg: 'request aborted',
    });
    expect(lines.some((l) => l.req?.url === '/api/health')).toBe(false);
  });
});
