import { Lock, Search } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/**
 * The paywall screen (spec §2) for a signed-in user without a plan or running one-time access: the one-time
 * search (price from the catalog) or the plans, which include it.
 */
export function SearchPaywall({
  price,
  total,
  expiredAt,
}: {
  price: string | null;
  total: number | null;
  expiredAt: string | null;
}) {
  const t = useT();
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Lock className="size-5 text-primary" aria-hidden="true" />
          <CardTitle>{t(m.unlockTitle)}</CardTitle>
        </div>
        <CardDescription>
          {total !== null ? t(m.unlockCount, { count: t.number(total) }) : t(m.unlockAny)}
          {expiredAt
            ? ` ${t(m.accessEnded, { date: t.date(expiredAt, { year: 'numeric', month: 'long', day: 'numeric' }) })}`
            : null}
        </CardDescription>
      </CardHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <h3 className="font-semibold text-heading">{t(m.oneTimeSearch)}</h3>
          <p className="text-3xl font-bold text-navy-900">{price ?? '…'}</p>
          <p className="text-sm text-muted-foreground">{t(m.thirtyDays)}</p>
          <Button asChild>
            <Link href={paths.subscribeAttorneySearchPayment.getHref()}>
              <Search aria-hidden="true" />
              {t(m.buySearch)}
            </Link>
          </Button>
        </div>
        <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <h3 className="font-semibold text-heading">{t(m.plansTitle)}</h3>
          <p className="text-3xl font-bold text-navy-900">{t(m.included)}</p>
          <p className="text-sm text-muted-foreground">{t(m.plansBody)}</p>
          <Button asChild variant="outline">
            <Link href={paths.subscriptionPlans.getHref()}>{t(m.seePlans)}</Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
