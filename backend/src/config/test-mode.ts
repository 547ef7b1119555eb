import type { AppConfig } from './env';

/**
 * What this deployment only pretends to do, each said on every page while it is so (issue 22 point 6, ADR 146):
 * the web app's "Test mode" banner shows these lines from `GET /api/config`, and `/api/health` reports them. A new
 * sandbox adds its line here.
 */
export function testModeNotices(config: Pick<AppConfig, 'payments' | 'letters'>): string[] {
  const notices: string[] = [];
  if (config.payments.mode === 'sandbox') notices.push('no real charges');
  if (config.letters.mode === 'sandbox') notices.push('letters are not really mailed');
  return notices;
}
