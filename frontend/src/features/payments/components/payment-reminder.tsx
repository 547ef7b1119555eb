import { FileText, Scale } from 'lucide-react';

import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** What the user is buying and what it is not (DESIGN §10: the "not a law firm" note wherever documents are sold). */
export function PaymentReminder() {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4 text-sm text-muted-foreground">
      <p className="flex gap-2">
        <FileText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {t.rich(m.whatNext, {
            b: (chunks) => <span className="font-semibold text-foreground">{chunks}</span>,
          })}
        </span>
      </p>
      <p className="flex gap-2">
        <Scale className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{t(m.notALawFirm)}</span>
      </p>
    </div>
  );
}
