import { AlertTriangle, CreditCard, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { usePayNow, useReactivateSubscription } from '../api/cancel-subscription';
import { useSubscriptionStatus, type Subscription } from '../api/get-subscription-status';
import { priceLine, type PlanOffer } from '../lib/plan';
import {
  cancelMode,
  formatDate,
  STATUS_LABELS,
  statusBadgeVariant,
  trialEndOf,
} from '../lib/subscription-view';
import { CancelSubscriptionForm } from './cancel-subscription-form';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </>
  );
}

function ManagePayment() {
  return (
    <Button asChild variant="outline">
      <Link href={paths.paymentMethods.getHref()}>Manage Payment</Link>
    </Button>
  );
}

function ReactivateButton() {
  const reactivate = useReactivateSubscription();
  return (
    <Button
      disabled={reactivate.isPending}
      onClick={() =>
        reactivate.mutate(undefined, {
          onSuccess: () =>
            toast({ title: 'Subscription Reactivated', description: 'Your plan continues and renews as usual.' }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Reactivation Failed',
              description: getErrorMessage(error, 'Please try again.'),
            }),
        })
      }
    >
      {reactivate.isPending ? 'Reactivating…' : 'Reactivate'}
    </Button>
  );
}

/** Spec §2 Account 'Payment Setup Required': finish the card step, or check again (reload after 500 ms). */
function PaymentSetupRequired({ subscription, reload }: { subscription: Subscription; reload: () => void }) {
  const status = useSubscriptionStatus();
  return (
    <Alert variant="warning" role="status">
      <AlertTriangle aria-hidden="true" />
      <div className="flex flex-col gap-3">
        <AlertTitle>Payment Setup Required</AlertTitle>
        <AlertDescription>
          <p>Your plan starts once your card is saved. Finish the payment step, or check again if you just did.</p>
        </AlertDescription>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="sm">
            <Link href={paths.subscribe.getHref(subscription.plan)}>Complete Payment Setup</Link>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={status.isFetching}
            onClick={() => {
              toast({ title: 'Refreshing subscription status...', description: 'This takes a moment.' });
              void status.refetch().then(() => window.setTimeout(reload, 500));
            }}
          >
            <RefreshCw aria-hidden="true" />
            Check Status
          </Button>
        </div>
      </div>
    </Alert>
  );
}

/** A card action the account page composes in (the card form lives in another feature): pay now, or add one. */
export type CardAction = (purpose: 'pay' | 'add') => ReactNode;

function PayNowButton() {
  const pay = usePayNow();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={pay.isPending}
      onClick={() =>
        pay.mutate(undefined, {
          onSuccess: (result) =>
            result.outcome === 'paid'
              ? toast({ title: 'Payment Received', description: 'Your plan is active again.' })
              : toast({ variant: 'destructive', title: 'Payment Failed', description: result.message }),
          onError: (error) =>
            toast({ variant: 'destructive', title: 'Payment Failed', description: getErrorMessage(error, 'Please try again.') }),
        })
      }
    >
      {pay.isPending ? 'Paying…' : 'Retry with my default card'}
    </Button>
  );
}

/** Past due (issue 27): why, when it is tried again, and the way out: a new card paid at once, or cancel. */
function PaymentProblem({ subscription, cardAction }: { subscription: Subscription; cardAction?: CardAction }) {
  const retry = formatDate(subscription.nextPaymentAttempt);
  const reason = subscription.lastPaymentError ? ` ${subscription.lastPaymentError.replace(/\.?$/, '.')}` : '';
  return (
    <Alert variant="destructive" role="status">
      <AlertTriangle aria-hidden="true" />
      <div className="flex flex-col gap-3">
        <AlertTitle>Payment Failed</AlertTitle>
        <AlertDescription>
          <p>
            {subscription.status === 'past_due'
              ? `We couldn't charge your card for this period.${reason} Your plan is paused until it is paid.${retry ? ` We'll try again on ${retry}.` : ''} Update your card to pay now.`
              : "We couldn't charge your card after several tries, so your plan is paused. Update your card to pay now and continue."}
          </p>
        </AlertDescription>
        <div className="flex flex-wrap gap-3">
          {cardAction?.('pay')}
          <PayNowButton />
        </div>
      </div>
    </Alert>
  );
}

/** A plan with no card to charge (issue 27): a free month, or its last card removed. Honest about the end. */
function NeedsCard({ subscription, cardAction }: { subscription: Subscription; cardAction?: CardAction }) {
  const end = formatDate(subscription.currentPeriodEnd) ?? 'the end of this period';
  const free = subscription.promoCode === 'SUEGOFREE' && subscription.status === 'active';
  return (
    <Alert variant="warning" role="status">
      <AlertTriangle aria-hidden="true" />
      <div className="flex flex-col gap-3">
        <AlertTitle>Add a card to keep your plan</AlertTitle>
        <AlertDescription>
          <p>
            {free
              ? `Your free month ends on ${end}. There is no card on your account, so nothing will be charged: without a card, your plan simply ends then.`
              : `There is no card on your account, so your plan ends on ${end} and nothing more is charged. Add a card to keep it.`}
          </p>
        </AlertDescription>
        {cardAction ? <div className="flex flex-wrap gap-3">{cardAction('add')}</div> : null}
      </div>
    </Alert>
  );
}

