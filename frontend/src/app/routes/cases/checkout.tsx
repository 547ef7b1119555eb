import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, RotateCw } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { caseKeys } from '@/lib/case-keys';
import { useCase } from '@/features/cases/api/get-case';
import { useJurisdictions } from '@/features/law/api/get-jurisdictions';
import { brandLabel } from '@/features/payment-methods/components/payment-method-list';
import { usePaymentMethods } from '@/features/payment-methods/api/payment-methods';
import {
  useCheckoutOffer,
  useCoverWithPlan,
  type CheckoutOffer,
} from '@/features/payments/api/get-checkout-offer';
import { usePaymentConfig } from '@/features/payments/api/get-payment-config';
import { CheckoutPayment } from '@/features/payments/components/checkout-payment';
import { OrderSummary } from '@/features/payments/components/order-summary';
import { usePricing } from '@/features/pricing/api/get-pricing';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useRequireAuth } from '@/lib/auth';
import { caseTypeLabelShown } from '@/lib/case-labels';
import { formatAmount, type Case } from '@/lib/cases';
import { translate } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './checkout.messages';
import { CaseNotFound, MessageCard } from './case-message';

/** A case in one of these states is paid for (or covered by a plan): checkout sends it to its document (spec §2, §4). */
const PAID_STATUSES = new Set(['paid', 'subscription', 'under_review', 'completed']);

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <MessageCard title={t(m.loadFailed)} alert>
      <p className="text-muted-foreground">
        {t(m.notChargedAfter, { reason: getErrorMessage(error, t(m.checkConnection)) })}
      </p>
      <Button type="button" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t(m.tryAgain)}
      </Button>
    </MessageCard>
  );
}

/** The plan covers this document (issue 27): no payment, one button. */
function IncludedInPlan({
  caseId,
  offer,
  onCovered,
}: {
  caseId: string;
  offer: CheckoutOffer;
  onCovered: () => void;
}) {
  const t = useT();
  const cover = useCoverWithPlan();
  return (
    <Card role="region" aria-labelledby="included-heading">
      <CardHeader>
        <CardTitle id="included-heading" className="flex items-center gap-2">
          <BadgeCheck className="size-5 text-primary" aria-hidden="true" />
          {t(m.includedInPlan)}
        </CardTitle>
        <CardDescription>{t(m.nothingCharged, { message: offer.cover.message })}</CardDescription>
      </CardHeader>
      <Button
        className="w-fit"
        disabled={cover.isPending}
        onClick={() =>
          cover.mutate(caseId, {
            onSuccess: onCovered,
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: translate(m.notCovered),
                description: getErrorMessage(error, translate(m.pleaseTryAgain)),
              }),
          })
        }
      >
        {cover.isPending ? t(m.gettingDocument) : t(m.getMyDocument)}
      </Button>
    </Card>
  );
}

function documentTypeOf(item: Case): string | null {
  return item.documentType ?? item.formData?.documentType ?? null;
}

