import { useQueryClient } from '@tanstack/react-query';
import { Mail, RotateCw } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldHint } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { getMailingPreview, mailingPreviewPdfUrl } from '@/features/mailing/api/get-mailing-preview';
import { useMailings } from '@/features/mailing/api/get-mailings';
import { mailingKeys } from '@/features/mailing/api/mailing-keys';
import { requestMailing } from '@/features/mailing/api/request-mailing';
import {
  ACTIVE,
  type MailingPreview as Preview,
  type MailingRequested,
  type MailService,
} from '@/features/mailing/api/types';
import { formatMoney } from '@/features/mailing/components/mailing-labels';
import { MailingPreview } from '@/features/mailing/components/mailing-preview';
import { MailingTracking } from '@/features/mailing/components/mailing-tracking';
import { SelfMailingForm } from '@/features/mailing/components/self-mailing-form';
import { ServiceChoice } from '@/features/mailing/components/service-choice';
import { usePaymentConfig } from '@/features/payments/api/get-payment-config';
import { usePaymentMethods } from '@/features/payment-methods/api/payment-methods';
import { CheckoutPayment } from '@/features/payments/components/checkout-payment';
import { SavedCardPay } from '@/features/payments/components/saved-card-pay';
import { usePricing } from '@/features/pricing/api/get-pricing';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/features/mailing/messages';

type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; preview: Preview }
  | {
      kind: 'pay';
      preview: Preview;
      requested: MailingRequested & { clientSecret: string; paymentIntentId: string };
    };

/**
 * "Mail it for me" on the document page (issue 28): choose certified or First-Class, see the exact pages as they
 * will print with both addresses where the envelope windows show them, confirm, and pay (the mailing is its own
 * purchase; included with SuePro). Then the letter is tracked here, with its proof. A letter that came back can be
 * sent again to a corrected address; "I mailed it myself" records a letter the claimant sent.
 */
