import { AlertTriangle, Info, UserRoundCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useResendVerification } from '@/features/auth/api/email-ownership';
import { AccountFields, useAccountFields } from '@/features/auth/components/account-fields';
import type { PaymentConfig } from '@/features/payments/api/get-payment-config';
import type { PromoResult } from '@/features/payments/api/validate-promo';
import { CardSetupForm } from '@/features/payments/components/card-setup-form';
import { PromoCodeForm } from '@/features/payments/components/promo-code-form';
import { useSubscriptionStatus, type PlanId } from '@/features/subscriptions/api/get-subscription-status';
import {
  useStartSubscription,
  type SubscriberAccount,
} from '@/features/subscriptions/hooks/use-start-subscription';
import { priceLine, type PlanOffer } from '@/features/subscriptions/lib/plan';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatCents } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './messages';
import { translate } from '@/lib/i18n/runtime';
import { planName } from '@/lib/catalog-names';

/** What the button says: the trial, a free promo, or the monthly price. */
function submitLabel(plan: PlanOffer, currency: string, free: boolean, trial: boolean): string {
  if (free) return translate(m.activate);
  if (trial) return translate(m.startTrial, { days: plan.trialDays });
  return translate(m.subscribePrice, { price: priceLine(plan, currency) });
}

/** The rule, said on every subscribe page before anyone pays (issue 22 point 3, ADR 145). */
export function oncePerCustomerRule(amount: string): string {
  return translate(m.oncePerCustomer, { amount });
}

