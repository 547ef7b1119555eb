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
import { useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '@/features/attorneys/messages';
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
    description={translate(m.referralPayDescription)}
    note={translate(m.referralPayNote)}
    paidMessage={translate(m.referralPaid)}
    onPaid={onPaid}
  />
);

export function AttorneyReferralRoute() {
  const t = useT();
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
    toast({ title: translate(m.accountRequired), description: translate(m.accountRequiredBody) });
    navigate(paths.subscribe.getHref('attorney-search'), { replace: true });
  }, [isAuthenticated, isLoading, navigate]);

  const total = stats.data?.total ?? null;
  const states = stats.data?.states ?? [];
  return (
    <PageContainer>
      <PageMeta title={t(m.pageTitle)} description={t(m.pageMeta)} />
      <PageHeader
        title={t(m.pageHeading)}
        description={total !== null ? t(m.pageIntroCount, { count: formatCount(total) }) : t(m.pageIntro)}
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
                      ? t(m.includedWithPlan)
                      : t(m.oneTimeRuns, {
                          date: t.date(access.data.expiresAt ?? '', {
                            year: 'numeric',
                            month: 'long',
                            day: 'numeric',
                          }),
                        })}
                  </p>
                </AlertDescription>
              </Alert>
              <AttorneySearchPanel
                stats={stats.data}
                onDenied={(why) =>
                  navigate(
                    why === 'login'
                      ? paths.login.getHref(undefined, paths.attorneyReferral.getHref())
                      : paths.subscribe.getHref('attorney-search'),
                  )
                }
              />
            </>
          ) : (
            <SearchPaywall
              price={offer.searchPrice}
              total={total}
              expiredAt={access.data?.expiredAt ?? null}
            />
          )}
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <ReferralRequestCard
              states={states}
              signedIn={isAuthenticated}
              feeText={offer.referralFee}
              onLoginRequired={() =>
                navigate(paths.login.getHref(undefined, paths.attorneyReferral.getHref()))
              }
              renderPayment={referralPayment}
            />
            <ReferralList referrals={referrals.data?.referrals ?? []} renderPayment={referralPayment} />
          </div>
        </div>
      )}
    </PageContainer>
  );
}
