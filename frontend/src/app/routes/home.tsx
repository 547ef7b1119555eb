import { PageMeta } from '@/components/seo/page-meta';
import { AiDisclaimer } from '@/features/home/components/ai-disclaimer';
import { CaseTypes } from '@/features/home/components/case-types';
import { Hero } from '@/features/home/components/hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { SampleLetter } from '@/features/home/components/sample-letter';
import { lowestDocumentPrice, usePricing } from '@/features/pricing/api/get-pricing';
import { PricingSection } from '@/features/pricing/components/pricing-section';
import { saveHomeSelection } from '@/features/questionnaire/api/home-selection';
import { CaseTypeTeaser } from '@/features/questionnaire/components/case-type-teaser';
import { useSubscriptionStatus } from '@/features/subscriptions/api/get-subscription-status';
import { useAuth } from '@/lib/auth';
import { formatCents } from '@/lib/format';
import { HomeAttorneys } from './attorneys/home-attorneys';

export function HomeRoute() {
  const { data: pricing } = usePricing();
  const lowest = lowestDocumentPrice(pricing);
  const { isAuthenticated } = useAuth();
  const { data: status } = useSubscriptionStatus({ enabled: isAuthenticated });

  return (
    <>
      <PageMeta />
      <Hero startPrice={lowest === null || !pricing ? null : formatCents(lowest, pricing.currency)} />
      <CaseTypes onStart={saveHomeSelection} />
      <HowItWorks teaser={<CaseTypeTeaser />} />
      <PricingSection subscribed={isAuthenticated && status?.hasActiveSubscription === true} />
      <SampleLetter />
      <HomeAttorneys />
      <AiDisclaimer />
    </>
  );
}
