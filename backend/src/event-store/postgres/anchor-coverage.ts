import type { ChainReport } from './verify-chain';

/** The scheduler anchors every hour (docs/adr/211). */
export const ANCHOR_INTERVAL_MS = 60 * 60 * 1000;
/** Events left unanchored longer than the interval plus an hour mean the hourly anchor is not running. */
export const UNANCHORED_LIMIT_MS = ANCHOR_INTERVAL_MS + 60 * 60 * 1000;

const events = (n: number) => `${n} event${n === 1 ? '' : 's'}`;

/**
 * Why the anchors do not cover the store well enough (null when they do): events and no anchor at all, or events
 * newer than the newest anchor for longer than the hourly anchor allows. An edit with a recomputed chain among
 * those events is found by nothing but the next anchor, so a store left unanchored is not "OK".
 */
export function anchorCoverageProblem(report: ChainReport, now: Date): string | null {
  const pending = report.unanchored;
  if (!pending) return null;
  if (!report.anchor)
    return `${events(pending.events)} and no signed anchor yet (npm run audit:anchor; the server anchors at its first start)`;
  if (now.getTime() - new Date(pending.oldest).getTime() <= UNANCHORED_LIMIT_MS) return null;
  return (
    `${events(pending.events)} newer than the newest anchor, the oldest recorded ${pending.oldest}, ` +
    `more than ${UNANCHORED_LIMIT_MS / 3_600_000} hours ago: the hourly anchor is not running (npm run audit:anchor)`
  );
}

/** The OK line's note on what the newest anchor does not cover yet. */
export function describeUnanchored(report: ChainReport): string {
  const pending = report.unanchored;
  if (!pending || !report.anchor) return '';
  return `; ${events(pending.events)} newer than the anchor (the oldest recorded ${pending.oldest})`;
}
