import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { REPLY_MAX, replySchema, type ReplyInput } from '../api/reply-to-ticket';
import type { TicketReply } from '../api/types';
import { TextareaField } from './form-fields';
import { LOCALES } from '@/lib/i18n/language';
import { currentLanguage } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

const SUPPORT_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
  timeZoneName: 'short',
};

/**
 * A ticket time in New York time with its zone ("Nov 24, 2026, 3:05 PM EST"): the support hours, the 24-hour promise
 * and the acknowledgement email are all New York time, so a time without a zone read as the viewer's own (issue 32).
 */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(LOCALES[currentLanguage()], SUPPORT_TIME).format(new Date(iso));

/** The replies after the first message, oldest first; staff replies read as "SueGo support". */
export function TicketThread({ replies, viewer }: { replies: TicketReply[]; viewer: 'staff' | 'customer' }) {
  const t = useT();
  if (replies.length === 0) return <p className="text-sm text-muted-foreground">{t(m.noReplies)}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label={t(m.replies)}>
      {replies.map((reply) => (
        <li
          key={reply.id}
          className={cn(
            'rounded-lg border p-3',
            reply.author === 'staff' ? 'border-primary/30 bg-primary-soft' : 'border-border bg-surface',
          )}
        >
          <p className="text-sm font-semibold">
            {reply.author === 'staff'
              ? viewer === 'staff'
                ? t(m.staffAuthorForStaff, { name: reply.authorName })
                : t(m.staffAuthor, { name: reply.authorName })
              : viewer === 'staff'
                ? t(m.customerAuthor, { name: reply.authorName })
                : t(m.you)}
            <span className="font-normal text-muted-foreground"> · {formatDateTime(reply.createdAt)}</span>
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap">{reply.message}</p>
        </li>
      ))}
    </ol>
  );
}

/** A message box and a send button; resets after a successful send. */
export function ReplyForm({
  label,
  submitLabel,
  pending,
  onSend,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSend: (message: string) => Promise<unknown>;
}) {
  const t = useT();
  const id = useId();
  const form = useForm<ReplyInput, unknown, { message: string }>({
    resolver: zodResolver(replySchema),
    defaultValues: { message: '' },
  });
  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      await onSend(message);
      form.reset();
    } catch {
      // the caller showed the error; the text stays for another try
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
      <TextareaField
        id={`${id}-message`}
        label={label}
        rows={3}
        maxLength={REPLY_MAX}
        error={form.formState.errors.message?.message}
        {...form.register('message')}
      />
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? t(m.sending) : submitLabel}
      </Button>
    </form>
  );
}
