import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { attorneyKeys } from '@/features/attorneys/api/attorney-keys';
import {
  createSearchPaymentIntent,
  hasClientSecret,
} from '@/features/attorneys/api/create-search-payment-intent';
import { getErrorMessage } from '@/lib/api-client';
import { AttorneyPayment } from './attorney-payment';
import { useAttorneyOffer } from './use-attorney-offer';
import { useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '@/features/attorneys/messages';

/** Spec §2: after the search purchase, a toast, then /attorney-referral after 1 second. */
export const REDIRECT_AFTER_MS = 1_000;

/**
 * Buying attorney search (the home modal and /subscribe/attorney-search-payment): sign in first; a subscriber
 * has it included ('Access Granted'); anyone else pays the one-time price with a card, for real.
 */
export function SearchPurchase({ onCancel }: { onCancel?: () => void }) {
  const t = useT();
  const offer = useAttorneyOffer();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [checking, setChecking] = useState(false);

  const unlocked = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: attorneyKeys.access });
    window.setTimeout(() => navigate(paths.attorneyReferral.getHref()), REDIRECT_AFTER_MS);
  }, [navigate, queryClient]);

  const createIntent = useCallback(async () => {
    const result = await createSearchPaymentIntent(offer.userId ?? undefined);
    if (hasClientSecret(result)) return result;
    throw new Error(translate(m.alreadyUnlocked));
  }, [offer.userId]);

  if (!offer.signedIn) {
    const back = paths.subscribeAttorneySearchPayment.getHref();
    return (
      <div className="flex flex-col gap-3">
        <p>{t(m.signInFirst)}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link href={paths.login.getHref(undefined, back)}>{t(m.signIn)}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.register.getHref()}>{t(m.createAccount)}</Link>
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t(m.cancel)}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  if (!offer.search) return <Skeleton className="h-40" />;

  if (offer.subscribed) {
    const grant = async () => {
      setChecking(true);
      try {
        const result = await createSearchPaymentIntent(offer.userId ?? undefined);
        if (hasClientSecret(result)) throw new Error(t(m.planNotActive));
        toast({ title: t(m.accessGranted), description: t(m.accessGrantedBody) });
        unlocked();
      } catch (error) {
        toast({
          variant: 'destructive',
          title: t(m.error),
          description: getErrorMessage(error, t(m.pleaseTryAgain)),
        });
      } finally {
        setChecking(false);
      }
    };
    return (
      <div className="flex flex-col gap-3">
        <p>{t(m.nothingToPay)}</p>
        <Button type="button" onClick={() => void grant()} disabled={checking}>
          <Search aria-hidden="true" />
          {t(m.unlockDirectory)}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <AttorneyPayment
        createIntent={createIntent}
        amount={offer.search.amount}
        currency={offer.currency}
        description={t(m.searchPayDescription, { days: offer.search.accessDays ?? 30 })}
        note={t(m.searchPayNote)}
        paidMessage={t(m.searchPaid)}
        onPaid={unlocked}
      />
      {onCancel ? (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t(m.cancel)}
        </Button>
      ) : null}
    </div>
  );
}
