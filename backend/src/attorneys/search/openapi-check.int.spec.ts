import request from 'supertest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('the attorney search routes are documented with their parameters (the bad-input property test reads them)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the query parameters and the body of each search route', async () => {
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body;
    const names = (path: string) =>
      (doc.paths[path].get.parameters as { name: string; in: string }[])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort();
    expect(names('/api/attorneys/teaser')).toEqual(['location', 'specialty', 'state']);
    expect(names('/api/attorneys')).toEqual([
      'location',
      'page',
      'pageSize',
      'radiusMiles',
      'specialty',
      'state',
      'zipCode',
    ]);
    const body = doc.paths['/api/attorneys/search'].post.requestBody.content['application/json'].schema;
    expect(body.$ref).toMatch(/SearchAttorneysRequestDto$/);
  });
});
