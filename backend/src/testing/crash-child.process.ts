import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface CrashChild {
  process: ChildProcess;
  /** Resolves with the first stdout line starting with `prefix`. */
  waitForLine(prefix: string, timeoutMs?: number): Promise<string>;
  /** SIGKILL: no cleanup, no graceful rollback, like a crashed container. */
  kill(): Promise<void>;
}

/** Starts crash-child.ts in a separate Node process (same Node binary as jest, sources compiled by swc). */
export function spawnCrashChild(args: string[]): CrashChild {
  const child = spawn(process.execPath, [path.join(__dirname, 'child-entry.cjs'), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  let stdout = '';
  let stderr = '';
  const waiters: Array<{ prefix: string; resolve: (line: string) => void }> = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const check = () => {
    for (const line of stdout.split('\n')) {
      for (const w of [...waiters]) {
        if (line.startsWith(w.prefix)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
    }
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    check();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return {
    process: child,
    waitForLine(prefix, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`child never printed "${prefix}". stdout:\n${stdout}\nstderr:\n${stderr}`)),
          timeoutMs,
        );
        void exited.then(() => {
          clearTimeout(timer);
          reject(
            new Error(
              `child exited (${child.exitCode}) before "${prefix}". stdout:\n${stdout}\nstderr:\n${stderr}`,
            ),
          );
        });
        waiters.push({
          prefix,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
        check();
      });
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
