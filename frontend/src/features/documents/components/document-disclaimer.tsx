import { Scale } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** DESIGN §10: the review reminder and the "not a law firm" note wherever a document is shown. */
export function DocumentDisclaimer() {
  const t = useT();
  return (
    <Alert variant="info" data-testid="document-disclaimer">
      <Scale aria-hidden="true" />
      <AlertDescription>
        <p>{t.rich(m.disclaimer, { b: (chunks) => <span className="font-semibold">{chunks}</span> })}</p>
      </AlertDescription>
    </Alert>
  );
}
