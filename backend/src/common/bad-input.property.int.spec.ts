import { connect, type AddressInfo } from 'node:net';
import fc from 'fast-check';
import request from 'supertest';
import { SubscriptionsService } from '../event-store/subscriptions/subscriptions.service';
import { SessionsService } from '../identity/sessions.service';
import { enrolStaff, registerUser, verifiedStaffSession, type EnrolledStaff, type RegisteredUser } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { InputErrorCode } from './errors';
import { MAX_JSON_DEPTH } from './request-input';

const CODES = new Set<string>(Object.values(InputErrorCode));

/**
 * Issue 11 point 6 (DESIGN §9): every route of the OpenAPI document, on real PostgreSQL, fed the inputs that
 * answered 500 before (NUL bytes, lone UTF-16 surrogates, 5,000-deep JSON) and fast-check's variations on them,
 * in every string field of its body, query and path. The answer is never a 5xx, and a 400 names the field.
 * Routes come from the document, so a new endpoint is covered the day it is documented.
 */
const SEED = 20261124;

interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  op: Operation;
  body?: Schema;
}

/** Strings that once reached PostgreSQL, a validator or a letter unchecked. */
const POISONS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\u202Eevil\u202C',
  '\u2066x\u2069',
  '\u0007\u001b[2J',
  '   ',
  'x'.repeat(6_000),
];
/** Any string with a lone surrogate or a NUL spliced in somewhere. */
const spliced = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\uD83D', '\uDE00', '\uD800\u0000'), fc.nat())
  .map(([s, bad, at]) => {
    const i = s.length === 0 ? 0 : at % (s.length + 1);
    return s.slice(0, i) + bad + s.slice(i);
  });
