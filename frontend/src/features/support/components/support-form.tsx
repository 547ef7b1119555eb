import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import {
  supportRequestSchema,
  TICKET_LIMITS,
  useCreateTicket,
  type SupportRequest,
  type SupportRequestInput,
} from '../api/create-ticket';
import type { TicketPriority } from '../api/types';
import { InputField, SelectField, TextareaField } from './form-fields';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/**
 * The /support form (spec §2): full name, email, subject, priority, message. A signed-in user has name and
 * email filled in (and the server ties the ticket to their account).
 */
/** Spec §2: the form's four options, exactly as labelled (in English). */
const PRIORITY_OPTIONS = [
  { value: 'low', label: m.priorityLow },
  { value: 'medium', label: m.priorityMedium },
  { value: 'high', label: m.priorityHigh },
  { value: 'urgent', label: m.priorityUrgent },
] as const satisfies readonly { value: TicketPriority; label: unknown }[];

export function SupportForm({ defaults }: { defaults?: { name: string; email: string } }) {
  const t = useT();
  const id = useId();
  const form = useForm<SupportRequestInput, unknown, SupportRequest>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: {
      name: defaults?.name ?? '',
      email: defaults?.email ?? '',
      subject: '',
      priority: 'medium',
      message: '',
    },
  });
  const create = useCreateTicket();
  const { errors, dirtyFields } = form.formState;

  // The session may be read after the form appeared: fill in what the person has not typed yet.
  useEffect(() => {
    if (!defaults) return;
    if (!dirtyFields.name && !form.getValues('name')) form.setValue('name', defaults.name);
    if (!dirtyFields.email && !form.getValues('email')) form.setValue('email', defaults.email);
  }, [defaults, dirtyFields.name, dirtyFields.email, form]);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => toast({ title: t(m.submitted), description: t(m.submittedBody) }),
      onError: (error) => {
        showFieldErrors(error, ['name', 'email', 'subject', 'priority', 'message'] as const, form.setError);
        toast({
          variant: 'destructive',
          title: t(m.submitFailed),
          description: getErrorMessage(error, t(m.pleaseTryAgain)),
        });
      },
    }),
  );

  if (create.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-4" role="status">
        <CheckCircle2 className="size-10 text-primary" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">{t(m.successTitle)}</h2>
        <p className="text-muted-foreground">
          {t.rich(m.successBody, {
            email: create.data.email,
            b: (chunks) => <strong className="text-foreground">{chunks}</strong>,
          })}
        </p>
        <p className="text-sm text-muted-foreground">{t(m.reference, { id: create.data.id })}</p>
        <Button asChild>
          <Link href={paths.home.getHref()}>{t(m.backToHome)}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label={t(m.formLabel)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={`${id}-name`}
          label={t(m.fullName)}
          autoComplete="name"
          maxLength={TICKET_LIMITS.name}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <InputField
          id={`${id}-email`}
          label={t(m.email)}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={TICKET_LIMITS.email}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <InputField
        id={`${id}-subject`}
        label={t(m.subject)}
        maxLength={TICKET_LIMITS.subject}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <SelectField
        id={`${id}-priority`}
        label={t(m.priority)}
        error={errors.priority?.message}
        {...form.register('priority')}
      >
        {PRIORITY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={`${id}-message`}
        label={t(m.message)}
        rows={6}
        maxLength={TICKET_LIMITS.message}
        hint={t(m.messageHint)}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto sm:self-start">
        {create.isPending ? t(m.submitting) : t(m.submit)}
      </Button>
    </form>
  );
}
