import { Lock, Search } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format';

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
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Lock className="size-5 text-primary" aria-hidden="true" />
          <CardTitle>Unlock the attorney directory</CardTitle>
        </div>
        <CardDescription>
          {total !== null ? `Search ${total.toLocaleString('en-US')} attorneys` : 'Search the directory'} by
          state, specialty and distance from your ZIP code, and contact them directly.
          {expiredAt ? ` Your one-time access ended on ${formatLongDate(new Date(expiredAt))}.` : ''}
        </CardDescription>
      </CardHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <h3 className="font-semibold text-heading">One-time search</h3>
          <p className="text-3xl font-bold text-navy-900">{price ?? '…'}</p>
          <p className="text-sm text-muted-foreground">30 days of search. No subscription.</p>
          <Button asChild>
            <Link href={paths.subscribeAttorneySearchPayment.getHref()}>
              <Search aria-hidden="true" />
              Buy search access
            </Link>
          </Button>
        </div>
        <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <h3 className="font-semibold text-heading">SueGo and SuePro plans</h3>
          <p className="text-3xl font-bold text-navy-900">Included</p>
          <p className="text-sm text-muted-foreground">
            Attorney search and referrals come with every plan, with a free trial.
          </p>
          <Button asChild variant="outline">
            <Link href={paths.subscriptionPlans.getHref()}>See the plans</Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
