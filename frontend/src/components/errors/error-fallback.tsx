import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a new release). */
export function ErrorFallback({ reset, fullPage = false }: { reset: () => void; fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'flex min-h-dvh items-center justify-center p-4' : 'mx-auto max-w-xl px-4 py-16'}>
      <Card role="alert" className="items-start">
        <AlertTriangle className="size-8 text-warning-border" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted-foreground">
          This page could not be shown. Your information is safe. Try again, or reload the page to get the latest
          version of SueGo. If it keeps happening, contact support.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={reset}>Try again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        </div>
      </Card>
    </div>
  );
}
