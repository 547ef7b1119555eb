import { FlaskConical } from 'lucide-react';
import type { Message } from '@/lib/i18n/define';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './messages';

/** The server's notices (GET /api/config `testMode`, backend config/test-mode.ts) in the page's language. */
const NOTICES: Record<string, Message> = {
  'no real charges': m.testModeNoCharges,
  'letters are not really mailed': m.testModeNotMailed,
};

/**
 * Says on every page what this deployment only pretends to do ("Test mode — no real charges"), while it does.
 * The lines come from the server (GET /api/config `testMode`), so a new sandbox adds its own without a client
 * change (shown in the server's English until its translation is added above). In the page flow above the
 * navigation, never over content; it wraps at 360 px.
 */
export function TestModeBanner({ notices }: { notices: readonly string[] }) {
  const t = useT();
  if (notices.length === 0) return null;
  const lines = notices.map((notice) => {
    const message = Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : undefined;
    return message ? t(message) : notice;
  });
  return (
    <section
      aria-label={t(m.testMode)}
      data-testid="test-mode-banner"
      className="border-b border-warning-border bg-warning px-4 py-2 text-center text-sm text-warning-foreground"
    >
      <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-2">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        <span>
          {t.rich(m.testModeLine, {
            notices: lines.join('; '),
            b: (chunks) => <strong className="font-semibold">{chunks}</strong>,
          })}
        </span>
      </p>
    </section>
  );
}

/** The test-mode lines the server sent with the page (cookie `suego_test_mode`, lines joined by "|"), or none. */
export function testModeFromCookie(cookie: string = document.cookie): string[] {
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('suego_test_mode='))
    ?.slice('suego_test_mode='.length);
  if (!raw) return [];
  try {
    return decodeURIComponent(raw).split('|').filter(Boolean);
  } catch {
    return [];
  }
}
