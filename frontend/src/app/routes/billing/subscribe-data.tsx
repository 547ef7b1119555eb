import { AlertTriangle } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePaymentConfig, type PaymentConfig } from '@/features/payments/api/get-payment-config';
import { usePricing, type Pricing } from '@/features/pricing/api/get-pricing';
import { useSubscriptionStatus, type PlanId, type Subscription } from '@/features/subscriptions/api/get-subscription-status';
import type { PlanOffer } from '@/features/subscriptions/lib/plan';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

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
  return (
    <Alert variant="destructive" role="alert">
      <AlertTriangle aria-hidden="true" />
      <div className="flex flex-col gap-3">
        <AlertTitle>We couldn't load the plans right now.</AlertTitle>
        <AlertDescription>
          <p>Check your connection and try again. You have not been charged.</p>
          <p className="text-xs opacity-90">Details: {getErrorMessage(error, 'Network error')}</p>
        </AlertDescription>
        <Button variant="outline" size="sm" className="w-fit" onClick={retry}>
          Try again
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
    return children({ pricing: pricing.data, config: config.data, subscription: onArrival.current.subscription });
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
  if (!pricing.data || !config.data || isLoading || (isAuthenticated && status.isPending)) return <PageSkeleton />;
  onArrival.current = { subscription: (isAuthenticated ? status.data?.subscription : null) ?? null };
  return children({ pricing: pricing.data, config: config.data, subscription: onArrival.current.subscription });
}

/** A signed-in subscriber does not start a second plan: send them to the account page instead. */
export function AlreadySubscribed({ subscription, offerName }: { subscription: Subscription; offerName: string }) {
  return (
    <Alert variant="info" role="status">
      <div className="flex flex-col gap-3">
        <AlertTitle>You already have a subscription</AlertTitle>
        <AlertDescription>
          <p>
            Your {offerName} plan is {subscription.status === 'trialing' ? 'in its free trial' : subscription.status}.
            Manage it from your account.
          </p>
        </AlertDescription>
        <Button asChild size="sm" className="w-fit">
          <Link href={paths.account.getHref()}>Go to Account</Link>
        </Button>
      </div>
    </Alert>
  );
}
