import request from 'supertest';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer, registerUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buySearchAccess, fixtureAttorney, insertAttorneys } from '../../testing/attorneys/attorney-fixtures';
import { AttorneySearchService } from './attorney-search.service';

describe('attorney search: filters, ranking, paging, teaser, live counts', () => {
  let t: TestApp;
  let token: string;
  const fixtures = [
    fixtureAttorney({
      name: 'Ana Near',
      specialties: ['landlord_tenant'],
      milesNorth: 1,
      rating: 4.2,
      yearsExperience: 6,
    }),
    fixtureAttorney({
      name: 'Ben Band',
      specialties: ['landlord_tenant', 'small_claims'],
      milesNorth: 3,
      rating: 4.9,
      yearsExperience: 20,
    }),
    fixtureAttorney({
      name: 'Cy Second',
      specialties: ['small_claims', 'landlord_tenant'],
      milesNorth: 2,
      rating: 5,
      yearsExperience: 30,
    }),
    fixtureAttorney({
      name: 'Dee Far',
      specialties: ['landlord_tenant'],
      milesNorth: 40,
      rating: 5,
      yearsExperience: 35,
      city: 'Georgetown',
      zipCode: '78626',
    }),
    fixtureAttorney({
      name: 'Eli Contract',
      specialties: ['contract'],
      milesNorth: 0.5,
      rating: 4.8,
      yearsExperience: 12,
    }),
    fixtureAttorney({ name: 'Fay Gone', specialties: ['landlord_tenant'], milesNorth: 0.2, isActive: false }),
    fixtureAttorney({
      name: 'Gus Ohio',
      specialties: ['landlord_tenant'],
      state: 'OH',
      city: 'Columbus',
      zipCode: '43215',
    }),
    fixtureAttorney({ name: 'Hal Sample', specialties: ['employment'], milesNorth: 5, source: 'sample' }),
  ];
  const search = (body: object, auth = token) =>
    request(t.http).post('/api/attorneys/search').set(bearer(auth)).send(body);
  const names = (res: request.Response) => (res.body.attorneys as { name: string }[]).map((a) => a.name);

  beforeAll(async () => {
    // AUTH_RATE_LIMIT off: the teaser's throttle holds anyway. TRUST_PROXY: clients are told apart by X-Forwarded-For.
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off', TRUST_PROXY: 'loopback' } });
    await t.app.get(SubscriptionsService).start();
    await insertAttorneys(t, fixtures);
    token = (await registerUser(t.http)).token;
    expect((await buySearchAccess(t, token)).status).toBe('succeeded');
  });
  afterAll(() => t.close());

  it('counts the directory live: active attorneys per state, and how many are sample data', async () => {
    const res = await request(t.http).get('/api/attorneys/stats').expect(200);
    expect(res.body).toMatchObject({ total: 7, sample: 1 });
    expect(res.body.states).toHaveLength(51);
    expect(res.body.states.find((s: { code: string }) => s.code === 'TX')).toEqual({
      code: 'TX',
      name: 'Texas',
      count: 6,
    });
    expect(res.body.specialties).toContain('landlord_tenant');
    await insertAttorneys(t, [
      fixtureAttorney({ name: 'Ivy Later', state: 'NM', city: 'Santa Fe', zipCode: '87501' }),
    ]);
    expect((await request(t.http).get('/api/attorneys/stats').expect(200)).body.total).toBe(8);
  });

  it('filters by state and specialty and ranks by distance (issue 32: no more 5-mile bands), ties by rating', async () => {
    const res = await search({ state: 'tx', specialty: 'landlord_tenant', zipCode: '78701' }).expect(200);
    // Nearest first, as the page says: 1, 2, 3 and 40 miles, whatever the ratings (4.2, 5, 4.9, 5).
    expect(names(res)).toEqual(['Ana Near', 'Cy Second', 'Ben Band', 'Dee Far']);
    const miles = (res.body.attorneys as { distanceMiles: number }[]).map((a) => a.distanceMiles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(res.body).toMatchObject({
      total: 4,
      page: 1,
      totalPages: 1,
      origin: { zip: '78701', city: 'Austin', state: 'TX' },
    });
    const ben = res.body.attorneys[2];
    expect(ben.distanceMiles).toBeCloseTo(3.3, 0);
    expect(ben).toMatchObject({
      firm: 'Ben Band Law',
      city: 'Austin',
      state: 'TX',
      specialtyLabels: ['Landlord-Tenant', 'Small Claims'],
      source: 'import',
      email: expect.any(String),
      phone: '(512) 555-0100',
    });
  });

  it('radius keeps only attorneys within it; "all" or no specialty means any; paging is stable', async () => {
    expect(
      names(
        await search({ state: 'TX', specialty: 'landlord_tenant', zipCode: '78701', radiusMiles: 10 }).expect(
          200,
        ),
      ),
    ).toEqual(['Ana Near', 'Cy Second', 'Ben Band']);
    const all = await search({ state: 'TX', specialty: 'all' }).expect(200);
    expect(all.body.total).toBe(6);
    expect(all.body.attorneys.every((a: { distanceMiles: unknown }) => a.distanceMiles === null)).toBe(true);
    const page1 = await search({ state: 'TX', pageSize: 4, page: 1 }).expect(200);
    const page2 = await search({ state: 'TX', pageSize: 4, page: 2 }).expect(200);
    expect(page1.body).toMatchObject({ total: 6, totalPages: 2, pageSize: 4 });
    expect([...names(page1), ...names(page2)]).toEqual(names(all));
    expect((await search({ state: 'TX', page: 3, pageSize: 4 }).expect(200)).body.attorneys).toEqual([]);
  });

  it('GET /api/attorneys takes state, specialty and a location that is a ZIP or a city', async () => {
    const byZip = await request(t.http)
      .get('/api/attorneys?state=TX&specialty=landlord_tenant&location=78701')
      .set(bearer(token))
      .expect(200);
    expect(names(byZip)[0]).toBe('Ana Near');
    const byCity = await request(t.http)
      .get('/api/attorneys?state=TX&location=georgetown')
      .set(bearer(token))
      .expect(200);
    expect(names(byCity)).toEqual(['Dee Far']);
  });

  it('refuses bad filters with a 400 naming the field: no state, unknown state or specialty, bad ZIP', async () => {
    const cases: Array<[object, RegExp, string, string]> = [
      [{}, /State Required: Please select a state/, 'state', 'required'],
      [{ state: '' }, /State Required/, 'state', 'required'],
      [{ state: 'ZZ' }, /state must be the two letters/, 'state', 'not_allowed'],
      [
        { state: 'TX', specialty: 'tax' },
        /specialty must be one of: all, landlord_tenant/,
        'specialty',
        'not_allowed',
      ],
      [{ state: 'TX', zipCode: '78a01' }, /zipCode must contain digits only/, 'zipCode', 'invalid_format'],
      [{ state: 'TX', zipCode: '7870' }, /zipCode must be a 5-digit ZIP code/, 'zipCode', 'invalid_format'],
      [
        { state: 'TX', zipCode: '00000' },
        /zipCode: We could not find the ZIP code 00000/,
        'zipCode',
        'zip_not_found',
      ],
      [
        { state: 'TX', pageSize: 500 },
        /pageSize must be a whole number from 1 to 50/,
        'pageSize',
        'out_of_range',
      ],
      [{ state: 'TX', radiusMiles: 0 }, /radiusMiles must be/, 'radiusMiles', 'out_of_range'],
    ];
    for (const [body, message, field, code] of cases) {
      const res = await search(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.message).toMatch(message);
      expect({ body, field: res.body.field, code: res.body.code }).toEqual({ body, field, code });
    }
  });

  it('the public teaser: no session, at most 3 attorneys with contact details, city or ZIP', async () => {
    const res = await request(t.http)
      .get('/api/attorneys/teaser?state=TX&specialty=landlord_tenant&location=78701')
      .expect(200);
    expect(names(res)).toEqual(['Ana Near', 'Cy Second', 'Ben Band']);
    expect(res.body.total).toBe(4);
    expect(res.body.attorneys[0]).toMatchObject({
      email: expect.stringMatching(/@fixture\.example$/),
      phone: expect.any(String),
      website: expect.any(String),
    });
    expect(
      names(await request(t.http).get('/api/attorneys/teaser?state=TX&location=Georgetown').expect(200)),
    ).toEqual(['Dee Far']);
    expect((await request(t.http).get('/api/attorneys/teaser').expect(400)).body.message).toMatch(
      /State Required/,
    );
    expect(
      (await request(t.http).get('/api/attorneys/teaser?state=TX&location=%3Cscript%3E').expect(400)).body
        .message,
    ).toMatch(/location must be a city/);
  });

  it('the teaser is throttled per client address, always: a scraping burst gets 429 with Retry-After and a bounded share of the directory (issue 22 point 5)', async () => {
    // 150 attorneys in 50 towns of Wyoming, 3 a town: one teaser answer each.
    const towns = Array.from({ length: 50 }, (_, i) => `Scrapeville ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i % 26]}${'ab'[Math.floor(i / 26)]}`);
    await insertAttorneys(
      t,
      towns.flatMap((city) =>
        [1, 2, 3].map((n) => fixtureAttorney({ name: `${city} Attorney ${n}`, state: 'WY', city, zipCode: '82001' })),
      ),
    );
    const teaser = (query: string, from: string) =>
      request(t.http).get(`/api/attorneys/teaser?${query}`).set('X-Forwarded-For', from);

    // A scraper at one address: 200 requests, 20 at a time, over every town.
    const scraper = '203.0.113.7';
    const answers: request.Response[] = [];
    for (let round = 0; round < 10; round++) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            teaser(`state=WY&location=${encodeURIComponent(towns[(round * 20 + i) % towns.length]!)}`, scraper),
          ),
        )),
      );
    }
    const ok = answers.filter((r) => r.status === 200);
    const limited = answers.filter((r) => r.status === 429);
    expect(ok.length + limited.length).toBe(200);
    expect(ok.length).toBeGreaterThanOrEqual(30);
    expect(ok.length).toBeLessThanOrEqual(35);
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited[0]!.body.message).toBe('You have searched many times in a short time. Please wait a minute and try again.');
    const contacts = new Set(ok.flatMap((r) => (r.body.attorneys as { email: string }[]).map((a) => a.email)));
    expect(contacts.size).toBeLessThanOrEqual(3 * 35);

    // Another address (a person on the home page) is not affected; an IPv6 /64 counts as one address.
    const home = await teaser(`state=WY&location=${encodeURIComponent(towns[0]!)}`, '198.51.100.20').expect(200);
    expect(home.headers['cache-control']).toBe('public, max-age=300');
    const v6 = await Promise.all(
      Array.from({ length: 40 }, (_, i) => teaser(`state=WY&location=${encodeURIComponent(towns[1]!)}`, `2001:db8:1:2::${i + 1}`)),
    );
    expect(v6.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(5);
  });

  it('the teaser answer is kept per query until the directory changes', async () => {
    const spy = jest.spyOn(t.app.get(AttorneySearchService), 'searchJson');
    const from = { 'X-Forwarded-For': '198.51.100.30' };
    const first = await request(t.http).get('/api/attorneys/teaser?state=TX&location=Georgetown').set(from).expect(200);
    const again = await request(t.http).get('/api/attorneys/teaser?state=TX&location=Georgetown').set(from).expect(200);
    expect(again.text).toBe(first.text);
    expect(spy).toHaveBeenCalledTimes(1);
    await insertAttorneys(t, [fixtureAttorney({ name: 'Ida New', state: 'TX', city: 'Georgetown', zipCode: '78626' })]);
    const changed = await request(t.http).get('/api/attorneys/teaser?state=TX&location=Georgetown').set(from).expect(200);
    expect(names(changed)).toContain('Ida New');
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
