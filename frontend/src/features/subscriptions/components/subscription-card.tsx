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
  statusLabel,
  statusBadgeVariant,
  trialEndOf,
} from '../lib/subscription-view';
import { CancelSubscriptionForm } from './cancel-subscription-form';
import { useT } from '@/lib/i18n/use-t';
import { planName } from '@/lib/catalog-names';
import { messages as m } from '../messages';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </>
  );
}

function ManagePayment() {
  const t = useT();
  return (
    <Button asChild variant="outline">
      <Link href={paths.paymentMethods.getHref()}>{t(m.manageBilling)}</Link>
    </Button>
  );
}

function ReactivateButton() {
  const t = useT();
  const reactivate = useReactivateSubscription();
  return (
    <Button
      disabled={reactivate.isPending}
      onClick={() =>
        reactivate.mutate(undefined, {
          onSuccess: () => toast({ title: t(m.reactivated), description: t(m.reactivatedBody) }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t(m.reactivationFailed),
              description: getErrorMessage(error, t(m.pleaseTryAgain)),
            }),
        })
      }
    >
      {reactivate.isPending ? t(m.reactivating) : t(m.reactivate)}
    </Button>
  );
}

/** Spec §2 Account 'Payment Setup Required': finish the card step, or check again (reload after 500 ms). */
function PaymentSetupRequired({ subscription, reload }: { subscription: Subscription; reload: () => void }) {
  const t = useT();
  const status = useSubscriptionStatus();
  return (
    <Alert variant="warning" role="status">
      <AlertTriangle aria-hidden="true" />
      <div className="flex flex-col gap-3">
        <AlertTitle>{t(m.setupRequired)}</AlertTitle>
        <AlertDescription>
          <p>{t(m.setupRequiredBody)}</p>
        </AlertDescription>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="sm">
            <Link href={paths.subscribe.getHref(subscription.plan)}>{t(m.completeSetup)}</Link>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={status.isFetching}
            onClick={() => {
              toast({ title: t(m.refreshing), description: t(m.refreshingBody) });
              void status.refetch().then(() => window.setTimeout(reload, 500));
            }}
          >
            <RefreshCw aria-hidden="true" />
            {t(m.checkStatus)}
          </Button>
        </div>
      </div>
    </Alert>
  );
}

/** A card action the account page composes in (the card form lives in another feature): pay now, or add one. */
export type CardAction = (purpose: 'pay' | 'add') => ReactNode;

function PayNowButton() {
  const t = useT();
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
              ? toast({ title: t(m.paymentReceived), description: t(m.paymentReceivedBody) })
              : toast({ variant: 'destructive', title: t(m.paymentFailed), description: result.message }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t(m.paymentFailed),
              description: getErrorMessage(error, t(m.pleaseTryAgain)),
            }),
        })
      }
    >
      {pay.isPending ? t(m.paying) : t(m.retryDefaultCard)}
    </Button>
  );
}

