import { Scale } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';

/** DESIGN §10: the review reminder and the "not a law firm" note wherever a document is shown. */
export function DocumentDisclaimer() {
  return (
    <Alert variant="info" data-testid="document-disclaimer">
      <Scale aria-hidden="true" />
      <AlertDescription>
        <p>
          <span className="font-semibold">Review your document carefully before you send it.</span> SueGo is
          not a law firm and does not provide legal advice.
        </p>
      </AlertDescription>
    </Alert>
  );
}
