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
import { supportRequestSchema, TICKET_LIMITS, useCreateTicket, type SupportRequest, type SupportRequestInput } from '../api/create-ticket';
import { PRIORITY_OPTIONS } from '../api/types';
import { InputField, SelectField, TextareaField } from './form-fields';

/**
 * The /support form (spec §2): full name, email, subject, priority, message. A signed-in user has name and
 * email filled in (and the server ties the ticket to their account).
 */
export function SupportForm({ defaults }: { defaults?: { name: string; email: string } }) {
  const id = useId();
  const form = useForm<SupportRequestInput, unknown, SupportRequest>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: { name: defaults?.name ?? '', email: defaults?.email ?? '', subject: '', priority: 'medium', message: '' },
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
      onSuccess: () => toast({ title: 'Support request submitted', description: "We'll get back to you within 24 hours." }),
      onError: (error) => {
        showFieldErrors(error, ['name', 'email', 'subject', 'priority', 'message'] as const, form.setError);
        toast({ variant: 'destructive', title: 'Failed to submit request', description: getErrorMessage(error, 'Please try again.') });
      },
    }),
  );

  if (create.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-4" role="status">
        <CheckCircle2 className="size-10 text-primary" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">Request Submitted Successfully!</h2>
        <p className="text-muted-foreground">
          Thank you for contacting us. We sent a confirmation to <strong className="text-foreground">{create.data.email}</strong> and
          will get back to you within 24 hours on business days.
        </p>
        <p className="text-sm text-muted-foreground">Reference: {create.data.id}</p>
        <Button asChild>
          <Link href={paths.home.getHref()}>Back to Home</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5" aria-label="Contact support">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField id={`${id}-name`} label="Full Name" autoComplete="name" maxLength={TICKET_LIMITS.name} error={errors.name?.message} {...form.register('name')} />
        <InputField
          id={`${id}-email`}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={TICKET_LIMITS.email}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <InputField id={`${id}-subject`} label="Subject" maxLength={TICKET_LIMITS.subject} error={errors.subject?.message} {...form.register('subject')} />
      <SelectField id={`${id}-priority`} label="Priority" error={errors.priority?.message} {...form.register('priority')}>
        {PRIORITY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={`${id}-message`}
        label="Message"
        rows={6}
        maxLength={TICKET_LIMITS.message}
        hint="Tell us what happened and, if it is about a case, which one."
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto sm:self-start">
        {create.isPending ? 'Submitting…' : 'Submit Request'}
      </Button>
    </form>
  );
}
