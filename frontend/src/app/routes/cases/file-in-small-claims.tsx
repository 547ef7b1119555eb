import { useQueryClient } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { courtErrorMessage } from '@/features/court/api/court-errors';
import { escalateCase, type EscalateResult } from '@/features/court/api/escalate';
import { messages as m } from '@/features/court/messages';
import { caseDocumentKeys } from '@/features/documents/api/case-documents';
import { usePaymentMethods } from '@/features/payment-methods/api/payment-methods';
import { usePaymentConfig } from '@/features/payments/api/get-payment-config';
import { CheckoutPayment } from '@/features/payments/components/checkout-payment';
import { SavedCardPay } from '@/features/payments/components/saved-card-pay';
import { usePricing } from '@/features/pricing/api/get-pricing';
import { useT } from '@/lib/i18n/use-t';

type Due = EscalateResult & { clientSecret: string; paymentIntentId: string };

/**
 * "File in small claims" (issue 30, ADR 184): after the letter (and the final notice), the package built from the
 * same case, with the letters and their delivery proof as exhibits. The difference to the package price is paid with
 * the usual checkout (or a saved card); a plan with a document left covers it. Once filed, the package is listed
 * with the case's other documents (its editor and PDF).
 */
export function FileInSmallClaims({ caseId, california }: { caseId: string; california: boolean }) {
  const t = useT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const pricing = usePricing();
  const config = usePaymentConfig();
  const [due, setDue] = useState<Due | null>(null);
  const savedCards = usePaymentMethods({ enabled: due !== null });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const documents = pricing.data?.documents ?? [];
  const packagePrice = documents.find((d) => d.id === 'small_claims')?.amount;
  const letterPrice = documents.find((d) => d.id === 'demand_letter')?.amount;
  const difference =
    packagePrice !== undefined && letterPrice !== undefined ? packagePrice - letterPrice : null;

  const filed = () => {
    setDue(null);
    void queryClient.invalidateQueries({ queryKey: caseDocumentKeys.list(caseId) });
  };

  const file = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await escalateCase(caseId);
      if (result.package) filed();
      else if (result.clientSecret && result.paymentIntentId)
        setDue({ ...result, clientSecret: result.clientSecret, paymentIntentId: result.paymentIntentId });
    } catch (e) {
      setError(courtErrorMessage(e, m.fileStartFailed));
    } finally {
      setBusy(false);
    }
  };

  // Paid: asking again records a payment whose webhook is late and answers the package.
  const afterPayment = () => void file();

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          <Scale className="size-5 text-primary" aria-hidden="true" />
          {t(m.fileTitle)}
        </CardTitle>
        <CardDescription>
          {t(m.fileIntro, { california: california ? 'yes' : 'no' })}
          {t.language === 'en' ? null : ` ${t(m.documentEnglish)}`}
        </CardDescription>
      </CardHeader>
      {error ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      {due && config.data ? (
        <div className="flex flex-col gap-4">
          <SavedCardPay
            config={config.data}
            clientSecret={due.clientSecret}
            amount={due.amountDue}
            cards={(savedCards.data?.paymentMethods ?? []).map((m) => ({
              id: m.id,
              brand: m.card.brand,
              last4: m.card.last4,
            }))}
            paidMessage={t(m.packagePreparing)}
            onPaid={afterPayment}
          />
          <CheckoutPayment
            config={config.data}
            returnUrl={window.location.href}
            createIntent={() =>
              Promise.resolve({
                clientSecret: due.clientSecret,
                paymentIntentId: due.paymentIntentId,
                amount: due.amountDue,
                finalAmount: due.amountDue,
                currency: 'usd',
              })
            }
            promoCode={null}
            expectedAmount={due.amountDue}
            currency="usd"
            description={t(m.differenceDescription)}
            paidMessage={t(m.packagePreparing)}
            reminder={<p className="text-sm text-muted-foreground">{t(m.packageAppears)}</p>}
            onPaid={afterPayment}
            onCaseChanged={filed}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p>
            {difference !== null
              ? t.rich(m.filePrice, {
                  price: t.number(difference / 100, { style: 'currency', currency: 'USD' }),
                  b: (chunks) => <span className="font-semibold">{chunks}</span>,
                })
              : t(m.filePriceUnknown)}
          </p>
          <Button
            type="button"
            className="self-start"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void file()}
          >
            <Scale aria-hidden="true" />
            {t(busy ? m.preparing : m.fileTitle)}
          </Button>
        </div>
      )}
    </Card>
  );
}
