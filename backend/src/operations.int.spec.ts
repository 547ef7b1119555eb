import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isRunning, readPostmasterPid } from './database/postmaster';
import { decodeQuotedPrintable, eventually } from './testing/outbox/smtp-sink';
import { initdbRunning, LISTENING, runCli, startServer, type ServerProcess } from './testing/server-process';

/**
 * The product as an operator runs it (issue 11, points 17 and 18): `npm start`'s entry point on its own embedded
 * PostgreSQL, interrupted with Ctrl-C (SIGINT to the whole process group, as a terminal sends it) during its very
 * first start and while running, and the operator commands used while it runs.
 */
describe('operating SueGo on the embedded database', () => {
  let root: string;
  let dir: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'suego-ops-'));
    chmodSync(root, 0o755); // as root, PostgreSQL runs as the user postgres, who must reach the data directory
    dir = path.join(root, 'pg');
  });
  const servers: ServerProcess[] = [];
  afterAll(() => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) process.kill(-s.child.pid!, 'SIGKILL');
    const pm = readPostmasterPid(dir);
    if (pm && isRunning(pm.pid)) process.kill(pm.pid, 'SIGQUIT');
    rmSync(root, { recursive: true, force: true });
  });

  /** Ctrl-C in a terminal: SIGINT to every process of the foreground group. */
  const ctrlC = (server: ServerProcess) => process.kill(-server.child.pid!, 'SIGINT');

  const expectQuietStop = async (server: ServerProcess) => {
    const exit = await server.exited();
    const text = server.output();
    expect({ ...exit, output: exit.code === 0 ? '' : text }).toEqual({ code: 0, signal: null, output: '' });
    expect(text).toContain('SueGo stopped cleanly after SIGINT.');
    // What a person sees at the default level (PostgreSQL's own LOG lines are debug, level 20).
    const shown = text
      .split('\n')
      .filter((l) => !l.startsWith('{') || (JSON.parse(l) as { level: number }).level >= 30)
      .join('\n');
    expect(shown).not.toMatch(/cannot take leadership|ECONNREFUSED|shutting down|Shutdown failed/);
    // No warning or error line at all.
    const levels = text
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; context?: string; msg?: string })
      .filter((l) => l.level >= 40)
      .map((l) => `${l.level} ${l.context}: ${l.msg}`);
    expect(levels).toEqual([]);
    // The database was stopped too, after the app.
    expect(readPostmasterPid(dir)).toBeUndefined();
  };

  it('Ctrl-C during the first start (while initdb runs) shuts down in order, quietly', async () => {
    const server = startServer(dir, {}, { detached: true });
    servers.push(server);
    const deadline = Date.now() + 60_000;
    while (!initdbRunning(dir) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    ctrlC(server);
    await expectQuietStop(server);
  }, 120_000);

  it('Ctrl-C just after the database is up, while the app starts on it, shuts down in order, quietly', async () => {
    const server = startServer(dir, { LOG_LEVEL: 'debug' }, { detached: true });
    servers.push(server);
    await server.waitFor(/database system is ready to accept connections/);
    ctrlC(server);
    await expectQuietStop(server);
  }, 120_000);

  it('sets a role and rebuilds a projection while the product runs, then stops quietly on Ctrl-C', async () => {
    const server = startServer(dir, {}, { detached: true });
    servers.push(server);
    const [, port] = await server.waitFor(LISTENING);
    // The address stands apart from the JSON lines: a blank line before and after.
    expect(server.output()).toMatch(/\n\n {2}SueGo is listening on http:\/\/localhost:\d+ \(role all\)\n\n/);

    const email = `ops-${Date.now()}@example.com`;
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a long and unusual passphrase 42', name: 'Ops Person' }),
    });
    expect(registered.status).toBe(201);
    // No SMTP_URL on a local PUBLIC_URL: one console line says where mail goes, and the verification email is a
    // 0600 file there; the link never reaches the log (ADR 141).
    const mailbox = path.join(root, 'mail');
    expect(server.output()).toContain(
      `\n  No SMTP_URL: emails are not sent, each one is written to ${mailbox}/`,
    );
    const [file] = await eventually(() => {
      const files = existsSync(mailbox)
        ? readdirSync(mailbox, { withFileTypes: true }).filter((f) => f.name.endsWith('.eml'))
        : [];
      return files.length > 0 ? files : undefined;
    }, 30_000);
    expect(statSync(path.join(mailbox, file!.name)).mode & 0o777).toBe(0o600);
    const link = /http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(
      decodeQuotedPrintable(readFileSync(path.join(mailbox, file!.name), 'utf8')),
    )?.[0];
    expect(link).toBeDefined();
    expect(server.output()).not.toContain(new URL(link!).searchParams.get('token'));

    const env = { EMBEDDED_PG_DIR: dir };
    const role = await runCli('backend/src/cli/set-role.cli.ts', [email, 'staff'], env);
    expect(role).toMatchObject({ code: 0 });
    expect(role.output).toContain('"role":"staff"');
    const rebuild = await runCli('backend/src/cli/rebuild-projections.cli.ts', ['event_type_stats'], env);
    expect(rebuild).toMatchObject({ code: 0 });
    // The attorney directory import finds the running embedded database the same way.
    const csv = path.join(mkdtempSync(path.join(tmpdir(), 'suego-ops-import-')), 'attorneys.csv');
    writeFileSync(
      csv,
      'name,email,phone,firm,state,zip_code,specialties,bar_number,years_experience\n' +
        'Ops Attorney,ops@law.example,(512) 555-0100,Ops Law,TX,78701,contract,OPS-1,10\n',
    );
    const imported = await runCli('backend/src/cli/import-attorneys.cli.ts', [csv], env);
    expect(imported).toMatchObject({ code: 0 });
    expect(imported.output).toContain('1 rows, 1 added, 0 updated, 0 rejected');

    ctrlC(server);
    await expectQuietStop(server);
  }, 180_000);
});
