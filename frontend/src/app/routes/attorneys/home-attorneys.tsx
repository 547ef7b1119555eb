import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useDirectoryStats } from '@/features/attorneys/api/get-directory-stats';
import { AttorneySection } from '@/features/attorneys/components/attorney-section';
import { AttorneyPayment } from './attorney-payment';
import { SearchPurchase } from './search-purchase';
import { useAttorneyOffer } from './use-attorney-offer';

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
      renderPurchase={(close) => <SearchPurchase onCancel={close} />}
      renderReferralPayment={(payment, onPaid) => (
        <AttorneyPayment
          createIntent={() => Promise.resolve(payment)}
          amount={payment.amount}
          currency={payment.currency}
          description="One payment: we send your request to the attorneys right away."
          note="The attorneys receive your request and contact details and reach out to you directly."
          paidMessage="Your referral request is on its way."
          onPaid={onPaid}
        />
      )}
    />
  );
}
