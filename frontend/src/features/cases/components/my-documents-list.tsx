import { AlertTriangle, FilePlus2, FolderOpen, RotateCw } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useMyDocuments } from '../api/get-my-documents';
import { DocumentCard } from './document-card';

function ListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-2">
      <span className="sr-only">Loading your documents…</span>
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

/** The signed-in user's cases as cards (spec §2 My documents), with loading, error and empty states. */
export function MyDocumentsList() {
  const query = useMyDocuments();

  if (query.isPending) return <ListSkeleton />;

  if (query.isError) {
    return (
      <Card role="alert" className="max-w-xl items-start">
        <AlertTriangle className="size-7 text-warning-border" aria-hidden="true" />
        <h2 className="text-xl font-semibold">We couldn't load your documents</h2>
        <p className="text-muted-foreground">
          {getErrorMessage(query.error, 'Check your connection and try again.')} Your cases are safe.
        </p>
        <Button type="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" />
          {query.isFetching ? 'Trying again…' : 'Try again'}
        </Button>
      </Card>
    );
  }

  if (query.data.length === 0) {
    return (
      <Card className="max-w-xl items-start">
        <FolderOpen className="size-8 text-primary" aria-hidden="true" />
        <h2 className="text-xl font-semibold">No cases yet</h2>
        <p className="text-muted-foreground">
          Answer six short questions about your dispute and we'll prepare a demand letter or small-claims
          package for your state.
        </p>
        <Button asChild>
          <Link href={paths.questionnaire.getHref()}>
            <FilePlus2 aria-hidden="true" />
            Start your first case
          </Link>
        </Button>
      </Card>
    );
  }

  return (
    <ul className="grid gap-6 lg:grid-cols-2" aria-label="Your cases">
      {query.data.map((item) => (
        <li key={item.id} className="flex min-w-0">
          <DocumentCard item={item} />
        </li>
      ))}
    </ul>
  );
}
