export interface PostgresLogEntry {
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
}

const SEVERITY = /^\S+ \S+ \S+ \[\d+\] ([A-Z0-9]+):\s+(.*)$/;
const LEVELS: Record<string, PostgresLogEntry['level'] | 'drop'> = {
  LOG: 'debug',
  INFO: 'debug',
  NOTICE: 'debug',
  DEBUG: 'debug',
  WARNING: 'warn',
  FATAL: 'error',
  PANIC: 'error',
  // A failed query is the app's error, reported by the app (redacted); with it go its secondary lines.
  ERROR: 'drop',
};
/**
 * Secondary lines of a message. A HINT goes with its message (at its level, or not at all); DETAIL, CONTEXT,
 * STATEMENT and QUERY can carry row values or query text, so they never reach our log.
 */
const SECONDARY = new Set(['DETAIL', 'HINT', 'CONTEXT', 'STATEMENT', 'QUERY', 'LOCATION']);

/**
 * PostgreSQL's stderr, split into lines: passed to the app's log (PostgreSQL LOG lines at debug, warnings at warn,
 * FATAL/PANIC at error), and kept whole until the server is ready, for the start-up failure message.
 */
export class PostgresLog {
  private pending = '';
  private startup: string[] = [];
  private recent: string[] = [];
  private isStarted = false;
  private last: PostgresLogEntry['level'] | 'drop' = 'debug';
  private primary: PostgresLogEntry['level'] | 'drop' = 'debug';

  constructor(private readonly sink?: (entry: PostgresLogEntry) => void) {}

  emit(level: PostgresLogEntry['level'], message: string): void {
    this.sink?.({ level, message });
  }

  write(chunk: Buffer | string, forced?: PostgresLogEntry['level']): void {
    const lines = (this.pending + chunk.toString()).split('\n');
    this.pending = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.trimEnd();
      if (!line) continue;
      if (!this.isStarted) this.startup.push(line);
      const match = SEVERITY.exec(line);
      const severity = match?.[1]?.replace(/\d+$/, '');
      let level: PostgresLogEntry['level'] | 'drop';
      if (forced) level = forced;
      else if (!severity) level = this.last; // a continuation line (or initdb's output)
      else if (SECONDARY.has(severity)) level = severity === 'HINT' ? this.primary : 'drop';
      else level = this.primary = LEVELS[severity] ?? 'debug';
      this.last = level;
      if (level === 'drop') continue;
      this.recent.push(line);
      if (this.recent.length > 30) this.recent.shift();
      this.emit(level, match ? `${match[1]}: ${match[2]}` : line.trim());
    }
  }

  /** The server is ready: from now on only the recent (filtered) lines are kept. */
  started(): void {
    this.isStarted = true;
    this.startup = [];
  }

  /** The server is starting again (after a crash): keep its start-up lines anew. */
  restarting(): void {
    this.isStarted = false;
    this.startup = [];
    this.pending = '';
  }

  startupText(): string {
    return this.startup.join('\n') + this.pending;
  }

  /** The last lines, indented, for an error message. */
  tail(lines = 15): string {
    const source = this.isStarted ? this.recent : this.startup;
    return source
      .slice(-lines)
      .map((l) => `  ${l}`)
      .join('\n');
  }
}

/** What a person can do about a start-up failure, read from PostgreSQL's own words. */
export function startupHint(text: string, context: { dir: string; port: number }): string {
  if (/lock file "postmaster\.pid" already exists/.test(text))
    return `another PostgreSQL server is using ${context.dir}. Stop it, or set EMBEDDED_PG_DIR to another directory.`;
  if (/could not bind|Address already in use|could not create any TCP\/IP sockets/.test(text))
    return `port ${context.port} is taken. Unset EMBEDDED_PG_PORT (a free port is then chosen) or pick another.`;
  if (/wrong ownership|invalid permissions|Permission denied/.test(text))
    return `PostgreSQL cannot use ${context.dir}: fix its owner and mode (chmod 700; as root it must belong to the user postgres).`;
  if (/database files are incompatible with server/.test(text))
    return `${context.dir} was made by another PostgreSQL major version. Point EMBEDDED_PG_DIR to a new directory (and move the data over with pg_dump from the old version).`;
  if (/No space left on device/.test(text)) return `the disk holding ${context.dir} is full: free some space.`;
  if (/shared memory|shmget|could not map anonymous/.test(text))
    return 'the system refused PostgreSQL shared memory: check the memory limits (ulimit, container memory).';
  return `read PostgreSQL's lines above. The data directory is ${context.dir}; set DATABASE_URL to use another PostgreSQL instead.`;
}
