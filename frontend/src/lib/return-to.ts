/** The query parameter that carries where to go back to after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * `value` as a path on this site, or null. Only a same-origin path may be a return address (never an open
 * redirect): it must start with one "/", contain no backslash ("/\evil.com" is "//evil.com" to a browser) and no
 * control character (browsers drop tabs and newlines: "/\t/evil.com"), and resolve to this origin. The sign-in and
 * sign-up pages themselves are refused (no loop).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === '/login' || url.pathname === '/register') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