function CheckoutContent({ caseId }: { caseId: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const caseQuery = useCase(caseId);
  const pricingQuery = usePricing();
  const configQuery = usePaymentConfig();
  const jurisdictions = useJurisdictions();
  const offerQuery = useCheckoutOffer(caseId);
  const savedCards = usePaymentMethods();

  const alreadyPaid = caseQuery.data ? PAID_STATUSES.has(caseQuery.data.status) : false;
  useEffect(() => {
    if (alreadyPaid) navigate(paths.documentPreview.getHref(caseId), { replace: true });
  }, [alreadyPaid, caseId, navigate]);

  const onPaid = useCallback(() => {
    // Marked stale without refetching here: the document page and My Documents load the paid case.
    void queryClient.invalidateQueries({ queryKey: caseKeys.all, refetchType: 'none' });
    navigate(paths.document.getHref(caseId));
  }, [caseId, navigate, queryClient]);
  const onCaseChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseId) });
  }, [caseId, queryClient]);

  if (caseQuery.isError) {
    if (caseQuery.error instanceof ApiError && caseQuery.error.status === 404)
      return <CaseNotFound note={t(m.notCharged)} />;
    return <LoadError error={caseQuery.error} onRetry={() => void caseQuery.refetch()} />;
  }
  const failed = pricingQuery.isError ? pricingQuery : configQuery.isError ? configQuery : null;
  if (failed) return <LoadError error={failed.error} onRetry={() => void failed.refetch()} />;
  if (caseQuery.isPending || !pricingQuery.data || !configQuery.data || alreadyPaid) return <PageSkeleton />;
  // Without the offer (an old server, a blip) checkout still works as pay-per-document.
  if (offerQuery.isPending) return <PageSkeleton />;
  const offer = offerQuery.data;

  const item = caseQuery.data;
  const pricing = pricingQuery.data;
  const config = configQuery.data;
  const documentType = documentTypeOf(item);
  const product = pricing.documents.find((d) => d.id === documentType);
  if (!documentType || !product) {
    return (
      <MessageCard title={t(m.cannotBuy)} alert>
        <p className="text-muted-foreground">{t(m.cannotBuyBody)}</p>
        <Button asChild>
          <Link href={paths.caseReview.getHref(item.id)}>{t(m.reviewDetails)}</Link>
        </Button>
      </MessageCard>
    );
  }

  // The server refuses to sell a document without a recipient address (issue 12): say what is missing first.
  if (!item.formData?.defendantAddress?.trim()) {
    return (
      <MessageCard title={t(m.missingTitle)} alert>
        <p className="text-muted-foreground">{t(m.missingAddress)}</p>
        <Button asChild>
          <Link href={paths.caseReview.getHref(item.id)}>{t(m.addAddress)}</Link>
        </Button>
      </MessageCard>
    );
  }

  const stateCode = item.state ?? item.formData?.state ?? '';
  const stateName = jurisdictions.data?.find((j) => j.code === stateCode)?.name ?? (stateCode || '—');
  const total = product.amount;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-5">
      <div className="lg:col-span-2">
        <OrderSummary
          caseTitle={item.title ?? undefined}
          caseType={caseTypeLabelShown(item.caseType || item.formData?.caseType)}
          state={stateName}
          amountClaimed={formatAmount(item.amount ?? item.formData?.amountClaimed)}
          documentName={product.name}
          price={product.amount}
          currency={pricing.currency}
          promo={null}
          total={total}
        >
          {/* Promo codes are plan promotions (DESIGN §6): none applies to a single document. */}
          <p className="border-t border-border pt-4 text-sm text-muted-foreground">
            {t.rich(m.promoNote, {
              link: (chunks) => (
                <Link href={paths.subscriptionPlans.getHref()} className="font-medium text-primary underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </OrderSummary>
      </div>
      <div className="lg:col-span-3">
        {offer?.cover.kind === 'covers' ? (
          <IncludedInPlan
            caseId={item.id}
            offer={offer}
            onCovered={() => {
              void queryClient.invalidateQueries({ queryKey: caseKeys.all, refetchType: 'none' });
              navigate(paths.document.getHref(item.id));
            }}
          />
        ) : (
          <CheckoutPayment
            config={config}
            returnUrl={`${window.location.origin}${paths.document.getHref(item.id)}`}
            caseId={item.id}
            promoCode={null}
            expectedAmount={total}
            currency={pricing.currency}
            onPaid={onPaid}
            onCaseChanged={onCaseChanged}
            description={offer?.cover.message}
            payer={offer ? { name: offer.name, email: offer.email } : undefined}
            savedCards={(savedCards.data?.paymentMethods ?? []).map((m) => ({
              id: m.id,
              brand: brandLabel(m.card.brand),
              last4: m.card.last4,
            }))}
          />
        )}
      </div>
    </div>
  );
}

export function CheckoutRoute() {
  const { caseId } = useParams<{ caseId: string }>();
  const { isAuthenticated } = useRequireAuth();
  const t = useT();

  return (
    <PageContainer className="max-w-5xl">
      <PageMeta title={t(m.title)} noIndex />
      <PageHeader title={t(m.title)} description={t(m.description)} />
      {isAuthenticated ? <CheckoutContent key={caseId} caseId={caseId} /> : <PageSkeleton />}
    </PageContainer>
  );
}
