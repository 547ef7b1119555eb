import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

export interface SharedField {
  label: string;
  value: string;
}

/**
 * Consent before contact (issue 37 point 4, docs/adr/215): before Contact Attorney or a $15 referral sends anything,
 * this dialog shows exactly what the attorney will receive (the fields and the summary), takes an optional message,
 * and sends only on "Send my details". Radix traps the focus inside and closes on Escape; nothing is sent then.
 */
export function ContactConsentDialog({
  attorneyName,
  fields,
  summary = null,
  price = null,
  onSend,
  onClose,
}: {
  attorneyName: string;
  /** what is shared, one line each (email, phone, case type…) */
  fields: readonly SharedField[];
  /** the case summary the attorney reads, when a case is sent */
  summary?: string | null;
  /** the referral fee ("$15") when sending is a paid referral */
  price?: string | null;
  onSend: (message: string) => Promise<void> | void;
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    try {
      await onSend(message.trim());
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open || sending ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t(m.consentTitle, { name: attorneyName })}</DialogTitle>
            <DialogDescription>
              {price ? t(m.consentBodyPaid, { price }) : t(m.consentBody)}
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm" aria-label={t(m.consentShared)}>
            {fields.map((f) => (
              <div key={f.label} className="contents">
                <dt className="font-medium text-heading">{f.label}</dt>
                <dd className="break-words text-muted-foreground">{f.value}</dd>
              </div>
            ))}
          </dl>
          {summary ? (
            <div className="text-sm">
              <p className="font-medium text-heading">{t(m.consentSummary)}</p>
              <blockquote className="mt-1 whitespace-pre-wrap rounded-md border border-border p-2 text-muted-foreground">
                {summary}
              </blockquote>
            </div>
          ) : null}
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-message`}>{t(m.consentMessage)}</Label>
            <Textarea
              id={`${id}-message`}
              value={message}
              maxLength={500}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
              {t(m.consentCancel)}
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? t(m.sending) : t(m.consentSend)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
