import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-to';

describe('safeReturnPath: only a same-origin path, never an open redirect', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnPath('/my-documents')).toBe('/my-documents');
    expect(safeReturnPath('/case-review?caseId=case-1#parties')).toBe('/case-review?caseId=case-1#parties');
    expect(safeReturnPath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com'); // an odd path, but on this site
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    'evil.com',
    '',
    null,
    undefined,
    '/login',
    '/login?returnTo=%2Faccount',
    '/register',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
