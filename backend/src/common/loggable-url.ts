/** Query parameters whose values are personal or secret whatever they look like. */
const SECRET_QUERY_KEYS = new Set(['email', 'token', 'code', 'q', 'search', 'name', 'phone']);

/**
 * The request URL as the log may show it: the path, and the query with the values of personal or secret parameters
 * replaced, and any value holding an `@` (an email: `/api/audit/cases?email=…`, issue 22 point 7). A query that
 * cannot be decoded is dropped whole.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const path = url.slice(0, at);
  const query = url.slice(at + 1);
  if (query === '') return url;
  try {
    const parts = query.split('&').map((part) => {
      const eq = part.indexOf('=');
      if (eq === -1) return part;
      const key = decodeURIComponent(part.slice(0, eq).replace(/\+/g, ' '));
      const value = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
      return SECRET_QUERY_KEYS.has(key.toLowerCase()) || value.includes('@') ? `${part.slice(0, eq)}=[redacted]` : part;
    });
    return `${path}?${parts.join('&')}`;
  } catch {
    return `${path}?[redacted]`;
  }
}
