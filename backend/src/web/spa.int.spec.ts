import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import supertest from 'supertest';
import { IMMUTABLE, REVALIDATE, spaRouter, TEST_MODE_COOKIE } from './spa';

/**
 * The SPA as the server sends it, against a build laid out as `vite build` writes it (the copies made with zlib
 * here): real files and real HTTP, without the rest of the app (app.int.spec.ts covers it inside the app).
 */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const INDEX = `<!doctype html><html><head><title>SueGo</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const QUESTIONNAIRE_PAGE = INDEX.replace(
  '</head>',
  '<link rel="modulepreload" href="/assets/questionnaire-1.js"></head>',
);
const SCRIPT = `console.log(${JSON.stringify('a demand letter, '.repeat(300))});`;

let dir: string;
let server: Server;
let base: string;
let warnings: string[];

function writeWithCopies(file: string, content: string, copies: { br?: boolean; gzip?: boolean } = {}) {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  if (copies.br !== false) writeFileSync(`${full}.br`, brotliCompressSync(content));
  if (copies.gzip !== false) writeFileSync(`${full}.gz`, gzipSync(content));
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (answer: Answer): string => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'suego-spa-'));
  writeWithCopies('index.html', INDEX);
  writeWithCopies('pages/questionnaire.html', QUESTIONNAIRE_PAGE);
  writeWithCopies('assets/index-1.js', SCRIPT);
  writeWithCopies('assets/questionnaire-1.js', SCRIPT, { br: false });
  writeWithCopies('assets/font-1.woff2', 'wOF2', { br: false, gzip: false });
  writeWithCopies('robots.txt', 'User-agent: *\nAllow: /\n', { br: false, gzip: false });
  writeWithCopies('.env', 'SECRET=1', { br: false, gzip: false });
  writeFileSync(
    path.join(dir, 'client-routes.json'),
    JSON.stringify({
      routes: [
        { pattern: '/' },
        { pattern: '/questionnaire', html: 'pages/questionnaire.html' },
        { pattern: '/document/:caseId' },
      ],
    }),
  );
  warnings = [];
  const router = spaRouter(dir, { warn: (message) => warnings.push(message) });
  if (!router) throw new Error('no SPA router for the fixture build');
  const app = express();
  app.use(router);
  app.use((_req, res) => res.status(404).json({ statusCode: 404, message: 'from the API' }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('the SPA: content negotiation', () => {
  it('sends the brotli copy to a browser, the gzip copy without br, and the file itself without either', async () => {
    const browser = await get('/assets/index-1.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.status).toBe(200);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(Number(browser.headers['content-length'])).toBe(browser.body.length);
    expect(browser.body.length).toBeLessThan(SCRIPT.length / 5);
    expect(decode(browser)).toBe(SCRIPT);

    const gzipOnly = await get('/assets/index-1.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decode(gzipOnly)).toBe(SCRIPT);

    const identity = await get('/assets/index-1.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(SCRIPT);

    const refusesBr = await get('/assets/index-1.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusesBr.headers['content-encoding']).toBe('gzip');
    for (const answer of [browser, gzipOnly, identity, refusesBr])
      expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('uses whichever copies exist, and never varies a file that has none', async () => {
    const gzipOnly = await get('/assets/questionnaire-1.js', { 'accept-encoding': 'gzip, br' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const font = await get('/assets/font-1.woff2', { 'accept-encoding': 'gzip, br' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers.vary).toBeUndefined();
  });

  it('negotiates the pages too', async () => {
    const page = await get('/document/abc', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(decode(page)).toBe(INDEX);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await get('/assets/index-1.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });
});

describe('the SPA: caching', () => {
  it('keeps hashed assets for a year, immutable; other files for an hour', async () => {
    expect((await get('/assets/index-1.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('revalidates pages: no-cache with an ETag per encoding, and a 304 when the browser has that one', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    expect(REVALIDATE).toBe('no-cache');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-br"$/);
    expect(first.headers['last-modified']).toBeDefined();

    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toBe(REVALIDATE);

    const otherEncoding = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': tag });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers.etag).not.toBe(tag);
  });
});

describe('the SPA: status codes', () => {
  it("answers a client route with 200, and a lazy page with its own copy that preloads the page's code", async () => {
    expect(decode(await get('/'))).toBe(INDEX);
    for (const url of ['/document/abc', '/document/abc/', '/DOCUMENT/abc?x=1']) {
      const page = await get(url);
      expect(page.status).toBe(200);
      expect(decode(page)).toBe(INDEX);
    }
    const questionnaire = await get('/questionnaire', { 'accept-encoding': 'br' });
    expect(questionnaire.status).toBe(200);
    expect(decode(questionnaire)).toBe(QUESTIONNAIRE_PAGE);
  });

  it('answers an unknown path with 404 and the app (which shows its 404 page), never cached', async () => {
    for (const url of ['/no/such/page', '/document', '/document/a/b', '/index.html', '/questionnaire.html']) {
      const page = await get(url, { 'accept-encoding': 'gzip' });
      expect({ url, status: page.status }).toEqual({ url, status: 404 });
      expect(decode(page)).toBe(INDEX);
      expect(page.headers['cache-control']).toBe(REVALIDATE);
    }
    expect((await get('/no/such/page', {}, 'HEAD')).status).toBe(404);
  });

  it('answers a missing asset with a plain 404, not the app', async () => {
    const missing = await get('/assets/gone-1.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect(missing.body.toString()).toBe('Not found');
  });

  it('leaves /api to the API, and every method but GET and HEAD', async () => {
    for (const url of ['/api', '/api/nothing-here', '/API/health']) {
      const answer = await get(url);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body.toString())).toEqual({ statusCode: 404, message: 'from the API' });
    }
    expect(JSON.parse((await get('/questionnaire', {}, 'POST')).body.toString())).toMatchObject({
      statusCode: 404,
    });
  });

  it('serves nothing outside the build, no dotfile and no stored copy by its own name', async () => {
    for (const url of [
      '/..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2f.env',
      '/.env',
      '/assets/index-1.js.br',
      '/%00',
    ]) {
      const answer = await get(url);
      expect(answer.body.toString()).not.toContain('SECRET');
      expect(answer.body.toString()).not.toContain('root:');
      expect([404, 400]).toContain(answer.status);
    }
  });

  it('warned about nothing for a build with a manifest; without one, every path answers 200 and it says so', () => {
    expect(warnings).toEqual([]);
    const old = mkdtempSync(path.join(tmpdir(), 'suego-spa-old-'));
    try {
      writeFileSync(path.join(old, 'index.html'), INDEX);
      const told: string[] = [];
      expect(spaRouter(old, { warn: (m) => told.push(m) })).not.toBeNull();
      expect(told).toEqual([expect.stringContaining('client-routes.json is missing')]);
      expect(spaRouter(path.join(old, 'nothing'))).toBeNull();
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  });
});

describe('the SPA: the Test mode cookie', () => {
  const cookieOf = async (notices: readonly string[] | undefined, url: string) => {
    const router = spaRouter(dir, { testModeNotices: notices });
    if (!router) throw new Error('no SPA router for the fixture build');
    const res = await supertest(express().use(router)).get(url);
    return res.headers['set-cookie'] as string[] | undefined;
  };

  it("puts the deployment's test-mode lines in a cookie on every page, so the banner is in the first paint", async () => {
    const lines = ['no real charges', 'letters are not really mailed'];
    expect(await cookieOf(lines, '/')).toEqual([
      `${TEST_MODE_COOKIE}=no%20real%20charges%7Cletters%20are%20not%20really%20mailed; Path=/; SameSite=Lax`,
    ]);
    expect(await cookieOf(lines, '/questionnaire')).toHaveLength(1);
    expect(await cookieOf(lines, '/no-such-page')).toHaveLength(1);
  });

  it('clears it when nothing is pretended, and never sets it on a file', async () => {
    expect(await cookieOf([], '/')).toEqual([`${TEST_MODE_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`]);
    expect(await cookieOf(['no real charges'], '/assets/index-1.js')).toBeUndefined();
    expect(await cookieOf(undefined, '/')).toBeUndefined();
  });
});