function Summary({
  plan,
  currency,
  promo,
  trial,
  trialKnown,
}: {
  plan: PlanOffer;
  currency: string;
  promo: PromoResult | null;
  /** the plan starts with its free trial */
  trial: boolean;
  /** whether the server said so for this customer (signed in), or the page can only state the rule */
  trialKnown: boolean;
}) {
  const t = useT();
  const after =
    promo && promo.discountAmount > 0 ? Math.max(plan.amount - promo.discountAmount, 0) : plan.amount;
  return (
    <div className="rounded-lg border border-border bg-navy-50 p-4 text-sm">
      <p className="font-semibold text-heading">
        {t(m.summaryLine, { plan: planName(plan.id, plan.name), price: priceLine(plan, currency) })}
      </p>
      {promo && promo.finalAmount === 0 ? (
        <p className="text-muted-foreground">{t(m.dueFreeMonth, { zero: formatCents(0, currency) })}</p>
      ) : trial ? (
        <p className="text-muted-foreground">
          {t(m.dueTrial, {
            zero: formatCents(0, currency),
            days: plan.trialDays,
            amount: formatCents(after, currency),
          })}
        </p>
      ) : plan.trialDays > 0 ? (
        <p className="text-muted-foreground">{t(m.dueNoTrial, { amount: formatCents(after, currency) })}</p>
      ) : (
        <p className="text-muted-foreground">{t(m.billedMonthly)}</p>
      )}
      {plan.trialDays > 0 && !trialKnown && !(promo && promo.finalAmount === 0) ? (
        <p className="mt-1 text-muted-foreground">{oncePerCustomerRule(formatCents(after, currency))}</p>
      ) : null}
      {promo ? (
        <p className="mt-1 text-primary-soft-foreground">
          {t(m.promoLine, { code: promo.code, description: promo.description })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The one subscription form every subscribe variant uses: account fields (sign up or sign in) unless signed in,
 * the promo box, and the card, submitted together. `precreatedSecret` is a SetupIntent made before the card was
 * entered (the pre-creating variant): then there is no promo box and no subscription call on submit.
 */
export function SubscribeForm({
  plan,
  offer,
  currency,
  config,
  precreatedSecret,
  showAccountFields = true,
  resuming = false,
}: {
  plan: PlanId;
  offer: PlanOffer;
  currency: string;
  config: PaymentConfig;
  precreatedSecret?: string | null;
  showAccountFields?: boolean;
  /** the user's subscription was waiting for its card on arrival (incomplete): this visit completes it */
  resuming?: boolean;
}) {
  const t = useT();
  const { user, isAuthenticated } = useAuth();
  const account = useAccountFields('signup');
  const [promo, setPromo] = useState<PromoResult | null>(null);
  const [locked, setLocked] = useState(Boolean(precreatedSecret));
  // Signed in, the server says whether this customer still has the trial; a visitor is told the rule.
  const status = useSubscriptionStatus({ enabled: isAuthenticated });
  const trialAvailable = isAuthenticated ? status.data?.trialAvailable : undefined;
  const offersTrial = offer.trialDays > 0 && trialAvailable !== false;
  const { submit, processing, failure, noTrial, verifyEmail } = useStartSubscription({
    plan,
    promoCode: promo?.code ?? null,
    precreatedSecret,
    onStarted: () => setLocked(true),
    resumeAs: resuming && user ? { email: user.email } : null,
    expectsTrial: offersTrial,
  });
  const free = promo !== null && promo.finalAmount === 0;
  const trial = offersTrial && noTrial === null;
  const asksAccount = showAccountFields && !isAuthenticated;
  const dueNow =
    promo && promo.discountAmount > 0 ? Math.max(offer.amount - promo.discountAmount, 0) : offer.amount;
  const label = submitLabel(offer, currency, free, trial);
  // After a declined card the promo box opens again (issue 27): a new code starts the plan afresh.
  useEffect(() => {
    if (failure && !precreatedSecret) setLocked(false);
  }, [failure, precreatedSecret]);

  return (
    <div className="flex flex-col gap-5">
      <Summary
        plan={offer}
        currency={currency}
        promo={promo}
        trial={trial}
        trialKnown={trialAvailable !== undefined || noTrial !== null}
      />
      {noTrial ? (
        <Alert variant="info" role="alert">
          <Info aria-hidden="true" />
          <div>
            <AlertTitle>{t(m.noTrialTitle)}</AlertTitle>
            <AlertDescription>
              <p>{t(m.noTrialBody, { label, amount: formatCents(dueNow, currency) })}</p>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}
      {isAuthenticated && user ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <UserRoundCheck className="size-4 text-primary" aria-hidden="true" />
          <span>
            {t.rich(m.signedInAs, {
              email: user.email,
              b: (chunks) => <span className="font-semibold text-foreground">{chunks}</span>,
            })}
          </span>
        </p>
      ) : null}
      {precreatedSecret ? null : (
        <PromoCodeForm
          plan={plan}
          applied={promo}
          onApply={setPromo}
          onRemove={() => setPromo(null)}
          locked={locked}
        />
      )}
      {free && !user?.emailVerified && !verifyEmail ? (
        <p className="text-sm text-muted-foreground">{t(m.freeMonthNeedsVerified)}</p>
      ) : null}
      {verifyEmail ? <VerifyEmailNotice email={user?.email ?? ''} label={label} /> : null}
      {failure ? (
        <Alert variant="destructive" role="alert">
          <AlertTriangle aria-hidden="true" />
          <div>
            <AlertTitle>{failure.title}</AlertTitle>
            <AlertDescription>
              <p>{failure.message}</p>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}
      <CardSetupForm
        config={config}
        needsCard={!free}
        currency={currency}
        returnUrl={`${window.location.origin}/account?setup=success`}
        submitLabel={label}
        payAmount={free || trial ? undefined : dueNow}
        processing={processing}
        onSubmit={async (submission) => {
          let who: SubscriberAccount = { mode: 'current' };
          if (asksAccount) {
            const details = await account.read();
            if (!details) return { status: 'stopped' };
            who = details;
          }
          return submit(who, submission);
        }}
      >
        {asksAccount ? <AccountFields state={account} /> : null}
      </CardSetupForm>
      <p role="status" className="sr-only">
        {processing ? t(m.starting) : ''}
      </p>
    </div>
  );
}

/** A free month waits for the verified email (ADR 210): open the link, or have it sent again. */
function VerifyEmailNotice({ email, label }: { email: string; label: string }) {
  const t = useT();
  const resend = useResendVerification();
  return (
    <Alert variant="info" role="alert">
      <Info aria-hidden="true" />
      <div>
        <AlertTitle>{t(m.verifyEmailTitle)}</AlertTitle>
        <AlertDescription>
          <p>{t(m.verifyEmailBody, { email, label })}</p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Button type="button" variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {t(m.resendLink)}
            </Button>
            {resend.isSuccess ? <span role="status">{t(m.linkSent)}</span> : null}
            {resend.isError ? <span role="status">{getErrorMessage(resend.error, t(m.resendLink))}</span> : null}
          </div>
        </AlertDescription>
      </div>
    </Alert>
  );
}
