import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './messages';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a new release). */
export function ErrorFallback({ reset, fullPage = false }: { reset: () => void; fullPage?: boolean }) {
  const t = useT();
  return (
    <div
      className={fullPage ? 'flex min-h-dvh items-center justify-center p-4' : 'mx-auto max-w-xl px-4 py-16'}
    >
      <Card role="alert" className="items-start">
        <AlertTriangle className="size-8 text-warning-border" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t(m.heading)}</h1>
        <p className="text-muted-foreground">{t(m.body)}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={reset}>{t(m.tryAgain)}</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t(m.reload)}
          </Button>
        </div>
      </Card>
    </div>
  );
}