function SubscriptionDetails({
  subscription,
  plan,
  currency,
  reload,
  cardAction,
}: {
  subscription: Subscription;
  plan: PlanOffer | undefined;
  currency: string;
  reload: () => void;
  cardAction?: CardAction;
}) {
  const start = formatDate(subscription.currentPeriodStart);
  const end = formatDate(subscription.currentPeriodEnd);
  const { status, cancelAtPeriodEnd } = subscription;
  const mode = cancelMode(subscription);
  const allowance =
    subscription.documentsPerPeriod === null
      ? 'Unlimited'
      : subscription.documentsPerPeriod !== undefined && typeof subscription.documentsUsed === 'number'
        ? `${subscription.documentsUsed} of ${subscription.documentsPerPeriod} used`
        : null;

  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-[11rem_1fr]">
        <Row label="Plan">{plan?.name ?? subscription.plan}</Row>
        {plan ? <Row label="Price">{priceLine(plan, currency)}</Row> : null}
        <Row label="Status">
          <span className="flex flex-wrap gap-2">
            <Badge variant={statusBadgeVariant(status)}>{STATUS_LABELS[status]}</Badge>
            {cancelAtPeriodEnd ? (
              <Badge variant="secondary">{subscription.withoutCard ? 'No card' : 'Canceled'}</Badge>
            ) : null}
          </span>
        </Row>
        {start && end ? <Row label="Current period">{`${start} – ${end}`}</Row> : null}
        {cancelAtPeriodEnd && (status === 'active' || status === 'trialing') ? (
          <Row label="Ends on">{end ?? 'End of this period'}</Row>
        ) : status === 'trialing' ? (
          <Row label="Trial Ends / First Charge">{trialEndOf(subscription) ?? '—'}</Row>
        ) : status === 'active' && end ? (
          <Row label="Next Billing">{end}</Row>
        ) : null}
        {allowance ? <Row label="Documents this period">{allowance}</Row> : null}
      </dl>
      {cancelAtPeriodEnd && !subscription.withoutCard ? (
        <p className="text-sm text-muted-foreground">
          {`Canceled: your plan stays active until ${end ?? 'the end of this period'} and will not renew. Reactivate to keep it.`}
        </p>
      ) : null}
      {subscription.withoutCard && (status === 'active' || status === 'trialing') ? (
        <NeedsCard subscription={subscription} cardAction={cardAction} />
      ) : null}
      {status === 'incomplete' ? <PaymentSetupRequired subscription={subscription} reload={reload} /> : null}
      {status === 'past_due' || status === 'unpaid' ? (
        <PaymentProblem subscription={subscription} cardAction={cardAction} />
      ) : null}
      <div className="flex flex-wrap gap-3">
        {cancelAtPeriodEnd && !subscription.withoutCard && (status === 'active' || status === 'trialing') ? (
          <ReactivateButton />
        ) : null}
        <ManagePayment />
        <Button asChild variant="outline">
          <Link href={paths.billingHistory.getHref()}>Billing History</Link>
        </Button>
      </div>
      {mode ? <CancelSubscriptionForm periodEnd={end} mode={mode} /> : null}
    </>
  );
}

/**
 * The account page's subscription card (spec §2 Account): plan, price, status, period, next billing or trial end,
 * cancel / reactivate, Manage Payment, the payment-setup notice, or 'Subscribe Now' when there is no plan.
 */
export function SubscriptionCard({
  plans,
  currency,
  reload = () => window.location.reload(),
  cardAction,
}: {
  plans: PlanOffer[];
  currency: string;
  reload?: () => void;
  /** "Update card and pay now" / "Add a card": the card form, composed in by the page. */
  cardAction?: CardAction;
}) {
  const { data, isPending, isError, error, refetch } = useSubscriptionStatus();
  const subscription = data?.subscription ?? null;
  const none = !subscription || subscription.status === 'canceled';

  return (
    <Card role="region" aria-labelledby="subscription-heading">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CreditCard className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id="subscription-heading">Subscription</CardTitle>
        </div>
        {!isPending && !isError && none ? (
          <CardDescription className="text-base">
            {subscription?.status === 'canceled'
              ? 'Your subscription has ended. Subscribe again to get documents, attorney search and referrals for one monthly price.'
              : "You don't have a subscription. Subscribe to get documents, attorney search and referrals for one monthly price."}
          </CardDescription>
        ) : null}
      </CardHeader>
      {isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading your subscription…</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTriangle aria-hidden="true" />
          <div className="flex flex-col gap-2">
            <AlertTitle>We couldn't load your subscription.</AlertTitle>
            <AlertDescription>
              <p>{getErrorMessage(error, 'Check your connection and try again.')}</p>
            </AlertDescription>
            <Button size="sm" variant="outline" className="w-fit" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : none ? (
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href={paths.subscriptionPlans.getHref()}>Subscribe Now</Link>
          </Button>
          <ManagePayment />
        </div>
      ) : (
        <SubscriptionDetails
          subscription={subscription}
          plan={plans.find((p) => p.id === subscription.plan)}
          currency={currency}
          reload={reload}
          cardAction={cardAction}
        />
      )}
    </Card>
  );
}
