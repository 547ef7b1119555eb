import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PlanCard } from '@/features/subscriptions/components/plan-card';
import { isPlanId } from '@/features/subscriptions/lib/plan';
import { WithSubscribeData } from './subscribe-data';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './messages';
import { planName } from '@/lib/catalog-names';

/** /subscription-plans: the plan chooser (spec §2), every plan and price from the catalog. */
export function SubscriptionPlansRoute() {
  const t = useT();
  return (
    <PageContainer>
      <PageMeta title={t(m.choosePlanTitle)} description={t(m.choosePlanMeta)} />
      <PageHeader title={t(m.choosePlanTitle)} description={t(m.choosePlanIntro)} />
      <WithSubscribeData>
        {({ pricing, subscription }) => (
          <div className="grid gap-6 md:grid-cols-2">
            {pricing.plans.map((plan, index) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                currency={pricing.currency}
                selected={subscription?.plan === plan.id && subscription.status !== 'canceled'}
                badge={index === 0 ? t(m.mostPopular) : undefined}
                footer={
                  isPlanId(plan.id) ? (
                    <Button asChild className="w-full" variant={index === 0 ? 'default' : 'outline'}>
                      <Link href={paths.subscribe.getHref(plan.id)}>
                        {t(m.choosePlan, { plan: planName(plan.id, plan.name) })}
                      </Link>
                    </Button>
                  ) : null
                }
              />
            ))}
          </div>
        )}
      </WithSubscribeData>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link href={paths.account.getHref()}>{t(m.backToAccount)}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.support.getHref()}>{t(m.contactSupport)}</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
