import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A case waiting for payment has no document yet (spec §4). */
export function PaymentRequired({ caseId, watching }: { caseId: string; watching: boolean }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert variant="warning">
        <CreditCard aria-hidden="true" />
        <AlertDescription>
          <AlertTitle>Payment Required</AlertTitle>
          <p>We write your document as soon as the payment for this case goes through.</p>
          {watching ? <p>If you have just paid, wait a moment: this page updates by itself.</p> : null}
        </AlertDescription>
      </Alert>
      <Button asChild>
        <Link href={paths.checkout.getHref(caseId)}>
          <CreditCard aria-hidden="true" />
          Continue to Payment
        </Link>
      </Button>
    </div>
  );
}
