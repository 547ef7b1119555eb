/**
 * A failure as a person can act on it: the message of every error inside (an AggregateError from a connection
 * tried on ::1 and 127.0.0.1 has an empty message of its own), the driver's code, and what to do for the causes
 * we know. Never "undefined".
 */
type ErrorLike = Error & { code?: unknown; errors?: unknown[]; address?: string; port?: number; syscall?: string };

// Duck-typed, not `instanceof Error`: errors from another realm (a vm context, a worker) are errors too.
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && ('message' in value || 'code' in value);

export function describeError(error: unknown): string {
  if (error === undefined || error === null) return 'an unknown error (nothing was thrown with it)';
  if (!isErrorLike(error)) return typeof error === 'string' ? error : JSON.stringify(error);
  const inner = Array.isArray(error.errors) ? error.errors : [];
  const parts = inner.length > 0 ? [...new Set(inner.map((e) => describeOne(e)))] : [describeOne(error)];
  const hint = hintFor(error);
  return [parts.join('; '), hint].filter(Boolean).join('\n');
}

function describeOne(error: unknown): string {
  if (!isErrorLike(error)) return String(error);
  const code = error.code;
  const message = error.message || error.name || 'an error without a message';
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}

function codes(error: ErrorLike): string[] {
  const inner = Array.isArray(error.errors) ? error.errors : [];
  return [error, ...inner].map((e) => {
    const code = (e as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : '';
  });
}

function hintFor(error: ErrorLike): string | undefined {
  const all = codes(error);
  const address = error.port ? `${error.address ?? ''}:${error.port}` : '';
  if (all.includes('EADDRINUSE'))
    return `What to do: another program is listening on ${address || 'that port'}. Stop it, or set PORT to another port.`;
  if (all.includes('EACCES') && error.syscall === 'listen')
    return 'What to do: this user may not listen on that port. Set PORT to 1024 or above.';
  if (all.includes('ECONNREFUSED'))
    return 'What to do: nothing accepts connections at the database address. Is PostgreSQL running? Check DATABASE_URL (or unset it to use the embedded database).';
  if (all.includes('ENOTFOUND') || all.includes('EAI_AGAIN'))
    return 'What to do: the database host name does not resolve. Check the host in DATABASE_URL.';
  if (all.includes('28P01') || all.includes('28000'))
    return 'What to do: the database refused the user or password. Check them in DATABASE_URL.';
  if (all.includes('3D000')) return 'What to do: the database in DATABASE_URL does not exist. Create it (createdb) or fix the name.';
  return undefined;
}
