import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatCents, formatLongDate } from '@/lib/format';
import { attorneyKeys } from '../api/attorney-keys';
import { waitUntilSent } from '../api/get-referrals';
import { getReferralPayment, useWithdrawReferral } from '../api/pending-referral';
import type { Referral, ReferralPayment } from '../api/types';

const KIND: Record<Referral['kind'], string> = {
  matched: 'Referral request',
  direct: 'Contact request',
  case: 'Case sent to an attorney',
};

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
  const queryClient = useQueryClient();
  const withdraw = useWithdrawReferral();
  const [payment, setPayment] = useState<ReferralPayment | null>(null);
  const [loading, setLoading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const fee = formatCents(referral.fee, 'usd');
  const what = KIND[referral.kind].toLowerCase();

  const pay = async () => {
    setLoading(true);
    try {
      setPayment(await getReferralPayment(referral.id));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Payment Error',
        description: getErrorMessage(error, 'Please reload the page.'),
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
        title: 'Referral Request Submitted',
        description: 'Attorneys will contact you within 24 hours.',
      });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="sm"
        disabled={loading}
        aria-label={`Pay ${fee} for this ${what}`}
        onClick={() => void pay()}
      >
        {loading ? 'Opening…' : `Pay ${fee}`}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={withdraw.isPending}
        aria-label={`Remove this ${what}`}
        onClick={() => setConfirming(true)}
      >
        {withdraw.isPending ? 'Removing…' : 'Remove'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove this ${what}?`}
        description="It has not been paid for or sent. Removing it cancels its payment; nothing is sent to the attorneys."
        confirmLabel="Remove request"
        destructive
        onConfirm={() =>
          withdraw.mutate(referral.id, {
            onSuccess: () => toast({ title: 'Request removed', description: 'Nothing was charged or sent.' }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Error',
                description: getErrorMessage(error, 'Please try again.'),
              }),
          })
        }
      />
      <Dialog open={payment !== null} onOpenChange={(open) => (open ? undefined : setPayment(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Pay for your {what}</DialogTitle>
            <DialogDescription>
              One payment of {fee}: we send it to {referral.attorneys.map((a) => a.name).join(', ')} right
              away.
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
  if (referrals.length === 0) return null;
  return (
    <Card aria-labelledby="your-referrals">
      <CardHeader>
        <CardTitle id="your-referrals">Your referral requests</CardTitle>
      </CardHeader>
      <ul className="flex flex-col gap-3">
        {referrals.map((r) => (
          <li key={r.id} className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-heading">{KIND[r.kind]}</span>
              <Badge variant={r.status === 'sent' ? 'default' : 'warning'}>
                {r.status === 'sent' ? 'Sent' : 'Waiting for payment'}
              </Badge>
              <span className="text-muted-foreground">{formatLongDate(new Date(r.createdAt))}</span>
            </div>
            <p>
              {r.status === 'sent' ? 'Sent to ' : 'For '}
              {r.attorneys.map((a) => `${a.name} (${a.firm}, ${a.city})`).join('; ')}
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
