import type { AddressInfo } from 'node:net';
import express from 'express';
import { QueryFailedError } from 'typeorm';
import { createRootLogger, loggableUrl, requestLogging } from './logging';

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

  it('never writes an email or a secret of the query string (issue 22 point 7)', async () => {
    await fetch(`${base}/api/nothing/audit?email=ana.diaz%40example.com&page=2`);
    await fetch(`${base}/api/nothing/search?state=TX&location=ana@example.com&token=abc123`);
    await until(() => lines.filter((l) => l.req?.url.startsWith('/api/nothing/')).length === 2);
    const urls = lines.filter((l) => l.req?.url.startsWith('/api/nothing/')).map((l) => l.req!.url);
    expect(urls).toEqual([
      '/api/nothing/audit?email=[redacted]&page=2',
      '/api/nothing/search?state=TX&location=[redacted]&token=[redacted]',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/ana(\.diaz)?(%40|@)example\.com|abc123/);
  });
});

describe('loggableUrl', () => {
  it('keeps paths and harmless parameters, redacts emails and secret parameters, drops an undecodable query', () => {
    expect(loggableUrl('/api/cases/my-documents')).toBe('/api/cases/my-documents');
    expect(loggableUrl('/api/support?status=open&page=3')).toBe('/api/support?status=open&page=3');
    expect(loggableUrl('/api/support?search=Ana+D%C3%ADaz')).toBe('/api/support?search=[redacted]');
    expect(loggableUrl('/api/x?EMAIL=a%40b.c')).toBe('/api/x?EMAIL=[redacted]');
    expect(loggableUrl('/api/x?next=%E0%A4%A')).toBe('/api/x?[redacted]');
  });
});

describe('error log redaction (PostgreSQL driver details)', () => {
  const logged = (err: unknown, key = 'err') => {
    const out: string[] = [];
    createRootLogger('error', { write: (l: string) => void out.push(l) }).error({ [key]: err }, 'Unhandled error');
    return out.join('');
  };
  /** What pg's DatabaseError carries for a unique violation on a row of questionnaire answers. */
  const driverError = (message: string, code: string) =>
    Object.assign(new Error(message), {
      code,
      severity: 'ERROR',
      detail: 'Key (plaintiff_email)=(maria.secret@example.com) already exists.',
      where: 'PL/pgSQL function on_case() line 3 at SQL statement: "Unpaid invoice for the Ridgeview remodel"',
      internalQuery: "SELECT 'Ridgeview'",
      schema: 'public',
      table: 'cases',
      constraint: 'cases_plaintiff_email_key',
    });

  it.each(['err', 'error'])('redacts detail, where, internalQuery and the parameters, and keeps what diagnoses (%s)', (key) => {
    const err = new QueryFailedError(
      'INSERT INTO cases (id, plaintiff_email, dispute_description) VALUES ($1, $2, $3)',
      ['3b0c1e6a-0000-4000-8000-000000000000', 'maria.secret@example.com', 'Unpaid invoice for the Ridgeview remodel'],
      driverError('duplicate key value violates unique constraint "cases_plaintiff_email_key"', '23505'),
    );
    const line = logged(err, key);
    expect(line).not.toMatch(/maria\.secret|Ridgeview/);
    expect(line).toContain('cases_plaintiff_email_key');
    expect(line).toContain('23505');
    expect(line).toContain('INSERT INTO cases');
    expect(line).toContain('[redacted]');
  });

  it('redacts the value a data exception quotes in its message and stack', () => {
    const err = new QueryFailedError(
      'SELECT * FROM cases WHERE id = $1',
      ['Ridgeview remodel'],
      driverError('invalid input syntax for type uuid: "Ridgeview remodel"', '22P02'),
    );
    const line = logged(err);
    expect(line).not.toMatch(/Ridgeview/);
    expect(line).toContain('invalid input syntax for type uuid');
  });
});
