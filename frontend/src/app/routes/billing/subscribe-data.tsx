import { AlertTriangle } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePaymentConfig, type PaymentConfig } from '@/features/payments/api/get-payment-config';
import { usePricing, type Pricing } from '@/features/pricing/api/get-pricing';
import {
  useSubscriptionStatus,
  type PlanId,
  type Subscription,
} from '@/features/subscriptions/api/get-subscription-status';
import type { PlanOffer } from '@/features/subscriptions/lib/plan';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './messages';

export interface SubscribeData {
  pricing: Pricing;
  config: PaymentConfig;
  /** the signed-in user's subscription, if any */
  subscription: Subscription | null;
}

export function offerOf(pricing: Pricing, plan: PlanId): PlanOffer | undefined {
  return pricing.plans.find((p) => p.id === plan);
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  return (
    <Alert variant="destructive" role="alert">
      <AlertTriangle aria-hidden="true" />
      <div className="flex flex-col gap-3">
        <AlertTitle>{t(m.loadFailed)}</AlertTitle>
        <AlertDescription>
          <p>{t(m.loadFailedBody)}</p>
          <p className="text-xs opacity-90">
            {t(m.details, { details: getErrorMessage(error, t(m.networkError)) })}
          </p>
        </AlertDescription>
        <Button variant="outline" size="sm" className="w-fit" onClick={retry}>
          {t(m.tryAgain)}
        </Button>
      </div>
    </Alert>
  );
}

/**
 * Loads the price catalog, the payment configuration and (when signed in) the subscription, then renders. The
 * subscription is read once, on arrival: a sign-up under way signs the user in and creates the subscription,
 * and the form must stay mounted (with its started sign-up) instead of turning into "already subscribed".
 */
export function WithSubscribeData({ children }: { children: (data: SubscribeData) => ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const pricing = usePricing();
  const config = usePaymentConfig();
  const status = useSubscriptionStatus({ enabled: isAuthenticated });
  const onArrival = useRef<{ subscription: Subscription | null } | null>(null);

  if (onArrival.current && pricing.data && config.data) {
    return children({
      pricing: pricing.data,
      config: config.data,
      subscription: onArrival.current.subscription,
    });
  }

  if (pricing.isError || config.isError) {
    return (
      <LoadError
        error={pricing.error ?? config.error}
        retry={() => {
          void pricing.refetch();
          void config.refetch();
        }}
      />
    );
  }
  if (!pricing.data || !config.data || isLoading || (isAuthenticated && status.isPending))
    return <PageSkeleton />;
  onArrival.current = { subscription: (isAuthenticated ? status.data?.subscription : null) ?? null };
  return children({
    pricing: pricing.data,
    config: config.data,
    subscription: onArrival.current.subscription,
  });
}

/** A signed-in subscriber does not start a second plan: send them to the account page instead. */
export function AlreadySubscribed({
  subscription,
  offerName,
}: {
  subscription: Subscription;
  offerName: string;
}) {
  const t = useT();
  return (
    <Alert variant="info" role="status">
      <div className="flex flex-col gap-3">
        <AlertTitle>{t(m.alreadySubscribed)}</AlertTitle>
        <AlertDescription>
          <p>{t(m.alreadySubscribedBody, { plan: offerName, status: subscription.status })}</p>
        </AlertDescription>
        <Button asChild size="sm" className="w-fit">
          <Link href={paths.account.getHref()}>{t(m.goToAccount)}</Link>
        </Button>
      </div>
    </Alert>
  );
}
