import { AlertTriangle, RotateCw } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/**
 * Generation failed: what went wrong in plain words and a Retry. Retrying costs nothing; the
 * payment stays on the case.
 */
export function GenerationFailed({
  lastError,
  onRetry,
  retrying,
}: {
  lastError: string | null | undefined;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive-soft p-4 text-destructive-soft-foreground"
    >
      <div className="flex items-center gap-2">
        <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-destructive-soft-foreground">{t(m.failedTitle)}</h3>
      </div>
      <p>{t(m.failedBody)}</p>
      {lastError?.trim() ? (
        <p className="text-sm break-words">
          <span className="font-semibold">{`${t(m.whatHappened)} `}</span>
          {lastError}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="button" onClick={onRetry} disabled={retrying}>
          <RotateCw
            className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined}
            aria-hidden="true"
          />
          {retrying ? t(m.retrying) : t(m.retry)}
        </Button>
        <p className="text-sm">
          {t.rich(m.stillStuck, {
            link: (chunks) => (
              <Link href={paths.support.getHref()} className="font-semibold underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </div>
  );
}