/** Past due (issue 27): why, when it is tried again, and the way out: a new card paid at once, or cancel. */
function PaymentProblem({
  subscription,
  cardAction,
}: {
  subscription: Subscription;
  cardAction?: CardAction;
}) {
  const t = useT();
  const retry = formatDate(subscription.nextPaymentAttempt);
  const reason = subscription.lastPaymentError ? subscription.lastPaymentError.replace(/\.?$/, '.') : 'none';
  return (
    <Alert variant="destructive" role="status">
      <AlertTriangle aria-hidden="true" />
      <div className="flex flex-col gap-3">
        <AlertTitle>{t(m.paymentFailed)}</AlertTitle>
        <AlertDescription>
          <p>
            {subscription.status === 'past_due'
              ? t(m.pastDue, { reason, retry: retry ?? 'none' })
              : t(m.unpaid)}
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
  const t = useT();
  const end = formatDate(subscription.currentPeriodEnd) ?? t(m.endOfPeriod);
  const free = subscription.promoCode === 'SUEGOFREE' && subscription.status === 'active';
  return (
    <Alert variant="warning" role="status">
      <AlertTriangle aria-hidden="true" />
      <div className="flex flex-col gap-3">
        <AlertTitle>{t(m.addCardTitle)}</AlertTitle>
        <AlertDescription>
          <p>{free ? t(m.freeMonthEnds, { end }) : t(m.noCardEnds, { end })}</p>
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
  const t = useT();
  const start = formatDate(subscription.currentPeriodStart);
  const end = formatDate(subscription.currentPeriodEnd);
  const { status, cancelAtPeriodEnd } = subscription;
  const mode = cancelMode(subscription);
  const allowance =
    subscription.documentsPerPeriod === null
      ? t(m.unlimited)
      : subscription.documentsPerPeriod !== undefined && typeof subscription.documentsUsed === 'number'
        ? t(m.used, { used: subscription.documentsUsed, total: subscription.documentsPerPeriod })
        : null;

  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-[11rem_1fr]">
        <Row label={t(m.plan)}>{planName(subscription.plan, plan?.name)}</Row>
        {plan ? <Row label={t(m.price)}>{priceLine(plan, currency)}</Row> : null}
        <Row label={t(m.status)}>
          <span className="flex flex-wrap gap-2">
            <Badge variant={statusBadgeVariant(status)}>{statusLabel(status)}</Badge>
            {cancelAtPeriodEnd ? (
              <Badge variant="secondary">{subscription.withoutCard ? t(m.noCard) : t(m.canceled)}</Badge>
            ) : null}
          </span>
        </Row>
        {start && end ? <Row label={t(m.currentPeriod)}>{t(m.periodRange, { start, end })}</Row> : null}
        {cancelAtPeriodEnd && (status === 'active' || status === 'trialing') ? (
          <Row label={t(m.endsOn)}>{end ?? t(m.endOfPeriodCapital)}</Row>
        ) : status === 'trialing' ? (
          <Row label={t(m.trialEnds)}>{trialEndOf(subscription) ?? '—'}</Row>
        ) : status === 'active' && end ? (
          <Row label={t(m.nextBilling)}>{end}</Row>
        ) : null}
        {allowance ? <Row label={t(m.documentsThisPeriod)}>{allowance}</Row> : null}
      </dl>
      {cancelAtPeriodEnd && !subscription.withoutCard ? (
        <p className="text-sm text-muted-foreground">{t(m.canceledNote, { end: end ?? t(m.endOfPeriod) })}</p>
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
          <Link href={paths.billingHistory.getHref()}>{t(m.billingHistory)}</Link>
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
  const t = useT();
  const { data, isPending, isError, error, refetch } = useSubscriptionStatus();
  const subscription = data?.subscription ?? null;
  const none = !subscription || subscription.status === 'canceled';

  return (
    <Card role="region" aria-labelledby="subscription-heading">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CreditCard className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id="subscription-heading">{t(m.subscription)}</CardTitle>
        </div>
        {!isPending && !isError && none ? (
          <CardDescription className="text-base">
            {subscription?.status === 'canceled' ? t(m.endedIntro) : t(m.noneIntro)}
          </CardDescription>
        ) : null}
      </CardHeader>
      {isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t(m.loading)}</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTriangle aria-hidden="true" />
          <div className="flex flex-col gap-2">
            <AlertTitle>{t(m.loadFailed)}</AlertTitle>
            <AlertDescription>
              <p>{getErrorMessage(error, t(m.checkConnection))}</p>
            </AlertDescription>
            <Button size="sm" variant="outline" className="w-fit" onClick={() => void refetch()}>
              {t(m.tryAgain)}
            </Button>
          </div>
        </Alert>
      ) : none ? (
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href={paths.subscriptionPlans.getHref()}>{t(m.subscribeNow)}</Link>
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
