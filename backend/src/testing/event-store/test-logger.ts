import type { RunnerLogger } from '../../event-store/subscriptions/subscription';

/** A logger that keeps lines for assertions instead of printing them. */
export function captureLogger(): RunnerLogger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    log: (m) => void lines.push(`log ${m}`),
    warn: (m) => void lines.push(`warn ${m}`),
    error: (m) => void lines.push(`error ${m}`),
  };
}
