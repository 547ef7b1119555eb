import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { formatCount, useDirectoryStats } from '@/features/attorneys/api/get-directory-stats';
import { useReferrals } from '@/features/attorneys/api/get-referrals';
import { useSearchAccess } from '@/features/attorneys/api/get-search-access';
import { AttorneySearchPanel } from '@/features/attorneys/components/attorney-search-panel';
import type { ReferralPayment } from '@/features/attorneys/api/types';
import { ReferralList } from '@/features/attorneys/components/referral-list';
import { ReferralRequestCard } from '@/features/attorneys/components/referral-form';
import { SampleDirectoryNote } from '@/features/attorneys/components/sample-data';
import { SearchPaywall } from '@/features/attorneys/components/search-paywall';
import { useAuth } from '@/lib/auth';
import { formatLongDate } from '@/lib/format';
import { AttorneyPayment } from './attorneys/attorney-payment';
import { useAttorneyOffer } from './attorneys/use-attorney-offer';

/**
 * /attorney-referral (spec §2): the directory search for users with access (a plan or the one-time purchase), the
 * paywall for those without, the referral form and the user's own requests. Signed out: 'Account Required' and
 * the offers page (spec §8).
 */
/** The referral fee's payment form (the form's new request, or one left waiting in the list). */
const referralPayment = (payment: ReferralPayment, onPaid: () => void) => (
  <AttorneyPayment
    createIntent={() => Promise.resolve(payment)}
    amount={payment.amount}
    currency={payment.currency}
    description="One payment: we send your request to the attorneys right away."
    note="The attorneys receive your request and contact details and reach out to you directly."
    paidMessage="Your referral request is on its way."
    onPaid={onPaid}
  />
);

export function AttorneyReferralRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const stats = useDirectoryStats();
  const offer = useAttorneyOffer();
  const access = useSearchAccess({ enabled: isAuthenticated });
  const referrals = useReferrals({ enabled: isAuthenticated });
  const redirected = useRef(false);

  useEffect(() => {
    if (isLoading || isAuthenticated || redirected.current) return;
    redirected.current = true;
    toast({ title: 'Account Required', description: 'Create an account or sign in to search for attorneys.' });
    navigate(paths.subscribe.getHref('attorney-search'), { replace: true });
  }, [isAuthenticated, isLoading, navigate]);

  const total = stats.data?.total ?? null;
  const states = stats.data?.states ?? [];
  return (
    <PageContainer>
      <PageMeta title="Find an Attorney" description="Search SueGo's attorney directory by state, specialty and ZIP code." />
      <PageHeader
        title="Find an attorney"
        description={
          total !== null
            ? `Search ${formatCount(total)} attorneys in the 50 states and DC by specialty and distance from your ZIP code, or ask us for a referral.`
            : 'Search attorneys by state, specialty and ZIP code, or ask us for a referral.'
        }
      />
      {!isAuthenticated || access.isPending ? (
        <PageSkeleton />
      ) : (
        <div className="flex flex-col gap-8">
          {stats.data ? <SampleDirectoryNote sample={stats.data.sample} total={stats.data.total} /> : null}
          {access.data?.hasAccess ? (
            <>
              <Alert variant="info">
                <AlertDescription>
                  <p>
                    {access.data.access === 'subscription'
                      ? 'Attorney search is included with your plan.'
                      : `Your one-time attorney search runs until ${formatLongDate(new Date(access.data.expiresAt ?? ''))}.`}
                  </p>
                </AlertDescription>
              </Alert>
              <AttorneySearchPanel
                stats={stats.data}
                onDenied={(why) =>
                  navigate(why === 'login' ? paths.login.getHref(undefined, paths.attorneyReferral.getHref()) : paths.subscribe.getHref('attorney-search'))
                }
              />
            </>
          ) : (
            <SearchPaywall price={offer.searchPrice} total={total} expiredAt={access.data?.expiredAt ?? null} />
          )}
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <ReferralRequestCard
              states={states}
              signedIn={isAuthenticated}
              feeText={offer.referralFee}
              onLoginRequired={() => navigate(paths.login.getHref(undefined, paths.attorneyReferral.getHref()))}
              renderPayment={referralPayment}
            />
            <ReferralList referrals={referrals.data?.referrals ?? []} renderPayment={referralPayment} />
          </div>
        </div>
      )}
    </PageContainer>
  );
}
