import { AlertTriangle, ChevronLeft, ChevronRight, FilePlus2, FolderOpen, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import type { CaseSummary } from '@/lib/cases';
import { MY_DOCUMENTS_PAGE_SIZE, useMyDocuments } from '../api/get-my-documents';
import { DocumentCard } from './document-card';

import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

function ListSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-2">
      <span className="sr-only">{t(m.loading)}</span>
      {[0, 1].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-6">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="mt-2 h-11 w-40" />
        </div>
      ))}
    </div>
  );
}

/** `?page=N` in the address, so Back and a reload return to the same page. */
function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) =>
    setSearchParams((params) => {
      if (next <= 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
  return [page, setPage];
}

function Pagination({
  page,
  pageCount,
  busy,
  onPage,
}: {
  page: number;
  pageCount: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const go = (next: number) => {
    onPage(next);
    window.scrollTo({ top: 0 });
  };
  return (
    <nav aria-label={t(m.pagesNav)} className="mt-8 flex flex-wrap items-center justify-between gap-4">
      <Button type="button" variant="outline" disabled={page <= 1 || busy} onClick={() => go(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t(m.previous)}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t(m.pageOf, { page, count: pageCount })}
      </p>
      <Button
        type="button"
        variant="outline"
        disabled={page >= pageCount || busy}
        onClick={() => go(page + 1)}
      >
        {t(m.next)}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** The signed-in user's cases as cards (spec §2 My documents), a page at a time, with loading, error and empty states. */
export function MyDocumentsList({
  cardExtra,
}: {
  /** More for a card, composed by the route (the case's journey after its letter); `pageIds` are the page's cases. */
  cardExtra?: (item: CaseSummary, pageIds: readonly string[]) => ReactNode;
} = {}) {
  const t = useT();
  const [page, setPage] = usePageParam();
  const query = useMyDocuments(page);

  if (query.isPending) return <ListSkeleton />;

  if (query.isError) {
    return (
      <Card role="alert" className="max-w-xl items-start">
        <AlertTriangle className="size-7 text-warning-border" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{t(m.loadFailed)}</h2>
        <p className="text-muted-foreground">
          {t(m.casesSafe, { reason: getErrorMessage(query.error, t(m.checkConnection)) })}
        </p>
        <Button type="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" />
          {query.isFetching ? t(m.tryingAgain) : t(m.tryAgain)}
        </Button>
      </Card>
    );
  }

  const { cases, total } = query.data;
  const pageCount = Math.max(1, Math.ceil(total / (query.data.pageSize || MY_DOCUMENTS_PAGE_SIZE)));

  if (cases.length === 0 && page > 1 && total > 0) {
    // A page past the end (an old link, or cases removed meanwhile): offer the last one.
    return (
      <Card className="max-w-xl items-start">
        <h2 className="text-xl font-semibold">{t(m.noCasesOnPage)}</h2>
        <p className="text-muted-foreground">{t(m.casesOnPages, { total, count: pageCount })}</p>
        <Button type="button" onClick={() => setPage(pageCount)}>
          {t(m.goToPage, { page: pageCount })}
        </Button>
      </Card>
    );
  }

  if (cases.length === 0) {
    return (
      <Card className="max-w-xl items-start">
        <FolderOpen className="size-8 text-primary" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{t(m.noCases)}</h2>
        <p className="text-muted-foreground">{t(m.noCasesBody)}</p>
        <Button asChild>
          <Link href={paths.questionnaire.getHref()}>
            <FilePlus2 aria-hidden="true" />
            {t(m.startFirstCase)}
          </Link>
        </Button>
      </Card>
    );
  }

  return (
    <>
      <ul
        className="grid gap-6 lg:grid-cols-2"
        aria-label={t(m.yourCases)}
        aria-busy={query.isPlaceholderData}
      >
        {cases.map((item) => (
          <li key={item.id} className="flex min-w-0">
            <DocumentCard
              item={item}
              extra={cardExtra?.(
                item,
                cases.map((c) => c.id),
              )}
            />
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} busy={query.isPlaceholderData} onPage={setPage} />
      ) : null}
    </>
  );
}
