import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { Body, Controller, Get, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { IsEmail, IsInt, IsString, Min } from 'class-validator';
import request from 'supertest';
import { Public } from './identity/access.decorators';
import { PRICE_CATALOG } from './pricing/price-catalog';
import { registerUser, staffBearer } from './testing/auth-helpers';
import { createTestApp, type TestApp } from './testing/test-app';

class EchoRequestDto {
  @IsEmail()
  email!: string;

  @IsInt()
  @Min(1)
  count!: number;

  @IsString()
  name!: string;
}

@Public()
@Controller('test-echo')
class EchoController {
  @Post()
  echo(@Body() body: EchoRequestDto) {
    return body;
  }

  @Post('boom')
  boom(): never {
    throw new Error('secret internal detail at /srv/app.ts:42');
  }

  /** about 4 KB of JSON */
  @Get('large')
  large() {
    return { items: Array.from({ length: 80 }, (_, i) => ({ i, text: 'a demand letter for unpaid work' })) };
  }

  @Get('small')
  small() {
    return { ok: true, text: 'x'.repeat(900) };
  }

  @Get('pdf')
  pdf(@Res() res: Response) {
    res.setHeader('Content-Type', 'application/pdf');
    res.end(Buffer.alloc(8192, 0x20));
  }
}

const LARGE_ITEMS = Array.from({ length: 80 }, (_, i) => ({ i, text: 'a demand letter for unpaid work' }));

describe('HTTP foundation', () => {
  let t: TestApp;
  let web: string;

  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'suego-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>SueGo</title><div id="root"></div>');
    writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(web, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(
      path.join(web, 'client-routes.json'),
      JSON.stringify({ routes: [{ pattern: '/' }, { pattern: '/questionnaire' }] }),
    );
    t = await createTestApp({
      env: { SERVE_WEB: 'true', WEB_DIST_DIR: web },
      extra: { controllers: [EchoController] },
    });
  });
  afterAll(() => t.close());

  it('tells the public only up or down: no version, positions or lags without a staff session', async () => {
    const user = await registerUser(t.http);
    for (const headers of [
      {},
      { Authorization: `Bearer ${user.token}` },
      { Authorization: 'Bearer not-a-token' },
    ]) {
      const res = await request(t.http).get('/api/health').set(headers).expect(200);
      expect(res.body).toEqual({ status: 'up', paymentMode: 'sandbox' });
    }
  });

  it('reports health to staff with database up and migrations applied', async () => {
    const res = await request(t.http)
      .get('/api/health')
      .set(await staffBearer(t))
      .expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: 'up',
      migrations: 'applied',
      sessionCache: 'on',
    });
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('keeps API answers out of browser and proxy caches unless a route says otherwise, and sends no ETag', async () => {
    const echo = await request(t.http).post('/api/test-echo').send({ email: 'a@b.co', count: 1, name: 'N' });
    expect(echo.status).toBe(201);
    expect(echo.headers['cache-control']).toBe('no-store');
    expect(echo.headers.etag).toBeUndefined();
    const refused = await request(t.http).get('/api/cases/my-documents').expect(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const pricing = await request(t.http).get('/api/pricing').expect(200);
    expect(pricing.headers['cache-control']).toBe('public, max-age=300');
    expect(pricing.headers.etag).toBeUndefined();
  });

  it('serves the price catalog from DESIGN §6', async () => {
    const res = await request(t.http).get('/api/pricing').expect(200);
    expect(res.body).toEqual(PRICE_CATALOG);
    const amounts = Object.fromEntries(
      [...res.body.documents, ...res.body.plans, ...res.body.addons].map(
        (i: { id: string; amount: number }) => [i.id, i.amount],
      ),
    );
    expect(amounts).toEqual({
      demand_letter: 500,
      small_claims: 1500,
      suego: 2900,
      suepro: 9900,
      attorney_search: 199,
      attorney_referral: 1500,
    });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await request(t.http).get('/api/does-not-exist').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: expect.any(String), error: 'Not Found' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await request(t.http)
      .post('/api/test-echo')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toMatch(/JSON/);
  });

  it('names each invalid field in a 400', async () => {
    const res = await request(t.http).post('/api/test-echo').send({ email: 'nope', count: 0 }).expect(400);
    expect(res.body.error).toBe('Bad Request');
    expect(res.body.message).toMatch(/email/);
    expect(res.body.message).toMatch(/count/);
    expect(res.body.message).toMatch(/name/);
  });

  it('refuses properties that are not allowed', async () => {
    const res = await request(t.http)
      .post('/api/test-echo')
      .send({ email: 'a@b.co', count: 2, name: 'x', isAdmin: true })
      .expect(400);
    expect(res.body.message).toMatch(/isAdmin/);
  });

  it('never leaks internals on a 500', async () => {
    const res = await request(t.http).post('/api/test-echo/boom').expect(500);
    expect(res.body).toEqual({
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again.',
      error: 'Internal Server Error',
    });
    expect(JSON.stringify(res.body)).not.toContain('/srv/app.ts');
  });

  it('sends a CSP that allows Stripe.js and nothing inline for scripts', async () => {
    const res = await request(t.http).get('/api/pricing').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const res = await request(t.http).get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/pricing']));
  });

  it('serves the SPA with history fallback, 404 for a path the client has no page for, but never for /api', async () => {
    const deep = await request(t.http).get('/questionnaire').expect(200);
    expect(deep.text).toContain('<div id="root">');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.headers['content-security-policy']).toContain("script-src 'self'");
    const unknown = await request(t.http).get('/no/such/page').expect(404);
    expect(unknown.text).toContain('<div id="root">');
    const asset = await request(t.http).get('/assets/app.js').set('Accept-Encoding', 'br').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toBe('Accept-Encoding');
    await request(t.http).get('/assets/missing.js').expect(404);
    const api = await request(t.http).get('/api/nothing-here').expect(404).expect('Content-Type', /json/);
    expect(api.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('compresses JSON answers above 1 KB at a low level: brotli, gzip or none, as the client accepts', async () => {
    const br = await request(t.http)
      .get('/api/test-echo/large')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.body).toEqual({ items: LARGE_ITEMS });
    const gzip = await request(t.http).get('/api/test-echo/large').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual({ items: LARGE_ITEMS });
    const identity = await request(t.http)
      .get('/api/test-echo/large')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toEqual({ items: LARGE_ITEMS });
    expect(Number(identity.headers['content-length'])).toBeGreaterThan(1024);
    // below 1 KB it is not worth the CPU
    const small = await request(t.http)
      .get('/api/test-echo/small')
      .set('Accept-Encoding', 'br, gzip')
      .expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a PDF', async () => {
    const pdf = await request(t.http)
      .get('/api/test-echo/pdf')
      .set('Accept-Encoding', 'gzip, br')
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
  });
});
