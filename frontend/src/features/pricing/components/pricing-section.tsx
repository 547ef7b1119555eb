import { AlertTriangle, Check, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isSubscribePlan, paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { formatCents } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { planLines } from '@/lib/plan-lines';
import { catalogDescription, catalogName } from '@/lib/catalog-names';
import { messages as m } from '../messages';
import { usePricing, type Pricing } from '../api/get-pricing';

function PricingSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      <span className="sr-only">{t(m.loading)}</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-6">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="mt-4 h-11 w-full" />
        </div>
      ))}
    </div>
  );
}

function PricingCards({ pricing, subscribed }: { pricing: Pricing; subscribed: boolean }) {
  const t = useT();
  const { currency } = pricing;
  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {pricing.documents.map((doc) => (
          <Card key={doc.id} data-testid={`price-${doc.id}`}>
            <CardHeader>
              <Badge variant="secondary">{t(m.payPerDocument)}</Badge>
              <CardTitle className="text-xl">{catalogName(doc.id, doc.name)}</CardTitle>
              <p className="text-3xl font-bold text-navy-900">
                {formatCents(doc.amount, currency)}
                <span className="ml-1 text-base font-normal text-muted-foreground">{t(m.oneTime)}</span>
              </p>
            </CardHeader>
            <CardContent className="flex-1">
              <CardDescription className="text-base">
                {catalogDescription(doc.id, doc.description)}
              </CardDescription>
            </CardContent>
            <CardFooter>
              <Button asChild variant="outline" className="w-full">
                <Link href={paths.questionnaire.getHref()}>
                  <FileText aria-hidden="true" />
                  {t(m.startYourCase)}
                </Link>
              </Button>
            </CardFooter>
          </Card>
        ))}

        {pricing.plans.map((plan, index) => (
          <Card
            key={plan.id}
            data-testid={`price-${plan.id}`}
            className={index === 0 ? 'border-2 border-primary shadow-md' : undefined}
          >
            <CardHeader>
              <div className="flex flex-wrap gap-2">
                <Badge variant="secondary">{t(m.subscription)}</Badge>
                {index === 0 ? <Badge>{t(m.mostPopular)}</Badge> : null}
              </div>
              <CardTitle className="text-xl">{catalogName(plan.id, plan.name)}</CardTitle>
              <p className="text-3xl font-bold text-navy-900">
                {formatCents(plan.amount, currency)}
                <span className="ml-1 text-base font-normal text-muted-foreground">
                  {t(m.perInterval, { interval: plan.interval })}
                </span>
              </p>
              {plan.trialDays > 0 ? (
                <p className="text-sm font-medium text-primary-soft-foreground">
                  {t(m.freeTrial, { days: plan.trialDays })}
                </p>
              ) : null}
            </CardHeader>
            <CardContent className="flex-1">
              <ul className="flex flex-col gap-2 text-sm">
                {planLines(plan).map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </CardContent>
            <CardFooter>
              <Button
                asChild
                className="h-auto min-h-11 w-full whitespace-normal text-center"
                variant={index === 0 ? 'default' : 'outline'}
              >
                <Link
                  href={
                    isSubscribePlan(plan.id)
                      ? paths.subscribe.getHref(plan.id)
                      : paths.subscriptionPlans.getHref()
                  }
                >
                  {t(m.choosePlan, { plan: catalogName(plan.id, plan.name) })}
                </Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>

      {pricing.addons.length > 0 ? (
        <div>
          <h3 className="text-lg font-semibold">{subscribed ? t(m.includedWithPlan) : t(m.extrasWithout)}</h3>
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {pricing.addons.map((addon) => (
              <li
                key={addon.id}
                data-testid={`price-${addon.id}`}
                className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4"
              >
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-navy-900">{catalogName(addon.id, addon.name)}</span>
                  {subscribed ? (
                    <span className="font-bold text-primary-soft-foreground">{t(m.included)}</span>
                  ) : (
                    <span className="font-bold text-navy-900">
                      {formatCents(addon.amount, currency)}
                      <span className="ml-1 text-sm font-normal text-muted-foreground">
                        {addon.accessDays ? t(m.forDaysOfAccess, { days: addon.accessDays }) : t(m.oneTime)}
                      </span>
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted-foreground">
                  {catalogDescription(addon.id, addon.description)}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted-foreground">{t(m.subscribersGet)}</p>
        </div>
      ) : null}
    </div>
  );
}

/** `subscribed`: the visitor has a live plan (access tier, spec §4), so extras read 'Included' instead of a fee. */
export function PricingSection({ subscribed = false }: { subscribed?: boolean }) {
  const t = useT();
  const { data, isPending, isError, error, refetch, isFetching } = usePricing();

  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="bg-navy-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mb-10 max-w-2xl">
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight">
            {t(m.title)}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t(m.intro)}</p>
        </div>

        {isPending ? <PricingSkeleton /> : null}
        {isError ? (
          <Alert variant="destructive" role="alert">
            <AlertTriangle aria-hidden="true" />
            <div className="flex flex-col gap-3">
              <AlertTitle>{t(m.loadFailed)}</AlertTitle>
              <AlertDescription>
                <p>{t(m.loadFailedHelp)}</p>
                <p className="text-xs opacity-90">
                  {t(m.details, { details: getErrorMessage(error, t(m.networkError)) })}
                </p>
              </AlertDescription>
              <Button
                variant="outline"
                size="sm"
                className="w-fit"
                onClick={() => void refetch()}
                disabled={isFetching}
              >
                {isFetching ? t(m.tryingAgain) : t(m.tryAgain)}
              </Button>
            </div>
          </Alert>
        ) : null}
        {data ? <PricingCards pricing={data} subscribed={subscribed} /> : null}
      </div>
    </section>
  );
}
