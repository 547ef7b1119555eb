import { useT } from '@/lib/i18n/use-t';
import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical } from 'lucide-react';
import { useId, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import type { SandboxCard } from '../api/confirm-sandbox-payment';
import {
  cardDetailsSchema,
  fieldOfDecline,
  formatCardNumber,
  formatExpiry,
  type CardFormValues,
} from '../lib/card-details';
import { declineMessage } from '../lib/decline';
import { messages as m } from '../messages';
import { CardField } from './card-field';
import { PayButton } from './pay-button';

/** The test cards, in the page's language. */
export const TEST_CARD_HINT = m.testCards;

/** Reformats as the user types at the end of the field; edits in the middle are left alone so the caret stays put. */
function withFormat(registration: UseFormRegisterReturn, format: (value: string) => string) {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      if (input.selectionStart === null || input.selectionStart === input.value.length) {
        input.value = format(input.value);
      }
      return registration.onChange(event);
    },
  };
}

/**
 * Card form of the sandbox gateway (no Stripe keys set): it behaves like Stripe's test mode, so the
 * hint lists the test cards. A declined card keeps the form filled in for another try.
 */
export function SandboxCardForm({
  payLabel,
  processing,
  onPay,
  children,
}: {
  payLabel: string;
  processing: boolean;
  /** a failed outcome with a decline code puts its message at the field it is about */
  onPay: (card: SandboxCard) => Promise<{ status: string; code?: string; message?: string }>;
  /** fields shown above the card (e.g. the account fields of a subscription sign-up), submitted with it */
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const schema = useMemo(() => cardDetailsSchema(), []);
  const form = useForm<CardFormValues, unknown, SandboxCard>({
    resolver: zodResolver(schema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (card) => {
    const outcome = await onPay(card);
    if (outcome.status !== 'failed') return;
    const field = fieldOfDecline(outcome.code);
    if (field)
      form.setError(
        field,
        { type: 'gateway', message: declineMessage(outcome.code, outcome.message ?? '') },
        { shouldFocus: true },
      );
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(m.cardDetails)}
      className="flex flex-col gap-5"
    >
      {children}
      <Alert variant="info">
        <FlaskConical aria-hidden="true" />
        <AlertDescription>
          <p>{t(TEST_CARD_HINT)}</p>
        </AlertDescription>
      </Alert>
      <CardField
        id={`${id}-number`}
        label={t(m.cardNumber)}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        placeholder="1234 1234 1234 1234"
        error={errors.cardNumber?.message}
        {...withFormat(form.register('cardNumber'), formatCardNumber)}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardField
          id={`${id}-expiry`}
          label={t(m.expiry)}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
          placeholder={t(m.expiryPlaceholder)}
          error={errors.expiry?.message}
          {...withFormat(form.register('expiry'), formatExpiry)}
        />
        <CardField
          id={`${id}-cvc`}
          label={t(m.cvc)}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="123"
          error={errors.cvc?.message}
          {...form.register('cvc')}
        />
      </div>
      <PayButton type="submit" label={payLabel} processing={processing} />
    </form>
  );
}
