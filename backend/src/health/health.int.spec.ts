import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerUser, staffBearer } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { HealthProbe } from './health-report';
import { HEALTH_MAX_AGE_MS, HEALTH_REFRESH_MS, HealthClock, HealthStatus } from './health-status';

/** Issue 37 point 6, ADR 212: the public answer comes from a background status, staff get the report on request. */
describe('GET /api/health: a background status for the public, the full report for staff', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const anonymous = () => request(t.http).get('/api/health');
  /** Counts the migration checks: one per probe run, the probe's only call of it. */
  const countMigrationChecks = () => jest.spyOn(t.app.get(DataSource), 'showMigrations');
  /** Waits (real time) until the anonymous answer has `status`. */
  const until = async (status: number, withinMs = 4 * HEALTH_REFRESH_MS) => {
    for (const deadline = Date.now() + withinMs; ; await sleep(100)) {
      const res = await anonymous();
      if (res.status === status || Date.now() > deadline) return res;
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffBearer(t);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('answers anonymous callers from the status: 200 calls, no database work per call', async () => {
    const checks = countMigrationChecks();
    const started = Date.now();
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => anonymous()));
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ status: 'up', paymentMode: 'sandbox' });
      }
    }
    // Only the refresher's own ticks ran the probe while the 200 calls were answered (it runs one at a time).
    const ticks = Math.ceil((Date.now() - started) / HEALTH_REFRESH_MS) + 1;
    expect(checks.mock.calls.length).toBeLessThanOrEqual(ticks);
    expect(ticks).toBeLessThan(20);

    // The counter counts: the refresher does check, and so does each staff request.
    await sleep(2 * HEALTH_REFRESH_MS + 200);
    const byRefresher = checks.mock.calls.length;
    expect(byRefresher).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 3; i++) await request(t.http).get('/api/health').set(staff).expect(200);
    expect(checks.mock.calls.length).toBeGreaterThanOrEqual(byRefresher + 3);
  });

  it('says down once the status is older than 5 s (a wedged refresher never reports up), up after a fresh probe', async () => {
    const clock = t.app.get(HealthClock);
    let now = Math.floor(clock.now()); // whole milliseconds: the 5 s boundary is exact
    jest.spyOn(clock, 'now').mockImplementation(() => now);
    await t.app.get(HealthStatus).refresh(); // stamped at `now`
    // The probe hangs from here on: every refresh after this one never answers.
    const probe = t.app.get(HealthProbe);
    const report = probe.report.bind(probe);
    const wedged = jest.spyOn(probe, 'report').mockReturnValue(new Promise(() => undefined));

    now += HEALTH_MAX_AGE_MS;
    expect((await anonymous().expect(200)).body).toEqual({ status: 'up', paymentMode: 'sandbox' });
    now += 1;
    expect((await anonymous().expect(503)).body).toEqual({ status: 'down', paymentMode: 'sandbox' });
    await sleep(2 * HEALTH_REFRESH_MS + 200); // the refresher ticks, but its probes never answer
    expect(wedged).toHaveBeenCalled();
    expect((await anonymous().expect(503)).body).toEqual({ status: 'down', paymentMode: 'sandbox' });

    // The probe answers again: once the hung one is older than 5 s the next tick starts another, and it is up.
    wedged.mockImplementation(report);
    now += HEALTH_MAX_AGE_MS;
    expect((await until(200)).body).toEqual({ status: 'up', paymentMode: 'sandbox' });
  });

  it('turns down at the next refresh when the probe says error or throws, and up again when it is ok', async () => {
    const probe = t.app.get(HealthProbe);
    const report = probe.report.bind(probe);
    const failing = jest.spyOn(probe, 'report').mockImplementation(async () => ({
      ...(await report()),
      status: 'error' as const,
      migrations: 'pending' as const,
    }));
    expect((await until(503)).body).toEqual({ status: 'down', paymentMode: 'sandbox' });
    failing.mockRejectedValue(new Error('connection terminated'));
    await sleep(2 * HEALTH_REFRESH_MS);
    expect((await anonymous().expect(503)).body).toEqual({ status: 'down', paymentMode: 'sandbox' });
    failing.mockImplementation(report);
    expect((await until(200)).body).toEqual({ status: 'up', paymentMode: 'sandbox' });
  });

  it('gives staff the full report computed on request, even while the public status is stale', async () => {
    const status = t.app.get(HealthStatus);
    await status.refresh(); // no probe left running
    jest.spyOn(status, 'refresh').mockResolvedValue(); // the refresher is wedged: its ticks do nothing
    const clock = t.app.get(HealthClock);
    const minuteLater = clock.now() + 60_000;
    jest.spyOn(clock, 'now').mockReturnValue(minuteLater); // and its status is a minute old
    await anonymous().expect(503);

    const res = await request(t.http).get('/api/health').set(staff).expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: 'up',
      migrations: 'applied',
      sessionCache: 'on',
      payments: { mode: 'sandbox' },
    });
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.body.subscriptions.length).toBeGreaterThan(0);

    // A database that stops answering shows in the staff answer at once: 503 with database down.
    jest.spyOn(t.app.get(DataSource), 'query').mockRejectedValue(new Error('connection terminated'));
    const down = await request(t.http).get('/api/health').set(staff).expect(503);
    expect(down.body).toMatchObject({ status: 'error', database: 'down', subscriptions: [] });
  });

  it('tells anyone without a verified staff session only up/down and the payment mode', async () => {
    const user = await registerUser(t.http);
    for (const headers of [{}, { Authorization: `Bearer ${user.token}` }, { Authorization: 'Bearer not-a-token' }]) {
      const res = await request(t.http).get('/api/health').set(headers).expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['paymentMode', 'status']);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const full = await request(t.http).get('/api/health').set(staff).expect(200);
    expect(Object.keys(full.body)).toEqual(
      expect.arrayContaining(['status', 'version', 'database', 'migrations', 'subscriptions', 'payments']),
    );
  });
});
