import { FlaskConical } from 'lucide-react';

/**
 * Says on every page what this deployment only pretends to do ("Test mode — no real charges"), while it does.
 * The lines come from the server (GET /api/config `testMode`), so a new sandbox adds its own without a client
 * change. In the page flow above the navigation, never over content; it wraps at 360 px.
 */
export function TestModeBanner({ notices }: { notices: readonly string[] }) {
  if (notices.length === 0) return null;
  return (
    <section
      aria-label="Test mode"
      data-testid="test-mode-banner"
      className="border-b border-warning-border bg-warning px-4 py-2 text-center text-sm text-warning-foreground"
    >
      <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-2">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">Test mode</strong> — {notices.join('; ')}
        </span>
      </p>
    </section>
  );
}
