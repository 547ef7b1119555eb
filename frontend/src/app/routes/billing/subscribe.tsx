import { Link, useParams } from 'wouter';
import { ComingSoon } from '@/components/layouts/coming-soon';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { isSubscribePlan, paths, type SubscribePlan } from '@/config/paths';

const PLAN_TITLES: Record<SubscribePlan, string> = {
  suego: 'Subscribe to SueGo',
  suepro: 'Subscribe to SuePro Business',
  'attorney-search': 'Attorney Search access',
};

function BackToPlans() {
  return (
    <Button asChild variant="outline">
      <Link href={paths.subscriptionPlans.getHref()}>Back to plans</Link>
    </Button>
  );
}

function SubscribePlaceholder({ title, description, body }: { title: string; description: string; body: string }) {
  return (
    <PageContainer>
      <PageMeta title={title} noIndex />
      <PageHeader title={title} description={description} />
      <ComingSoon actions={<BackToPlans />}>
        <p>{body}</p>
      </ComingSoon>
    </PageContainer>
  );
}

function PlanNotFound({ plan }: { plan: string | undefined }) {
  return (
    <PageContainer>
      <PageMeta title="Plan not found" noIndex />
      <PageHeader
        title="Plan not found"
        description={`We don't offer a plan called “${plan ?? ''}”. Pick one of our plans instead.`}
      />
      <BackToPlans />
    </PageContainer>
  );
}

function PlanSubscribePage({ plan }: { plan: string | undefined }) {
  if (!isSubscribePlan(plan)) return <PlanNotFound plan={plan} />;
  return (
    <SubscribePlaceholder
      title={PLAN_TITLES[plan]}
      description={
        plan === 'attorney-search'
          ? 'Search our attorney directory, or get it included with a subscription.'
          : 'Create your account and start your free trial.'
      }
      body="Sign-up and payment for this plan are being built. You have not been charged."
    />
  );
}

/** /subscribe/:plan with plan = suego, suepro or attorney-search */
export function SubscribeRoute() {
  const { plan } = useParams<{ plan: string }>();
  return <PlanSubscribePage plan={plan} />;
}

/** /subscribe-old/:plan: an earlier variant of the subscribe page, kept so old links still work. */
export function SubscribeOldRoute() {
  const { plan } = useParams<{ plan: string }>();
  return <PlanSubscribePage plan={plan} />;
}

export function AttorneySearchPaymentRoute() {
  return (
    <SubscribePlaceholder
      title="Attorney Search payment"
      description="A one-time payment that unlocks attorney search."
      body="One-time payment for attorney search is being built. You have not been charged."
    />
  );
}

export function SubscribeSimpleRoute() {
  return (
    <SubscribePlaceholder
      title="Subscribe"
      description="Start a SueGo subscription."
      body="Subscribing is being built. You have not been charged."
    />
  );
}
