import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDirectoryStats } from '@/features/attorneys/api/get-directory-stats';
import { AttorneySection } from '@/features/attorneys/components/attorney-section';
import { useAttorneyOffer } from './use-attorney-offer';
import { useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '@/features/attorneys/messages';

// The payment forms (and zod, and the card code with them) load when a visitor opens one, not with the home page.
const SearchPurchase = lazy(async () => ({ default: (await import('./search-purchase')).SearchPurchase }));
const AttorneyPayment = lazy(async () => ({ default: (await import('./attorney-payment')).AttorneyPayment }));

function PaymentSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t(m.loading)}</span>
      <Skeleton className="h-40" />
    </div>
  );
}
const paymentSkeleton = <PaymentSkeleton />;

/** The home page's attorney section, wired to the live directory counts, the prices and the payment forms. */
export function HomeAttorneys() {
  const stats = useDirectoryStats();
  const offer = useAttorneyOffer();
  const [, navigate] = useLocation();
  return (
    <AttorneySection
      stats={stats.data}
      signedIn={offer.signedIn}
      searchPrice={offer.searchPrice}
      referralFee={offer.referralFee}
      onLoginRequired={() => navigate(paths.login.getHref(undefined, paths.attorneyReferral.getHref()))}
      renderPurchase={(close) => (
        <Suspense fallback={paymentSkeleton}>
          <SearchPurchase onCancel={close} />
        </Suspense>
      )}
      renderReferralPayment={(payment, onPaid) => (
        <Suspense fallback={paymentSkeleton}>
          <AttorneyPayment
            createIntent={() => Promise.resolve(payment)}
            amount={payment.amount}
            currency={payment.currency}
            description={translate(m.referralPayDescription)}
            note={translate(m.referralPayNote)}
            paidMessage={translate(m.referralPaid)}
            onPaid={onPaid}
          />
        </Suspense>
      )}
    />
  );
}
