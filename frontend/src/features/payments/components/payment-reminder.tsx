import { FileText, Scale } from 'lucide-react';

/** What the user is buying and what it is not (DESIGN §10: the "not a law firm" note wherever documents are sold). */
export function PaymentReminder() {
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4 text-sm text-muted-foreground">
      <p className="flex gap-2">
        <FileText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="font-semibold text-foreground">What happens next:</span> we draft your document right
          after payment. You can review it, edit it and download it as a PDF.
        </span>
      </p>
      <p className="flex gap-2">
        <Scale className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>SueGo is not a law firm and does not provide legal advice.</span>
      </p>
    </div>
  );
}
