import { PostgresLog, startupHint, type PostgresLogEntry } from './postgres-log';

const at = (severity: string, text: string) => `2026-11-24 21:00:00.000 UTC [4242] ${severity}:  ${text}\n`;

describe('PostgresLog: PostgreSQL stderr into the app log', () => {
  const collect = () => {
    const entries: PostgresLogEntry[] = [];
    return { entries, log: new PostgresLog((e) => entries.push(e)) };
  };

  it('passes LOG at debug, WARNING at warn, FATAL with its HINT at error', () => {
    const { entries, log } = collect();
    log.write(at('LOG', 'database system is ready to accept connections'));
    log.write(at('WARNING', 'could not bind IPv6 address "::1"'));
    log.write(at('FATAL', 'lock file "postmaster.pid" already exists') + at('HINT', 'Is another postmaster running?'));
    expect(entries).toEqual([
      { level: 'debug', message: 'LOG: database system is ready to accept connections' },
      { level: 'warn', message: 'WARNING: could not bind IPv6 address "::1"' },
      { level: 'error', message: 'FATAL: lock file "postmaster.pid" already exists' },
      { level: 'error', message: 'HINT: Is another postmaster running?' },
    ]);
  });

  it('never passes a failed query or the row values and text that come with it', () => {
    const { entries, log } = collect();
    log.write(
      at('ERROR', 'new row for relation "cases" violates check constraint "x"') +
        at('DETAIL', 'Failing row contains (Maria Lopez, 12 Oak St).') +
        at('HINT', 'something') +
        at('STATEMENT', 'INSERT INTO cases VALUES ($1, $2)') +
        '\tcontinued statement line\n',
    );
    expect(entries).toEqual([]);
  });

  it('keeps the start-up lines, even split across chunks, for the failure message', () => {
    const { log } = collect();
    const line = at('FATAL', 'database files are incompatible with server');
    log.write(line.slice(0, 20));
    log.write(line.slice(20));
    expect(log.tail()).toContain('FATAL:  database files are incompatible with server');
    expect(startupHint(log.startupText(), { dir: '/d', port: 1 })).toContain('another PostgreSQL major version');
  });
});
