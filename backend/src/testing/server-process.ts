import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Runs the real entry point (backend/src/main.ts, compiled on the fly) and TypeScript CLIs as child processes. */
export const ROOT = path.resolve(__dirname, '../../..');
const RUN_TS = path.join(ROOT, 'backend/src/testing/run-ts.cjs');

export interface ServerProcess {
  child: ChildProcess;
  /** stdout and stderr so far, interleaved */
  output(): string;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function track(child: ChildProcess): ServerProcess {
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    listeners.forEach((l) => l());
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close', not 'exit': by then stdout and stderr are read to their end.
    child.once('close', (code: number | null, signal: NodeJS.Signals | null) => {
      listeners.forEach((l) => l());
      resolve({ code, signal });
    }),
  );
  return {
    child,
    output: () => text,
    exited: () => exit,
    waitFor(pattern, timeoutMs = 90_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = text.match(pattern);
          if (match) return done(() => resolve(match));
          if (child.exitCode !== null || child.signalCode !== null)
            return done(() => reject(new Error(`process ended before ${pattern}:\n${text.slice(-3000)}`)));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${text.slice(-3000)}`))),
          timeoutMs,
        );
        const done = (then: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          then();
        };
        listeners.add(check);
        check();
      });
    },
  };
}

/**
 * `npm start`'s server on the embedded PostgreSQL in `dataDir` (DATABASE_URL removed), on a free HTTP port.
 * `detached`: its own process group, so a test can signal the group the way a terminal's Ctrl-C does.
 */
export function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}, options: { detached?: boolean } = {}): ServerProcess {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  return track(
    spawn(process.execPath, [RUN_TS, path.join(ROOT, 'backend/src/main.ts')], {
      cwd: ROOT,
      detached: options.detached ?? false,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...base,
        NODE_ENV: 'development',
        EMBEDDED_PG_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'info',
        // Beside the data directory: never the repository's .data/mail.
        DEV_MAILBOX_DIR: path.join(path.dirname(dataDir), 'mail'),
        ...env,
      },
    }),
  );
}

/** A TypeScript CLI (e.g. backend/src/cli/set-role.cli.ts) run to its end. */
export async function runCli(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const cli = track(
    spawn(process.execPath, [RUN_TS, path.join(ROOT, file), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...base, NODE_ENV: 'test', ...env },
    }),
  );
  const { code } = await cli.exited();
  return { code, output: cli.output() };
}

export const LISTENING = /SueGo is listening on http:\/\/localhost:(\d+) \(role all\)/;

/** A first start is in initdb: its `<dir>.initdb-<pid>` directory exists. */
export function initdbRunning(dir: string): boolean {
  const parent = path.dirname(dir);
  return existsSync(parent) && readdirSync(parent).some((e) => e.startsWith(`${path.basename(dir)}.initdb-`));
}
