import { AlertTriangle, Info, UserRoundCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { AccountFields, useAccountFields } from '@/features/auth/components/account-fields';
import type { PaymentConfig } from '@/features/payments/api/get-payment-config';
import type { PromoResult } from '@/features/payments/api/validate-promo';
import { CardSetupForm } from '@/features/payments/components/card-setup-form';
import { PromoCodeForm } from '@/features/payments/components/promo-code-form';
import { useSubscriptionStatus, type PlanId } from '@/features/subscriptions/api/get-subscription-status';
import { useStartSubscription, type SubscriberAccount } from '@/features/subscriptions/hooks/use-start-subscription';
import { priceLine, type PlanOffer } from '@/features/subscriptions/lib/plan';
import { useAuth } from '@/lib/auth';
import { formatCents } from '@/lib/format';

/** What the button says: the trial, a free promo, or the monthly price. */
function submitLabel(plan: PlanOffer, currency: string, free: boolean, trial: boolean): string {
  if (free) return 'Activate Subscription';
  if (trial) return `Start ${plan.trialDays}-Day Free Trial`;
  return `Subscribe — ${priceLine(plan, currency)}`;
}

/** The rule, said on every subscribe page before anyone pays (issue 22 point 3, ADR 145). */
export function oncePerCustomerRule(amount: string): string {
  return `One free trial per customer. If you have had a free trial before (with this email address or this card), there is no trial: your card is charged ${amount} today.`;
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
  const after = promo && promo.discountAmount > 0 ? Math.max(plan.amount - promo.discountAmount, 0) : plan.amount;
  return (
    <div className="rounded-lg border border-border bg-navy-50 p-4 text-sm">
      <p className="font-semibold text-heading">
        {plan.name}: {priceLine(plan, currency)}
      </p>
      {promo && promo.finalAmount === 0 ? (
        <p className="text-muted-foreground">
          Due today: {formatCents(0, currency)}. Your first month is free and needs no card. To keep your plan after it,
          add a card from your account before the month ends (we remind you 3 days before); without one, your plan
          simply ends then and nothing is charged.
        </p>
      ) : trial ? (
        <p className="text-muted-foreground">
          Due today: {formatCents(0, currency)}. Your {plan.trialDays}-day free trial starts now; we charge{' '}
          {formatCents(after, currency)} when it ends unless you cancel first. Cancel any time from your account.
        </p>
      ) : plan.trialDays > 0 ? (
        <p className="text-muted-foreground">
          Due today: {formatCents(after, currency)}. You have had your free trial, so your first month is
          charged now. Billed monthly, renews automatically. Cancel any time.
        </p>
      ) : (
        <p className="text-muted-foreground">Billed monthly, renews automatically. Cancel any time.</p>
      )}
      {plan.trialDays > 0 && !trialKnown && !(promo && promo.finalAmount === 0) ? (
        <p className="mt-1 text-muted-foreground">{oncePerCustomerRule(formatCents(after, currency))}</p>
      ) : null}
      {promo ? (
        <p className="mt-1 text-primary-soft-foreground">
          {promo.code}: {promo.description}
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
  const { user, isAuthenticated } = useAuth();
  const account = useAccountFields('signup');
  const [promo, setPromo] = useState<PromoResult | null>(null);
  const [locked, setLocked] = useState(Boolean(precreatedSecret));
  // Signed in, the server says whether this customer still has the trial; a visitor is told the rule.
  const status = useSubscriptionStatus({ enabled: isAuthenticated });
  const trialAvailable = isAuthenticated ? status.data?.trialAvailable : undefined;
  const offersTrial = offer.trialDays > 0 && trialAvailable !== false;
  const { submit, processing, failure, noTrial } = useStartSubscription({
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
            <AlertTitle>No free trial this time</AlertTitle>
            <AlertDescription>
              <p>
                The free trial is once per customer, and this email address has had it. Press “{label}” to pay{' '}
                {formatCents(dueNow, currency)} now, or leave this page: nothing has been charged.
              </p>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}
      {isAuthenticated && user ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <UserRoundCheck className="size-4 text-primary" aria-hidden="true" />
          Signed in as <span className="font-semibold text-foreground">{user.email}</span>
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
        {processing ? 'Starting your subscription. Please wait.' : ''}
      </p>
    </div>
  );
}
