import { useAuth } from '@/lib/auth';
import { formatCents } from '@/lib/format';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '@/features/attorneys/messages';
import { usePricing } from '@/features/pricing/api/get-pricing';
import { useSubscriptionStatus } from '@/features/subscriptions/api/get-subscription-status';

/**
 * The attorney prices as this visitor sees them (spec §4 Access tier): from the one price catalog, or "Included"
 * for a subscriber. Amounts in cents; texts null while loading.
 */
export function useAttorneyOffer() {
  const { isAuthenticated, user } = useAuth();
  const pricing = usePricing();
  const status = useSubscriptionStatus({ enabled: isAuthenticated });
  const subscribed = isAuthenticated && status.data?.hasActiveSubscription === true;
  const addon = (id: string) => pricing.data?.addons.find((a) => a.id === id) ?? null;
  const search = addon('attorney_search');
  const referral = addon('attorney_referral');
  const currency = pricing.data?.currency ?? 'usd';
  return {
    signedIn: isAuthenticated,
    userId: user?.id ?? null,
    subscribed,
    currency,
    search,
    referral,
    searchPrice: subscribed ? translate(m.included) : search ? formatCents(search.amount, currency) : null,
    referralFee: subscribed
      ? translate(m.includedWithYourPlan)
      : referral
        ? formatCents(referral.amount, currency)
        : null,
  };
}
