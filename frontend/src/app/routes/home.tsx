import { lazy, Suspense } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
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
import { messages as m } from '@/features/home/messages';
import { useT } from '@/lib/i18n/use-t';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

// The attorney section (two forms, a directory search) is at the bottom of the page: its code is requested and run
// once the first screen is drawn (before, even a lazy chunk would delay it), and is small enough to be there before
// anyone scrolls down.
const HomeAttorneys = lazy(async () => ({
  default: (await import('./attorneys/home-attorneys')).HomeAttorneys,
}));

function AttorneysSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20" role="status" aria-live="polite">
      <span className="sr-only">{t(m.loading)}</span>
      <Skeleton className="h-9 w-64" />
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-96" />
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}
const attorneysSkeleton = <AttorneysSkeleton />;

// The sections that depend on no data, made once: React skips them when the prices or the session arrive and the
// page renders again (a phone's CPU is the first screen's bottleneck).
const caseTypes = <CaseTypes onStart={saveHomeSelection} />;
const howItWorks = <HowItWorks teaser={<CaseTypeTeaser />} />;
/* below the fold on every screen: laid out as they near the screen (index.css) */
const sampleLetter = (
  <div className="render-when-visible">
    <SampleLetter />
  </div>
);
const aiDisclaimer = (
  <div className="render-when-visible">
    <AiDisclaimer />
  </div>
);

export function HomeRoute() {
  const { data: pricing } = usePricing();
  const lowest = lowestDocumentPrice(pricing);
  const { isAuthenticated } = useAuth();
  const { data: status } = useSubscriptionStatus({ enabled: isAuthenticated });
  const painted = useAfterFirstPaint();

  return (
    <>
      <PageMeta />
      <Hero startPrice={lowest === null || !pricing ? null : formatCents(lowest, pricing.currency)} />
      {caseTypes}
      {howItWorks}
      <PricingSection subscribed={isAuthenticated && status?.hasActiveSubscription === true} />
      {sampleLetter}
      {/* Not skipped while off screen: axe (and Lighthouse's target-size audit) measured its form spilling out of
          the placeholder height onto the footer's links. It loads after the first paint anyway. */}
      <div>
        {painted ? (
          <Suspense fallback={attorneysSkeleton}>
            <HomeAttorneys />
          </Suspense>
        ) : (
          attorneysSkeleton
        )}
      </div>
      {aiDisclaimer}
    </>
  );
}
