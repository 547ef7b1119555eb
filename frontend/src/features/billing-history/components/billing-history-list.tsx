import { AlertTriangle, Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDownloadReceipt } from '../api/download-receipt';
import {
  BILLING_HISTORY_PAGE_SIZE,
  useBillingHistory,
  type BillingHistoryItem,
} from '../api/get-billing-history';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
const date = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const STATUS: Record<BillingHistoryItem['status'], string> = {
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

function card(item: BillingHistoryItem): string {
  if (!item.cardLast4) return '—';
  const brand = item.cardBrand ? (BRANDS[item.cardBrand] ?? item.cardBrand) : 'Card';
  return `${brand} •••• ${item.cardLast4}`;
}

function ReceiptButton({ item }: { item: BillingHistoryItem }) {
  const download = useDownloadReceipt();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Download receipt ${item.receiptNumber} (PDF)`}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(item, {
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Receipt unavailable',
              description: getErrorMessage(error, 'Please try again.'),
            }),
        })
      }
    >
      {download.isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <Download aria-hidden="true" />
      )}
      Receipt (PDF)
    </Button>
  );
}

function Line({ item }: { item: BillingHistoryItem }) {
  const refund = item.kind === 'refund';
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-heading">{item.description}</p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={item.date}>{date.format(new Date(item.date))}</time> · {card(item)} · Receipt{' '}
          {item.receiptNumber}
        </p>
        {item.testModeLine ? (
          <p className="text-sm font-medium text-warning-foreground">{item.testModeLine}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-lg font-bold text-navy-900">
          {refund ? '−' : ''}
          {money(item.amount, item.currency)}
        </span>
        <Badge variant={refund || item.status !== 'paid' ? 'secondary' : 'default'}>
          {refund ? 'Refund' : STATUS[item.status]}
        </Badge>
        <ReceiptButton item={item} />
        {item.providerReceiptUrl ? (
          <a
            href={item.providerReceiptUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            Stripe receipt
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** Every charge and refund of the account, newest first, 20 a page, each with its PDF receipt. */
export function BillingHistoryList() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useBillingHistory(page);

  if (isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading your billing history…</span>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (isError) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertTriangle aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <AlertTitle>We couldn't load your billing history.</AlertTitle>
          <AlertDescription>
            <p>{getErrorMessage(error, 'Check your connection and try again.')}</p>
          </AlertDescription>
          <Button size="sm" variant="outline" className="w-fit" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  }
  if (data.total === 0) {
    return (
      <p className="text-muted-foreground">
        No charges yet. Every payment and refund will be listed here with its receipt.
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / BILLING_HISTORY_PAGE_SIZE));
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Charges and refunds" className="flex flex-col gap-3">
        {data.items.map((item) => (
          <Line key={item.id} item={item} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Billing history pages" className="flex items-center gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="text-sm">
            Page {page} of {pages}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
