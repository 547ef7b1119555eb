import { RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useHealth } from '../api/get-health';
import { StatusList, StatusRow } from './status-row';

export function HealthPanel() {
  const { data, error, isPending, isFetching, refetch, dataUpdatedAt, errorUpdatedAt } = useHealth();
  const checkedAt = Math.max(dataUpdatedAt, errorUpdatedAt);

  return (
    <Card aria-busy={isFetching}>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>API health</CardTitle>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={isFetching ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
          Refresh
        </Button>
      </CardHeader>
      {isPending ? (
        <div className="flex flex-col gap-2" role="status">
          <span className="sr-only">Checking the API…</span>
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-5 w-2/5" />
        </div>
      ) : null}
      {error && !data ? (
        <p role="alert" className="text-destructive">
          The API did not answer: {getErrorMessage(error, error.message)}
        </p>
      ) : null}
      {data ? (
        <StatusList>
          <StatusRow label="Status">
            <Badge variant={data.status === 'ok' || data.status === 'up' ? 'default' : 'destructive'}>{data.status}</Badge>
          </StatusRow>
          {data.database ? (
            <StatusRow label="Database">
              <Badge variant={data.database === 'up' ? 'default' : 'destructive'}>{data.database}</Badge>
            </StatusRow>
          ) : null}
          {data.migrations ? <StatusRow label="Migrations">{data.migrations}</StatusRow> : null}
          {data.version ? <StatusRow label="Version">{data.version}</StatusRow> : null}
          {error ? <StatusRow label="Last refresh">failed: {getErrorMessage(error, error.message)}</StatusRow> : null}
        </StatusList>
      ) : null}
      {checkedAt > 0 ? (
        <p className="text-xs text-muted-foreground">Checked at {new Date(checkedAt).toLocaleTimeString('en-US')}</p>
      ) : null}
    </Card>
  );
}
