import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Body, Controller, Post } from '@nestjs/common';
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
}

describe('HTTP foundation', () => {
  let t: TestApp;
  let web: string;

  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'suego-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>SueGo</title><div id="root"></div>');
    writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({
      env: { SERVE_WEB: 'true', WEB_DIST_DIR: web },
      extra: { controllers: [EchoController] },
    });
  });
  afterAll(() => t.close());

  it('tells the public only up or down: no version, positions or lags without a staff session', async () => {
    const user = await registerUser(t.http);
    for (const headers of [{}, { Authorization: `Bearer ${user.token}` }, { Authorization: 'Bearer not-a-token' }]) {
      const res = await request(t.http).get('/api/health').set(headers).expect(200);
      expect(res.body).toEqual({ status: 'up', paymentMode: 'sandbox' });
    }
  });

  it('reports health to staff with database up and migrations applied', async () => {
    const res = await request(t.http).get('/api/health').set(await staffBearer(t)).expect(200);
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

  it('serves the SPA with history fallback, but never for /api', async () => {
    const deep = await request(t.http).get('/questionnaire').expect(200);
    expect(deep.text).toContain('<div id="root">');
    const asset = await request(t.http).get('/assets/app.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await request(t.http).get('/assets/missing.js').expect(404);
    await request(t.http).get('/api/nothing-here').expect(404).expect('Content-Type', /json/);
  });
});
