import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/components/ui/messages';

/** Placeholder while a page's code or data loads: never a blank screen (DESIGN §10). */
export function PageSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14" role="status" aria-live="polite">
      <span className="sr-only">{t(m.loading)}</span>
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-5 w-full max-w-xl" />
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
