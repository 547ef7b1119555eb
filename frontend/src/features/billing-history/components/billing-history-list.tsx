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
import { useT } from '@/lib/i18n/use-t';
import { LOCALES } from '@/lib/i18n/language';
import { currentLanguage, translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';
import { purchaseLine } from '@/lib/catalog-names';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
const date = (iso: string) =>
  new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso));

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(LOCALES[currentLanguage()], {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);

const STATUS = {
  paid: m.statusPaid,
  partially_refunded: m.statusPartlyRefunded,
  refunded: m.statusRefunded,
} as const satisfies Record<BillingHistoryItem['status'], unknown>;

function card(item: BillingHistoryItem): string {
  if (!item.cardLast4) return '—';
  const brand = item.cardBrand ? (BRANDS[item.cardBrand] ?? item.cardBrand) : translate(m.card);
  return translate(m.cardLine, { brand, last4: item.cardLast4 });
}

function ReceiptButton({ item }: { item: BillingHistoryItem }) {
  const t = useT();
  const download = useDownloadReceipt();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t(m.downloadReceipt, { number: item.receiptNumber })}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(item, {
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t(m.receiptUnavailable),
              description: getErrorMessage(error, t(m.pleaseTryAgain)),
            }),
        })
      }
    >
      {download.isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {t(m.receiptPdf)}
    </Button>
  );
}

function Line({ item }: { item: BillingHistoryItem }) {
  const t = useT();
  const refund = item.kind === 'refund';
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-heading">{purchaseLine(item.description)}</p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={item.date}>{date(item.date)}</time> · {card(item)} ·{' '}
          {t(m.receiptNumber, { number: item.receiptNumber })}
        </p>
        {item.testModeLine ? (
          <p className="text-sm font-medium text-warning-foreground">{t(m.testModeLine)}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-lg font-bold text-navy-900">
          {refund ? '−' : ''}
          {money(item.amount, item.currency)}
        </span>
        <Badge variant={refund || item.status !== 'paid' ? 'secondary' : 'default'}>
          {refund ? t(m.refund) : t(STATUS[item.status])}
        </Badge>
        <ReceiptButton item={item} />
        {item.providerReceiptUrl ? (
          <a
            href={item.providerReceiptUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t(m.stripeReceipt)}
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** Every charge and refund of the account, newest first, 20 a page, each with its PDF receipt. */
export function BillingHistoryList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useBillingHistory(page);

  if (isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t(m.loading)}</span>
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
          <AlertTitle>{t(m.loadFailed)}</AlertTitle>
          <AlertDescription>
            <p>{getErrorMessage(error, t(m.checkConnection))}</p>
          </AlertDescription>
          <Button size="sm" variant="outline" className="w-fit" onClick={() => void refetch()}>
            {t(m.tryAgain)}
          </Button>
        </div>
      </Alert>
    );
  }
  if (data.total === 0) {
    return <p className="text-muted-foreground">{t(m.empty)}</p>;
  }
  const pages = Math.max(1, Math.ceil(data.total / BILLING_HISTORY_PAGE_SIZE));
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t(m.listLabel)} className="flex flex-col gap-3">
        {data.items.map((item) => (
          <Line key={item.id} item={item} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t(m.pagesLabel)} className="flex items-center gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t(m.previous)}
          </Button>
          <span className="text-sm">{t(m.pageOf, { page, pages })}</span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t(m.next)}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
