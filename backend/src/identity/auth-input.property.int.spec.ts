import fc from 'fast-check';
import request from 'supertest';
import { uniqueEmail } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { passwordProblem } from './password-policy';

/**
 * Property tests (DESIGN §9, ASVS 2.2.1/15.3.6): whatever arrives as the body of register or login, the answer
 * is never a 5xx, and a refused body gets a 400 that names the field. Fixed seed, bounded runs; valid
 * registrations cost an argon2 hash each, so there are few of them.
 */
const SEED = 20261123;
const FIELDS = ['email', 'password', 'name'] as const;

/** Keys an attacker tries for prototype pollution and mass assignment, plus near-misses of real ones. */
const crafted = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'role',
  'passwordHash',
  'isAdmin',
  'Email',
  'email ',
  '',
);
const anyKey = fc.oneof(crafted, fc.string({ maxLength: 12 }));
const huge = fc.constantFrom('x'.repeat(5_000), 'é'.repeat(20_000), `${'a'.repeat(300)}@example.com`);
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), huge);

/** Serialises entries by hand: an object literal would turn a "__proto__" key into a prototype, not a key. */
const rawObject = (entries: [string, unknown][]) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;

/** A body with the real fields, each present or not, each of any JSON type, plus crafted extra keys. */
const objectBody = fc
  .tuple(
    fc.record(
      { email: fc.oneof(anyValue, fc.emailAddress()), password: anyValue, name: anyValue },
      { requiredKeys: [] },
    ),
    fc.array(fc.tuple(anyKey, anyValue), { maxLength: 3 }),
  )
  .map(([fields, extra]) => rawObject([...Object.entries(fields), ...extra]));
/** Anything at all at the top level: arrays, numbers, strings, null, nested junk. */
const anyBody = fc.oneof(
  objectBody,
  anyValue.map((v) => JSON.stringify(v)),
);

const safeName = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
  .filter((s) => s.trim().length > 0 && !/\p{Cc}/u.test(s));
const safePassword = fc.string({ unit: 'grapheme-composite', minLength: 8, maxLength: 100 });

describe('register and login under arbitrary input (fast-check)', () => {
  let t: TestApp;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
  });
  afterAll(() => t.close());

  const post = (path: string, raw: string) =>
    request(t.http).post(path).set('Content-Type', 'application/json').send(raw);

  /** A 400 must name what is wrong: one of the fields, an unexpected key, or the body as a whole. */
  const namesAField = (message: string, raw: string) => {
    if (/^Request body|JSON/.test(message)) return true; // the body as a whole is not a JSON object
    if (FIELDS.some((f) => message.includes(f))) return true;
    return /property .* should not exist/.test(message) && raw.length > 0;
  };

  it.each(['/api/auth/register', '/api/auth/login', '/api/login'])(
    'POST %s never answers 5xx, and every 400 names the field',
    async (path) => {
      const allowed = path === '/api/auth/register' ? [400, 413, 201, 409] : [400, 413, 401];
      await fc.assert(
        fc.asyncProperty(anyBody, async (raw) => {
          const res = await post(path, raw);
          expect(allowed).toContain(res.status);
          // A 400 also says which field and why (issue 32): `field`, a `code`, `params` and every refused field.
          const refused =
            res.status === 400
              ? {
                  field: expect.any(String),
                  code: expect.any(String),
                  ...('params' in res.body ? { params: expect.any(Object) } : {}),
                  ...('errors' in res.body ? { errors: expect.any(Array) } : {}),
                }
              : {};
          expect(res.body).toEqual({
            statusCode: res.status,
            message: expect.any(String),
            error: expect.any(String),
            ...refused,
          });
          if (res.status === 400) expect(namesAField(res.body.message, raw)).toBe(true);
          expect(JSON.stringify(res.body)).not.toMatch(/argon2|stack|QueryFailed|at \w+ \(/);
        }),
        { seed: SEED, numRuns: 120 },
      );
    },
  );

  it('names exactly the broken field when one field of a good body is broken', async () => {
    const broken = fc.oneof(
      fc.record({
        field: fc.constant('email' as const),
        value: fc.oneof(
          fc.string({ maxLength: 20 }).filter((s) => !s.includes('@')),
          fc.integer(),
          fc.constant(null),
          fc.boolean(),
          fc.array(fc.string()),
        ),
      }),
      fc.record({
        field: fc.constant('password' as const),
        value: fc.oneof(
          fc.string({ maxLength: 7 }),
          fc.string({ minLength: 129, maxLength: 300 }),
          fc.integer(),
          fc.constant(null),
          fc.dictionary(fc.string(), fc.string()),
        ),
      }),
      fc.record({
        field: fc.constant('name' as const),
        value: fc.oneof(
          fc.constantFrom('', '   ', '\t\n'),
          fc.string({ minLength: 121, maxLength: 200 }).filter((s) => s.trim().length > 120),
          fc.integer(),
          fc.constant(false),
          fc.array(fc.integer()),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(broken, async ({ field, value }) => {
        const body: Record<string, unknown> = {
          email: uniqueEmail('prop'),
          password: 'a sturdy passphrase',
          name: 'Fine',
        };
        body[field] = value;
        const res = await post('/api/auth/register', JSON.stringify(body)).expect(400);
        expect(res.body.message).toContain(field);
        for (const other of FIELDS.filter((f) => f !== field))
          expect(res.body.message).not.toMatch(new RegExp(`^${other}|; ${other}`));
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('accepts every valid sign-up, whatever the characters (valid by construction)', async () => {
    await fc.assert(
      fc.asyncProperty(
        safeName,
        safePassword,
        fc.emailAddress({ size: 'small' }),
        async (name, password, email) => {
          fc.pre(passwordProblem(password, { email, name }) === undefined); // the password rule refuses the rest
          const res = await post('/api/auth/register', JSON.stringify({ email, password, name }));
          expect([201, 409]).toContain(res.status);
          if (res.status === 201) {
            expect(res.body.user.name).toBe(name.trim());
            expect(res.body.user.email).toBe(email.trim().toLowerCase());
            const login = await post(
              '/api/auth/login',
              JSON.stringify({ email: email.toUpperCase(), password }),
            );
            expect(login.status).toBe(200);
          }
        },
      ),
      { seed: SEED, numRuns: 8 },
    );
  });

  it('answers a well-formed login for an unknown account with 401', async () => {
    await fc.assert(
      fc.asyncProperty(safePassword, async (password) => {
        const res = await post('/api/auth/login', JSON.stringify({ email: uniqueEmail('ghost'), password }));
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Invalid email or password');
      }),
      { seed: SEED, numRuns: 8 },
    );
  });

  it('leaves Object.prototype untouched', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).email).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});