export function MailItForMe({
  caseId,
  documentId,
  title,
  selfMailing = true,
}: {
  caseId: string;
  /** The document this card mails (ADR 180); absent: the case's first one, before the case has a second. */
  documentId?: string;
  /** "I mailed it myself" (records the case's first document). */
  selfMailing?: boolean;
  title?: string;
}) {
  const t = useT();
  const headingId = useId();
  const addressId = useId();
  const queryClient = useQueryClient();
  const mailings = useMailings(caseId);
  const pricing = usePricing();
  const config = usePaymentConfig();
  const [service, setService] = useState<MailService>('certified');
  const [toAddress, setToAddress] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const savedCards = usePaymentMethods({ enabled: step.kind === 'pay' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: mailingKeys.all(caseId) }),
    [caseId, queryClient],
  );

  const list = (mailings.data ?? []).filter((m) => documentId === undefined || m.documentId === documentId);
  const active = list.findLast((m) => ACTIVE.has(m.status));
  const sent = list.filter(
    (m) => m.status !== 'canceled' && m.status !== 'awaiting_payment' && m.status !== 'rejected',
  );
  const returned = sent.at(-1)?.status === 'returned' ? sent.at(-1) : undefined;
  const prices = pricing.data?.mailings
    ? {
        certified: pricing.data.mailings.find((m) => m.id === 'certified')?.amount ?? 0,
        first_class: pricing.data.mailings.find((m) => m.id === 'first_class')?.amount ?? 0,
      }
    : null;
  const request = {
    service,
    ...(returned ? { toAddress } : {}),
    ...(documentId !== undefined ? { documentId } : {}),
  };

  const showPreview = async () => {
    setBusy(true);
    setError(null);
    try {
      setStep({ kind: 'preview', preview: await getMailingPreview(caseId, request) });
    } catch (e) {
      setError(getErrorMessage(e, t(m.couldNotPrepare)));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (preview: Preview) => {
    setBusy(true);
    setError(null);
    try {
      const requested = await requestMailing(caseId, request);
      if (requested.clientSecret && requested.paymentIntentId) {
        setStep({
          kind: 'pay',
          preview,
          requested: {
            ...requested,
            clientSecret: requested.clientSecret,
            paymentIntentId: requested.paymentIntentId,
          },
        });
      } else {
        setStep({ kind: 'choose' });
        refresh();
      }
    } catch (e) {
      setError(getErrorMessage(e, t(m.couldNotStart)));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (mailings.isPending) body = <Skeleton className="h-32" />;
  else if (mailings.isError)
    body = (
      <Button type="button" variant="outline" onClick={() => void mailings.refetch()}>
        <RotateCw aria-hidden="true" />
        {t(m.tryAgain)}
      </Button>
    );
  else if (active) body = null;
  else if (step.kind === 'pay' && config.data)
    body = (
      <div className="flex flex-col gap-4">
        <SavedCardPay
          config={config.data}
          clientSecret={step.requested.clientSecret}
          amount={step.preview.price}
          cards={(savedCards.data?.paymentMethods ?? []).map((m) => ({
            id: m.id,
            brand: m.card.brand,
            last4: m.card.last4,
          }))}
          paidMessage={t(m.beingMailed)}
          onPaid={() => {
            setStep({ kind: 'choose' });
            refresh();
          }}
        />
        <CheckoutPayment
          config={config.data}
          returnUrl={window.location.href}
          createIntent={() =>
            Promise.resolve({
              clientSecret: step.requested.clientSecret,
              paymentIntentId: step.requested.paymentIntentId,
              amount: step.preview.price,
              finalAmount: step.preview.price,
              currency: 'usd',
            })
          }
          promoCode={null}
          expectedAmount={step.preview.price}
          currency="usd"
          description={t(m.payDescription, { service: step.preview.service })}
          paidMessage={t(m.beingMailed)}
          reminder={<p className="text-sm text-muted-foreground">{t(m.withinABusinessDay)}</p>}
          onPaid={() => {
            setStep({ kind: 'choose' });
            refresh();
          }}
          onCaseChanged={refresh}
        />
      </div>
    );
  else if (step.kind === 'preview' || step.kind === 'pay')
    body = (
      <div className="flex flex-col gap-4">
        <MailingPreview preview={step.preview} pdfUrl={mailingPreviewPdfUrl(caseId, request)} />
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={() => void confirm(step.preview)} disabled={busy} aria-busy={busy}>
            <Mail aria-hidden="true" />
            {step.preview.included
              ? t(m.confirmIncluded)
              : t(m.confirmPay, { price: formatMoney(step.preview.price) })}
          </Button>
          <Button type="button" variant="outline" onClick={() => setStep({ kind: 'choose' })}>
            {t(m.back)}
          </Button>
        </div>
      </div>
    );
  else
    body = (
      <div className="flex flex-col gap-4">
        <ServiceChoice value={service} prices={prices} onChange={setService} />
        {returned ? (
          <Field>
            <Label htmlFor={addressId}>{t(m.correctedAddress)}</Label>
            <Textarea
              id={addressId}
              rows={3}
              value={toAddress}
              aria-describedby={`${addressId}-hint`}
              onChange={(e) => setToAddress(e.target.value)}
            />
            <FieldHint id={`${addressId}-hint`}>{t(m.correctedAddressHint)}</FieldHint>
          </Field>
        ) : null}
        <Button
          type="button"
          className="self-start"
          onClick={() => void showPreview()}
          disabled={busy}
          aria-busy={busy}
        >
          <Mail aria-hidden="true" />
          {returned ? t(m.previewAgain) : t(m.mailItForMe)}
        </Button>
      </div>
    );

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{title ?? t(m.mailItForMe)}</CardTitle>
        <CardDescription>{t(m.cardIntro)}</CardDescription>
      </CardHeader>
      {error ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            <p>{error}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {body}
      {[...list]
        .reverse()
        .filter((m) => m.status !== 'canceled' && m.status !== 'awaiting_payment')
        .map((m) => (
          <MailingTracking key={m.id} mailing={m} caseId={caseId} />
        ))}
      {selfMailing && !active && !mailings.isPending ? (
        <details className="rounded-md border border-border p-3">
          <summary className="cursor-pointer font-semibold text-heading">{t(m.mailedMyself)}</summary>
          <div className="pt-3">
            <SelfMailingForm caseId={caseId} />
          </div>
        </details>
      ) : null}
    </Card>
  );
}
