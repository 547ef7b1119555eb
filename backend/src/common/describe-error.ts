/**
 * A failure as a person can act on it: the message of every error inside (an AggregateError from a connection
 * tried on ::1 and 127.0.0.1 has an empty message of its own), the driver's code, and what to do for the causes
 * we know. Never "undefined".
 */
export function describeError(error: unknown): string {
  if (error === undefined || error === null) return 'an unknown error (nothing was thrown with it)';
  if (!(error instanceof Error)) return typeof error === 'string' ? error : JSON.stringify(error);
  const parts =
    error instanceof AggregateError && error.errors.length > 0
      ? [...new Set(error.errors.map((e: unknown) => describeOne(e)))]
      : [describeOne(error)];
  const hint = hintFor(error);
  return [parts.join('; '), hint].filter(Boolean).join('\n');
}

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const message = error.message || error.name;
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}

function codes(error: Error): string[] {
  const inner = error instanceof AggregateError ? error.errors : [];
  return [error, ...inner].map((e) => String((e as { code?: unknown }).code ?? ''));
}

function hintFor(error: Error): string | undefined {
  const all = codes(error);
  const address = (error as { address?: string; port?: number }).port
    ? `${(error as { address?: string }).address ?? ''}:${(error as { port?: number }).port}`
    : '';
  if (all.includes('EADDRINUSE'))
    return `What to do: another program is listening on ${address || 'that port'}. Stop it, or set PORT to another port.`;
  if (all.includes('EACCES') && (error as { syscall?: string }).syscall === 'listen')
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
