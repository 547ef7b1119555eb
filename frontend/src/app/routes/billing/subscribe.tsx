import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { PlanId, Subscription } from '@/features/subscriptions/api/get-subscription-status';
import { PlanCard } from '@/features/subscriptions/components/plan-card';
import { isPlanId, PLAN_IDS } from '@/features/subscriptions/lib/plan';
import { SearchPurchase } from '../attorneys/search-purchase';
import { AttorneySearchOffers } from './attorney-search-offers';
import { AlreadySubscribed, offerOf, WithSubscribeData, type SubscribeData } from './subscribe-data';
import { SubscribeForm } from './subscribe-form';
import { PrecreatedSetupForm, TwoStepSubscribe } from './subscribe-steps';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './messages';
import { planName } from '@/lib/catalog-names';

/** Statuses that already hold a plan: starting another one is refused (the account page manages them). */
const blocksNewPlan = (subscription: Subscription | null) =>
  subscription !== null && ['trialing', 'active', 'past_due', 'unpaid'].includes(subscription.status);

function BackToPlans() {
  const t = useT();
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link href={paths.subscriptionPlans.getHref()}>
        <ArrowLeft aria-hidden="true" />
        {t(m.allPlans)}
      </Link>
    </Button>
  );
}

function PlanNotFound({ plan }: { plan: string | undefined }) {
  const t = useT();
  return (
    <PageContainer>
      <PageMeta title={t(m.planNotFound)} noIndex />
      <PageHeader title={t(m.planNotFound)} description={t(m.planNotFoundBody, { plan: plan ?? '' })} />
      <BackToPlans />
    </PageContainer>
  );
}

function FormCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      {children}
    </Card>
  );
}

type FormKind = 'combined' | 'two-step' | 'precreate';

/** The form part every variant shares; only the kind of form differs. */
function PlanForm({ plan, kind, data }: { plan: PlanId; kind: FormKind; data: SubscribeData }) {
  const t = useT();
  const offer = offerOf(data.pricing, plan);
  if (!offer) return <PlanNotFound plan={plan} />;
  if (data.subscription && blocksNewPlan(data.subscription)) {
    const current = offerOf(data.pricing, data.subscription.plan);
    return (
      <AlreadySubscribed
        subscription={data.subscription}
        offerName={planName(data.subscription.plan, current?.name)}
      />
    );
  }
  const resuming = data.subscription?.status === 'incomplete' && data.subscription.plan === plan;
  const shared = { plan, offer, currency: data.pricing.currency, config: data.config, resuming };
  if (kind === 'two-step') return <TwoStepSubscribe {...shared} />;
  if (kind === 'precreate') return <PrecreatedSetupForm {...shared} />;
  return (
    <FormCard title={t(m.createAndStart)} description={t(m.createAndStartBody)}>
      <SubscribeForm {...shared} />
    </FormCard>
  );
}

/** /subscribe/suego and /subscribe/suepro: both plan cards (the chosen one Selected), then the combined form. */
function PlansLayout({ plan }: { plan: PlanId }) {
  const t = useT();
  return (
    <WithSubscribeData>
      {(data) => {
        const offer = offerOf(data.pricing, plan);
        return (
          <PageContainer>
            <PageMeta title={t(m.subscribeTo, { plan: planName(plan, offer?.name) })} noIndex />
            <BackToPlans />
            <PageHeader
              title={t(m.subscribeTo, { plan: planName(plan, offer?.name) })}
              description={t(m.subscribeIntro)}
            />
            <div className="grid gap-6 md:grid-cols-2">
              {PLAN_IDS.map((id) => {
                const other = offerOf(data.pricing, id);
                if (!other) return null;
                return (
                  <PlanCard
                    key={id}
                    plan={other}
                    currency={data.pricing.currency}
                    selected={id === plan}
                    footer={
                      id === plan ? null : (
                        <Button asChild variant="outline" className="w-full">
                          <Link href={paths.subscribe.getHref(id)}>
                            {t(m.choosePlan, { plan: planName(id, other.name) })}
                          </Link>
                        </Button>
                      )
                    }
                  />
                );
              })}
            </div>
            <div className="mt-8 max-w-2xl">
              <PlanForm plan={plan} kind="combined" data={data} />
            </div>
          </PageContainer>
        );
      }}
    </WithSubscribeData>
  );
}

