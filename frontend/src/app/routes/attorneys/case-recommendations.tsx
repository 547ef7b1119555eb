import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useAttorneyMatches } from '@/features/attorneys/api/get-attorney-matches';
import { waitUntilSent } from '@/features/attorneys/api/get-referrals';
import { referCase } from '@/features/attorneys/api/refer-case';
import type { ReferralPayment } from '@/features/attorneys/api/types';
import { RecommendedAttorneysCard } from '@/features/attorneys/components/recommended-attorneys-card';
import { getErrorMessage } from '@/lib/api-client';
import { formatCents } from '@/lib/format';
import { AttorneyPayment } from './attorney-payment';
import { ContactConsentDialog } from '@/features/attorneys/components/contact-consent-dialog';
import { useCase } from '@/features/cases/api/get-case';
import type { Case } from '@/lib/cases';
import { useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '@/features/attorneys/messages';
import { useAttorneyOffer } from './use-attorney-offer';

/** What a case referral sends besides the summary (the case's questionnaire answers; docs/adr/215). */
function sharedFields(t: ReturnType<typeof useT>, c: Case | undefined) {
  const f = c?.formData ?? {};
  return [
    { label: t(m.consentCase), value: [c?.caseType, c?.state].filter(Boolean).join(' · ') },
    { label: t(m.consentName), value: f.plaintiffName ?? '' },
    { label: t(m.consentEmail), value: f.plaintiffEmail ?? '' },
    ...(f.plaintiffPhone ? [{ label: t(m.consentPhone), value: f.plaintiffPhone }] : []),
  ].filter((x) => x.value);
}

const sent = () => ({ title: translate(m.referralSentTitle), description: translate(m.referralSentToast) });

/**
 * The case's recommended attorneys with "Request Attorney Referral ($15)" (editor and case review; DESIGN §8): the
 * case is sent to the attorney at once with a plan, after the referral fee from the catalog otherwise.
 */
export function CaseRecommendations({ caseId, emptyText }: { caseId: string; emptyText?: string }) {
  const t = useT();
  const matches = useAttorneyMatches(caseId);
  const offer = useAttorneyOffer();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [fee, setFee] = useState<{
    referralId: string;
    attorneyName: string;
    payment: ReferralPayment;
  } | null>(null);
  // Consent before contact (issue 37 point 4): what the attorney receives, shown before anything is sent.
  const [consenting, setConsenting] = useState<{ id: string; name: string } | null>(null);
  const theCase = useCase(caseId).data;

  if (!matches.data || matches.data.length === 0) {
    return emptyText && matches.data ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null;
  }

  const contact = async (attorneyId: string, message: string) => {
    setPendingId(attorneyId);
    try {
      const result = await referCase(caseId, attorneyId, message || undefined);
      setConsenting(null);
      if (result.status === 'sent') toast(sent());
      else if (result.payment) {
        const name =
          matches.data.find((m) => m.attorney.id === attorneyId)?.attorney.name ?? t(m.theAttorney);
        setFee({ referralId: result.referral.id, attorneyName: name, payment: result.payment });
      }
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(m.error),
        description: getErrorMessage(error, t(m.referralNotSent)),
      });
    } finally {
      setPendingId(null);
    }
  };

  const paid = async () => {
    if (!fee) return;
    const referral = await waitUntilSent(fee.referralId).catch(() => null);
    setFee(null);
    if (referral?.status === 'sent') toast(sent());
  };

  return (
    <>
      <RecommendedAttorneysCard
        matches={matches.data}
        pendingId={pendingId ?? (fee ? fee.payment.paymentIntentId : null)}
        price={
          offer.subscribed
            ? t(m.included)
            : offer.referral
              ? formatCents(offer.referral.amount, offer.currency)
              : null
        }
        onRefer={(id) =>
          setConsenting({
            id,
            name: matches.data.find((x) => x.attorney.id === id)?.attorney.name ?? t(m.theAttorney),
          })
        }
      />
      {consenting ? (
        <ContactConsentDialog
          attorneyName={consenting.name}
          fields={sharedFields(t, theCase)}
          summary={theCase?.formData?.disputeDescription?.trim() || null}
          price={offer.subscribed || !offer.referral ? null : formatCents(offer.referral.amount, offer.currency)}
          onSend={(message) => contact(consenting.id, message)}
          onClose={() => setConsenting(null)}
        />
      ) : null}
      <Dialog open={fee !== null} onOpenChange={(open) => (open ? undefined : setFee(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t(m.sendCaseTo, { name: fee?.attorneyName ?? '' })}</DialogTitle>
            <DialogDescription>{t(m.oneTimeFee)}</DialogDescription>
          </DialogHeader>
          {fee ? (
            <AttorneyPayment
              createIntent={() => Promise.resolve(fee.payment)}
              amount={fee.payment.amount}
              currency={fee.payment.currency}
              description={t(m.caseFeeDescription)}
              note={t(m.caseFeeNote)}
              paidMessage={t(m.caseFeePaid)}
              onPaid={() => void paid()}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
