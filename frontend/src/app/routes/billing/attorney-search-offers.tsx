import { Search } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { Pricing } from '@/features/pricing/api/get-pricing';
import { PlanCard } from '@/features/subscriptions/components/plan-card';
import { formatCents } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './messages';
import { catalogDescription, catalogName, planName } from '@/lib/catalog-names';

/** /subscribe/attorney-search: three cards, SueGo (recommended), SuePro and one-time attorney search. */
export function AttorneySearchOffers({ pricing, subscribed }: { pricing: Pricing; subscribed: boolean }) {
  const t = useT();
  const search = pricing.addons.find((a) => a.id === 'attorney_search');
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {pricing.plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          currency={pricing.currency}
          badge={plan.id === 'suego' ? t(m.recommended) : undefined}
          footer={
            <Button asChild className="w-full" variant={plan.id === 'suego' ? 'default' : 'outline'}>
              <Link href={paths.subscribe.getHref(plan.id === 'suepro' ? 'suepro' : 'suego')}>
                {t(m.choosePlan, { plan: planName(plan.id, plan.name) })}
              </Link>
            </Button>
          }
        />
      ))}
      {search ? (
        <Card data-testid="offer-attorney-search">
          <CardHeader>
            <Badge variant="secondary">{t(m.oneTime)}</Badge>
            <h2 className="text-xl leading-snug font-semibold text-heading">
              {catalogName(search.id, search.name)}
            </h2>
            <p className="text-3xl font-bold text-navy-900">
              {subscribed ? t(m.included) : formatCents(search.amount, pricing.currency)}
            </p>
            <CardDescription>{catalogDescription(search.id, search.description)}</CardDescription>
          </CardHeader>
          <CardContent className="flex-1 text-sm text-muted-foreground">
            {search.accessDays ? <p>{t(m.searchForDays, { days: search.accessDays })}</p> : null}
          </CardContent>
          <CardFooter>
            {subscribed ? (
              <Button asChild variant="outline" className="w-full">
                <Link href={paths.attorneyReferral.getHref()}>
                  <Search aria-hidden="true" />
                  {t(m.searchAttorneys)}
                </Link>
              </Button>
            ) : (
              <Button asChild variant="outline" className="w-full">
                <Link href={paths.subscribeAttorneySearchPayment.getHref()}>{t(m.buyOneTime)}</Link>
              </Button>
            )}
          </CardFooter>
        </Card>
      ) : null}
    </div>
  );
}
