import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SampleDirectoryLoader } from './sample-loader';

describe('the sample directory loader', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ATTORNEY_SAMPLE_DIRECTORY: 'auto' } });
  });
  afterAll(() => t.close());

  // How fast it loads is measured by `npm run bench:attorneys` (docs/benchmarks.md), not here: a time bound in a test
  // fails on a loaded CI machine (16.3 s against a 15 s bound) without anything being wrong.
  it('loads 15,000 labelled sample attorneys in the background after start, once', async () => {
    const loader = t.app.get(SampleDirectoryLoader);
    const result = await loader.whenLoaded();
    expect(result).toMatchObject({ loaded: 15_000 });
    expect((result as { ms: number }).ms).toBeGreaterThan(0);
    const stats = (await request(t.http).get('/api/attorneys/stats').expect(200)).body;
    expect(stats).toMatchObject({ total: 15_000, sample: 15_000 });
    expect(stats.states.every((s: { count: number }) => s.count >= 20)).toBe(true);
    // Not again on a table that has attorneys, whether by this process or another.
    expect(await loader.load()).toEqual({ loaded: 0, skipped: 'not-empty' });
    const [{ n }] = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM attorneys WHERE source = 'sample'`);
    expect(n).toBe(15_000);
  }, 60_000);
});

describe('the sample directory loader during a shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stops before writing (the next start loads it): nothing half-loaded', async () => {
    const loader = t.app.get(SampleDirectoryLoader);
    const loading = loader.load(2_000);
    await loader.onModuleDestroy(); // what app.close() calls
    expect(await loading).toEqual({ loaded: 0, skipped: 'stopping' });
    const [{ n }] = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM attorneys`);
    expect(n).toBe(0);
  });
});
