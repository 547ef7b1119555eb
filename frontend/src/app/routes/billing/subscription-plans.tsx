import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PlanCard } from '@/features/subscriptions/components/plan-card';
import { isPlanId } from '@/features/subscriptions/lib/plan';
import { WithSubscribeData } from './subscribe-data';

/** /subscription-plans: the plan chooser (spec §2), every plan and price from the catalog. */
export function SubscriptionPlansRoute() {
  return (
    <PageContainer>
      <PageMeta title="Choose Your Plan" description="Compare SueGo's subscription plans." />
      <PageHeader
        title="Choose Your Plan"
        description="Subscribe if you have more than one dispute: documents, attorney search and referrals for one monthly price, with a free trial."
      />
      <WithSubscribeData>
        {({ pricing, subscription }) => (
          <div className="grid gap-6 md:grid-cols-2">
            {pricing.plans.map((plan, index) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                currency={pricing.currency}
                selected={subscription?.plan === plan.id && subscription.status !== 'canceled'}
                badge={index === 0 ? 'Most popular' : undefined}
                footer={
                  isPlanId(plan.id) ? (
                    <Button asChild className="w-full" variant={index === 0 ? 'default' : 'outline'}>
                      <Link href={paths.subscribe.getHref(plan.id)}>Choose {plan.name}</Link>
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
          <Link href={paths.account.getHref()}>Back to Account</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.support.getHref()}>Contact Support</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