/** Features on the left, the form on the right (/subscribe-old, /subscribe-simple and the step variants). */
function SidebarLayout({ plan, kind, title }: { plan: PlanId; kind: FormKind; title?: string }) {
  const t = useT();
  return (
    <WithSubscribeData>
      {(data) => {
        const offer = offerOf(data.pricing, plan);
        if (!offer) return <PlanNotFound plan={plan} />;
        return (
          <PageContainer>
            <PageMeta title={title ?? t(m.subscribeTo, { plan: planName(plan, offer.name) })} noIndex />
            <BackToPlans />
            <PageHeader title={title ?? t(m.subscribeTo, { plan: planName(plan, offer.name) })} />
            <div className="grid items-start gap-8 lg:grid-cols-[2fr_3fr]">
              <PlanCard plan={offer} currency={data.pricing.currency} selected />
              <PlanForm plan={plan} kind={kind} data={data} />
            </div>
          </PageContainer>
        );
      }}
    </WithSubscribeData>
  );
}

function AttorneySearchPage() {
  const t = useT();
  return (
    <WithSubscribeData>
      {(data) => (
        <PageContainer>
          <PageMeta title={t(m.searchAccessMeta)} noIndex />
          <BackToPlans />
          <PageHeader title={t(m.getSearch)} description={t(m.getSearchIntro)} />
          <AttorneySearchOffers pricing={data.pricing} subscribed={blocksNewPlan(data.subscription)} />
        </PageContainer>
      )}
    </WithSubscribeData>
  );
}

function planFromSearch(search: string): PlanId {
  const plan = new URLSearchParams(search).get('plan');
  return isPlanId(plan) ? plan : 'suego';
}

/** /subscribe/:plan with plan = suego, suepro or attorney-search */
export function SubscribeRoute() {
  const { plan } = useParams<{ plan: string }>();
  if (plan === 'attorney-search') return <AttorneySearchPage />;
  if (!isPlanId(plan)) return <PlanNotFound plan={plan} />;
  return <PlansLayout plan={plan} />;
}

/** /subscribe-old/:plan: the earlier layout (features left, form right), kept so old links still work. */
export function SubscribeOldRoute() {
  const { plan } = useParams<{ plan: string }>();
  if (plan === 'attorney-search') return <AttorneySearchPage />;
  if (!isPlanId(plan)) return <PlanNotFound plan={plan} />;
  return <SidebarLayout plan={plan} kind="combined" />;
}

/** /subscribe-simple?plan=suepro (SueGo by default) */
export function SubscribeSimpleRoute() {
  const t = useT();
  const search = useSearch();
  return <SidebarLayout plan={planFromSearch(search)} kind="combined" title={t(m.subscribe)} />;
}

/** /subscribe-steps/:plan: the two-stage variant, account first, then payment. */
export function SubscribeStepsRoute() {
  const { plan } = useParams<{ plan: string }>();
  if (!isPlanId(plan)) return <PlanNotFound plan={plan} />;
  return <SidebarLayout plan={plan} kind="two-step" />;
}

/** /subscribe-setup?plan=suepro: creates the SetupIntent first, then asks for the card. */
export function SubscribeSetupRoute() {
  const search = useSearch();
  return <SidebarLayout plan={planFromSearch(search)} kind="precreate" />;
}

/** /subscribe/attorney-search-payment: the one-time attorney search, paid for real (sandbox or Stripe). */
export function AttorneySearchPaymentRoute() {
  const t = useT();
  return (
    <PageContainer className="max-w-2xl">
      <PageMeta title={t(m.searchPayment)} noIndex />
      <BackToPlans />
      <PageHeader title={t(m.searchPayment)} description={t(m.searchPaymentIntro)} />
      <SearchPurchase />
    </PageContainer>
  );
}
