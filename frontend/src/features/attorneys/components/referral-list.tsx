import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatCents } from '@/lib/format';
import { attorneyKeys } from '../api/attorney-keys';
import { waitUntilSent } from '../api/get-referrals';
import { getReferralPayment, useWithdrawReferral } from '../api/pending-referral';
import type { Referral, ReferralPayment } from '../api/types';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

const KIND = { matched: m.kindMatched, direct: m.kindDirect, case: m.kindCase } as const;

/**
 * A referral waiting for its fee (issue 32: it could be neither paid nor removed): Pay opens the payment form for
 * its fee, Remove asks first and cancels it.
 */
function PendingActions({
  referral,
  renderPayment,
}: {
  referral: Referral;
  renderPayment: (payment: ReferralPayment, onPaid: () => void) => ReactNode;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const withdraw = useWithdrawReferral();
  const [payment, setPayment] = useState<ReferralPayment | null>(null);
  const [loading, setLoading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const fee = formatCents(referral.fee, 'usd');
  const kind = referral.kind;

  const pay = async () => {
    setLoading(true);
    try {
      setPayment(await getReferralPayment(referral.id));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(m.paymentError),
        description: getErrorMessage(error, t(m.reloadPage)),
      });
      void queryClient.invalidateQueries({ queryKey: attorneyKeys.referrals });
    } finally {
      setLoading(false);
    }
  };
  const paid = async () => {
    setPayment(null);
    const sent = await waitUntilSent(referral.id).catch(() => null);
    void queryClient.invalidateQueries({ queryKey: attorneyKeys.referrals });
    if (sent?.status === 'sent')
      toast({
        title: t(m.referralSubmitted),
        description: t(m.referralToast),
      });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="sm"
        disabled={loading}
        aria-label={t(m.payFor, { fee, kind })}
        onClick={() => void pay()}
      >
        {loading ? t(m.opening) : t(m.pay, { fee })}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={withdraw.isPending}
        aria-label={t(m.removeThis, { kind })}
        onClick={() => setConfirming(true)}
      >
        {withdraw.isPending ? t(m.removing) : t(m.remove)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(m.removeTitle, { kind })}
        description={t(m.removeBody)}
        confirmLabel={t(m.removeRequest)}
        destructive
        onConfirm={() =>
          withdraw.mutate(referral.id, {
            onSuccess: () => toast({ title: t(m.requestRemoved), description: t(m.requestRemovedBody) }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: t(m.error),
                description: getErrorMessage(error, t(m.pleaseTryAgain)),
              }),
          })
        }
      />
      <Dialog open={payment !== null} onOpenChange={(open) => (open ? undefined : setPayment(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t(m.payForYour, { kind })}</DialogTitle>
            <DialogDescription>
              {t(m.onePaymentTo, { fee, names: referral.attorneys.map((a) => a.name).join(', ') })}
            </DialogDescription>
          </DialogHeader>
          {payment ? renderPayment(payment, () => void paid()) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** The user's own referral and contact requests, with whom each went to; one waiting for its fee can be paid or removed. */
export function ReferralList({
  referrals,
  renderPayment,
}: {
  referrals: readonly Referral[];
  /** the payment form for a waiting referral's fee; call `onPaid` once it succeeded */
  renderPayment: (payment: ReferralPayment, onPaid: () => void) => ReactNode;
}) {
  const t = useT();
  if (referrals.length === 0) return null;
  return (
    <Card aria-labelledby="your-referrals">
      <CardHeader>
        <CardTitle id="your-referrals">{t(m.yourReferrals)}</CardTitle>
      </CardHeader>
      <ul className="flex flex-col gap-3">
        {referrals.map((r) => (
          <li key={r.id} className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-heading">{t(KIND[r.kind])}</span>
              <Badge variant={r.status === 'sent' ? 'default' : 'warning'}>
                {r.status === 'sent' ? t(m.statusSent) : t(m.statusWaiting)}
              </Badge>
              <span className="text-muted-foreground">
                {t.date(r.createdAt, { year: 'numeric', month: 'long', day: 'numeric' })}
              </span>
            </div>
            <p>
              {t(r.status === 'sent' ? m.sentTo : m.forList, {
                list: r.attorneys
                  .map((a) => t(m.attorneyLine, { name: a.name, firm: a.firm, city: a.city }))
                  .join('; '),
              })}
            </p>
            {r.status === 'awaiting_payment' ? (
              <PendingActions referral={r} renderPayment={renderPayment} />
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
