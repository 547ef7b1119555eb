import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** A case waiting for payment has no document yet (spec §4). */
export function PaymentRequired({ caseId, watching }: { caseId: string; watching: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert variant="warning">
        <CreditCard aria-hidden="true" />
        <AlertDescription>
          <AlertTitle>{t(m.paymentRequired)}</AlertTitle>
          <p>{t(m.paymentRequiredBody)}</p>
          {watching ? <p>{t(m.justPaid)}</p> : null}
        </AlertDescription>
      </Alert>
      <Button asChild>
        <Link href={paths.checkout.getHref(caseId)}>
          <CreditCard aria-hidden="true" />
          {t(m.continueToPayment)}
        </Link>
      </Button>
    </div>
  );
}
