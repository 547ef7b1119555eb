import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientRoutes, compileRoutePattern, loadClientRoutes } from './client-routes';

describe('compileRoutePattern (wouter rules)', () => {
  it('matches fixed paths, one segment per parameter, an optional trailing slash, any case', () => {
    const checkout = compileRoutePattern('/checkout/:caseId');
    expect(checkout.test('/checkout/abc-123')).toBe(true);
    expect(checkout.test('/checkout/abc-123/')).toBe(true);
    expect(checkout.test('/Checkout/abc')).toBe(true);
    expect(checkout.test('/checkout')).toBe(false);
    expect(checkout.test('/checkout/')).toBe(false);
    expect(checkout.test('/checkout/a/b')).toBe(false);
    expect(compileRoutePattern('/').test('/')).toBe(true);
    expect(compileRoutePattern('/').test('/x')).toBe(false);
    expect(compileRoutePattern('/account/requests').test('/account/requests')).toBe(true);
    expect(compileRoutePattern('/account/requests').test('/account')).toBe(false);
  });

  it('knows optional parameters and wildcards, and takes a dot literally', () => {
    expect(compileRoutePattern('/files/:name?').test('/files')).toBe(true);
    expect(compileRoutePattern('/files/:name?').test('/files/a')).toBe(true);
    expect(compileRoutePattern('/docs/*').test('/docs/a/b')).toBe(true);
    expect(compileRoutePattern('/robots.txt').test('/robotsxtxt')).toBe(false);
  });
});

describe('clientRoutes / loadClientRoutes', () => {
  it('answers the page a path belongs to, or null', () => {
    const routes = clientRoutes([
      { pattern: '/' },
      { pattern: '/document/:caseId', html: 'pages/document.html' },
    ]);
    expect(routes.match('/document/1')).toEqual({
      pattern: '/document/:caseId',
      html: 'pages/document.html',
    });
    expect(routes.match('/')).toEqual({ pattern: '/' });
    expect(routes.match('/nope')).toBeNull();
  });

  it('reads the manifest of a build, and refuses a missing or malformed one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'suego-routes-'));
    try {
      expect(loadClientRoutes(dir)).toBeNull();
      const write = (body: unknown) =>
        writeFileSync(path.join(dir, 'client-routes.json'), JSON.stringify(body));
      write({ routes: [{ pattern: '/' }, { pattern: '/login', html: 'pages/login.html' }] });
      expect(loadClientRoutes(dir)?.match('/login')?.html).toBe('pages/login.html');
      for (const bad of [
        {},
        { routes: '/' },
        { routes: [{ pattern: 'login' }] },
        { routes: [{ pattern: '/x', html: '../../etc/passwd' }] },
        { routes: [{ pattern: '/x', html: 'pages/x.js' }] },
      ]) {
        write(bad);
        expect(loadClientRoutes(dir)).toBeNull();
      }
      writeFileSync(path.join(dir, 'client-routes.json'), '{ not json');
      expect(loadClientRoutes(dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