/** A value nested far deeper than any DTO: 5,000 levels of arrays or objects. */
const deep = (levels: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(levels)}${']'.repeat(levels)}` : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const poison = fc.oneof(
  fc.constantFrom(...POISONS),
  spliced,
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 2 }),
);

describe('every OpenAPI route under bad input (fast-check, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let staff: EnrolledStaff;
  let caseId: string;
  let doc: OpenApi;
  let routes: Route[];

  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema?.$ref) return schema;
    return doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')];
  };
  /** A plausible value for a schema: its example or first enum value, then by type. */
  const sample = (raw: Schema | undefined): unknown => {
    const schema = resolve(raw);
    if (!schema) return 'x';
    if (schema.enum?.length) return schema.enum[0];
    if (schema.example !== undefined) return schema.example;
    if (schema.properties) {
      return Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, sample(v)]));
    }
    if (schema.format === 'uuid') return caseId;
    switch (schema.type) {
      case 'number':
      case 'integer':
        return 1;
      case 'boolean':
        return true;
      case 'array':
        return [sample(schema.items)];
      default:
        return 'x';
    }
  };
  /** Every field path of a body schema (nested objects included), e.g. `formData.defendantName`. */
  const fieldPaths = (raw: Schema | undefined, prefix = ''): string[] => {
    const schema = resolve(raw);
    if (!schema?.properties) return [];
    return Object.entries(schema.properties).flatMap(([k, v]) => {
      const path = prefix ? `${prefix}.${k}` : k;
      return [path, ...fieldPaths(v, path)];
    });
  };
  const withField = (body: unknown, path: string, value: unknown): unknown => {
    const copy = structuredClone(body) as Record<string, unknown>;
    const keys = path.split('.');
    let at: Record<string, unknown> = copy;
    for (const k of keys.slice(0, -1)) {
      if (typeof at[k] !== 'object' || at[k] === null) at[k] = {};
      at = at[k] as Record<string, unknown>;
    }
    at[keys[keys.length - 1]!] = value;
    return copy;
  };
  const urlOf = (route: Route, id: string) =>
    `/api${route.path.replace(/^\/api/, '')}`.replace(/\{\w+\}/g, () => encodeURIComponent(id));

  /**
   * A fresh session per request: one route is sign-out, and it must not end the others' session. A route the
   * owner may not call (403: staff only) is sent again from a staff session that passed its second factor, so
   * staff routes are fuzzed past the access guard too.
   */
  const send = async (route: Route, url: string, body?: string) => {
    const as = async (token: string) => {
      let req = request(t.http)[route.method](url).set('Authorization', `Bearer ${token}`);
      if (body !== undefined) req = req.set('Content-Type', 'application/json').send(body);
      return req;
    };
    const res = await as((await t.app.get(SessionsService).start(owner.user.id, {})).token);
    if (res.status !== 403) return res;
    return as(await verifiedStaffSession(t, staff.user.id));
  };
  const expectSafe = (res: request.Response, names: string[], what: string) => {
    if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.status === 400) {
      const message = String(res.body.message);
      const named = names.some((n) => message.includes(n)) || /^(Request body|Request path|body|Missing Information|Invalid Promo Code)/.test(message);
      if (!named) throw new Error(`${what}: 400 does not name a field: ${message}`);
      // Issue 32: beside the message, the field's path and a stable code the client translates.
      if (typeof res.body.field !== 'string' || res.body.field === '' || !CODES.has(String(res.body.code)))
        throw new Error(`${what}: 400 without field and code: ${JSON.stringify(res.body)}`);
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    await t.app.get(SubscriptionsService).start();
    owner = await registerUser(t.http, { name: 'Fuzz Owner' });
    staff = await enrolStaff(t, { name: 'Fuzz Staff' });
    doc = (await request(t.http).get('/api/docs-json').expect(200)).body as OpenApi;
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method as Route['method'],
        path,
        op,
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
    );
    const opened = await request(t.http)
      .post('/api/cases')
      .set('Authorization', `Bearer ${owner.token}`)
      .send({
        formData: {
          caseType: 'unpaid-work', state: 'NY', plaintiffName: 'Fuzz Owner', plaintiffEmail: 'fuzz@example.com',
          defendantName: 'Client Co', defendantAddress: '1 Client Way, Albany, NY 12207', amountClaimed: '800.00', incidentDate: '2026-09-15',
          documentType: 'demand_letter', agreedToTerms: true,
        },
      })
      .expect(201);
    caseId = opened.body.id as string;
  });
  afterAll(() => t.close());

  it('reads the routes from the OpenAPI document, bodies included', () => {
    expect(routes.length).toBeGreaterThan(15);
    const withBodies = routes.filter((r) => r.body).map((r) => `${r.method} ${r.path}`);
    expect(withBodies).toEqual(expect.arrayContaining(['post /api/auth/login', 'post /api/cases', 'patch /api/cases/{id}']));
  });

  it('refuses 5,000-deep JSON on every route that takes a body with a 400, before validation recurses', async () => {
    const bodyRoutes = routes.filter((r) => r.method !== 'get');
    expect(bodyRoutes.length).toBeGreaterThan(8);
    for (const route of bodyRoutes) {
      for (const raw of [deep(5_000, 'array'), deep(5_000, 'object'), `{"formData":${deep(5_000, 'object')}}`]) {
        const res = await send(route, urlOf(route, caseId), raw);
        expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 400,
        });
        expect(res.body).toMatchObject({
          message: `Request body must not nest deeper than ${MAX_JSON_DEPTH} levels`,
          field: 'body',
          code: InputErrorCode.TooDeep,
        });
      }
    }
    // Nesting up to the limit is still parsed (and then judged by the DTO).
    const login = routes.find((r) => r.path === '/api/auth/login')!;
    const res = await send(login, '/api/auth/login', deep(MAX_JSON_DEPTH, 'array'));
    expect(res.status).toBe(400);
    expect(res.body.message).not.toMatch(/nest deeper/);
  });

  it('answers 415 to a JSON body in any charset but UTF-8 on every route that takes a body (issue 22 point 4)', async () => {
    const bodyRoutes = routes.filter((r) => r.method !== 'get');
    // UTF-16LE puts a NUL after each ASCII byte: a byte scan took `\"` for an escaped NUL and lost track of strings.
    const bypass = Buffer.from(`{"a":"\\"","formData":${deep(4_000, 'object')}}`, 'utf16le');
    const statuses: Record<string, number> = {};
    for (const route of bodyRoutes) {
      for (const charset of ['utf-16le', 'UTF-16', 'latin1']) {
        const token = (await t.app.get(SessionsService).start(owner.user.id, {})).token;
        const agent = request(t.http);
        const res = await agent[route.method](urlOf(route, caseId))
          .set('Authorization', `Bearer ${token}`)
          .set('Content-Type', `application/json; charset=${charset}`)
          .serialize((raw: Buffer) => raw as unknown as string)
          .send(charset === 'latin1' ? Buffer.from('{"a":"caf\xe9"}', 'latin1') : bypass);
        statuses[`${route.method} ${route.path} ${charset}`] = res.status;
        if (res.status === 415)
          expect(res.body.message).toBe('Request body must be JSON in UTF-8 (charset=utf-8)');
      }
    }
    expect(Object.keys(statuses).length).toBeGreaterThanOrEqual(3 * 31);
    expect(Object.entries(statuses).filter(([, status]) => status !== 415)).toEqual([]);
    // UTF-8, declared or not, is still parsed.
    const login = routes.find((r) => r.path === '/api/auth/login')!;
    for (const type of [
      'application/json; charset=utf-8',
      'application/json; charset="UTF-8"',
      'application/json',
    ]) {
      const res = await request(t.http)
        .post(urlOf(login, caseId))
        .set('Content-Type', type)
        .serialize((raw: Buffer) => raw as unknown as string)
        .send(Buffer.from(JSON.stringify({ email: owner.email, password: owner.password })));
      expect({ type, status: res.status }).toEqual({ type, status: 200 });
    }
  });

  it('gives every 400 the field and a stable code beside the message, and lists every refused field', async () => {
    const register = await request(t.http).post('/api/auth/register').send({ name: ' ', email: 'not-an-email', password: 'correct horse battery' });
    expect(register.status).toBe(400);
    expect(register.body).toMatchObject({ field: 'name', code: InputErrorCode.Required, message: expect.stringContaining('name') });
    expect(register.body.errors).toEqual([
      { field: 'name', code: InputErrorCode.Required, message: 'name is required' },
      { field: 'email', code: InputErrorCode.InvalidEmail, message: 'email must be a valid email address' },
    ]);

    const zip = await request(t.http).get('/api/attorneys/teaser?state=TX&location=00000');
    expect(zip.status).toBe(400);
    expect(zip.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'location: We could not find the ZIP code 00000',
      field: 'location',
      code: InputErrorCode.ZipNotFound,
      params: { zip: '00000' },
    });

    const reset = await request(t.http).post('/api/auth/password-reset/confirm').send({ token: 'x'.repeat(43), password: 'a much better passphrase 9' });
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({ field: 'token', code: InputErrorCode.LinkInvalid, message: 'token is invalid or has expired' });

    const tooLong = await request(t.http)
      .post(`/api/cases/${caseId}/revisions`)
      .set('Authorization', `Bearer ${owner.token}`)
      .send({ content: 'Dear Client Co,', editSummary: 'x'.repeat(1_000) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ field: 'editSummary', code: InputErrorCode.TooLong, params: { max: expect.any(Number) } });

    const notJson = await request(t.http).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":');
    expect(notJson.body).toMatchObject({ statusCode: 400, field: 'body', code: InputErrorCode.NotJson });

    const unknown = await request(t.http).post('/api/auth/login').send({ email: owner.email, password: owner.password, admin: true });
    expect(unknown.body).toMatchObject({ statusCode: 400, field: 'admin', code: InputErrorCode.UnknownField });
  });

  it('never answers 5xx to a poisoned body field, and a 400 names the field', async () => {
    const bodyRoutes = routes.filter((r) => r.body);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodyRoutes).chain((route) =>
          fc.tuple(fc.constant(route), fc.constantFrom(...fieldPaths(route.body)), poison),
        ),
        async ([route, field, value]) => {
          const body = withField(sample(route.body), field, value);
          const res = await send(route, urlOf(route, caseId), JSON.stringify(body));
          expectSafe(res, fieldPaths(route.body), `${route.method} ${route.path} ${field}=${JSON.stringify(value)}`);
          // The inputs that used to reach PostgreSQL or the email validator are refused by name.
          const bad = typeof value === 'string' && (value.includes('\u0000') || /[\uD800-\uDFFF]/.test(value));
          if (bad && !/[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(value)) {
            expect(res.status).toBe(400);
            expect(res.body.message).toContain(field.split('.').pop());
          }
        },
      ),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('a huge page number is a 400 naming page on every paginated list, the outbox included (issue 22 point 7)', async () => {
    const staffToken = await verifiedStaffSession(t, staff.user.id);
    for (const path of ['/api/admin/outbox', '/api/support', '/api/cases/my-documents', '/api/audit/lookups']) {
      for (const page of ['99999999999999999999', '1e21', '100001']) {
        const res = await request(t.http).get(`${path}?page=${page}`).set('Authorization', `Bearer ${staffToken}`);
        expect({ path, page, status: res.status }).toEqual({ path, page, status: 400 });
        expect(res.body.message).toMatch(/^page must be/);
      }
    }
  });

  it('never answers 5xx to a poisoned path or query parameter', async () => {
    const paramRoutes = routes.filter((r) => r.op.parameters?.some((p) => p.in === 'path' || p.in === 'query'));
    expect(paramRoutes.length).toBeGreaterThan(3);
    const rawPath = fc.constantFrom('%ED%A0%80', '%C0%80', '%00', '%E2%80%AE', '..%2F..%2Fetc%2Fpasswd', '%');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paramRoutes),
        fc.oneof(poison.map((v) => ({ encoded: false, value: typeof v === 'string' ? v : JSON.stringify(v) })), rawPath.map((v) => ({ encoded: true, value: v }))),
        async (route, { encoded, value }) => {
          const safe = (s: string) => (encoded ? s : encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\u0000')));
          const query = (route.op.parameters ?? []).filter((p) => p.in === 'query');
          let url = route.path.replace(/\{\w+\}/g, () => safe(value));
          if (query.length > 0) url += `?${query.map((p) => `${p.name}=${safe(value)}`).join('&')}`;
          const body = route.body ? JSON.stringify(sample(route.body)) : undefined;
          const res = await send(route, url, body);
          expectSafe(res, [...(route.op.parameters ?? []).map((p) => p.name), ...fieldPaths(route.body)], `${route.method} ${url}`);
        },
      ),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('never answers 5xx when a header the app stores (User-Agent) carries control or high bytes', async () => {
    const server = t.http;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const raw = (userAgent: Buffer) =>
      new Promise<string>((resolve, reject) => {
        const body = JSON.stringify({ email: owner.email, password: owner.password });
        const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
        let answer = '';
        socket.on('data', (d) => (answer += d.toString('latin1')));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
        // write, not end: Node's HTTP server drops a half-closed connection before it answers.
        socket.write(
          Buffer.concat([
            Buffer.from('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nUser-Agent: '),
            userAgent,
            Buffer.from(`\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`),
          ]),
        );
      });
    for (const ua of [[0x41, 0x00, 0x42], [0x41, 0x01, 0x42], [0x41, 0x1b, 0x42], [0xff, 0xfe, 0x80], [0xed, 0xa0, 0x80]]) {
      const answer = await raw(Buffer.from(ua));
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      expect({ ua, status }).toEqual({ ua, status: expect.any(Number) });
      expect(status).toBeLessThan(500);
    }
    await new Promise((resolve) => server.close(resolve));
  });
});
