import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, UserRoundSearch } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldErrorMap } from '@/lib/field-errors';
import { attorneyKeys } from '../api/attorney-keys';
import { REFERRAL_BUDGET, PRACTICE_AREAS, REFERRAL_URGENCY } from '../api/options';
import type { ReferralRequestInput } from '../api/request-referral';
import { requestReferral } from '../api/request-referral';
import { waitUntilSent } from '../api/get-referrals';
import type { Referral, ReferralPayment } from '../api/types';
import { SampleBadge } from './sample-data';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

const EMPTY: ReferralRequestInput = {
  caseType: '',
  state: '',
  zipCode: '',
  description: '',
  urgency: 'medium',
  budget: '',
  contactEmail: '',
  contactPhone: '',
};

/** Whom a referral went to (spec: the product shows the user whom it was sent to). */
export function ReferralSent({ referral, onAnother }: { referral: Referral; onAnother?: () => void }) {
  const t = useT();
  return (
    <Alert variant="success" role="status">
      <CheckCircle2 aria-hidden="true" />
      <div className="flex flex-col gap-2">
        <AlertTitle>{t(m.referralSubmitted)}</AlertTitle>
        <AlertDescription>
          <p>{t(m.referralSentBody)}</p>
          <ul className="mt-2 flex flex-col gap-1" aria-label={t(m.sentToLabel)}>
            {referral.attorneys.map((a) => (
              <li key={a.attorneyId} className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{a.name}</span>
                <span>{t(m.firmPlace, { firm: a.firm, city: a.city, state: a.state })}</span>
                {a.source === 'sample' ? <SampleBadge /> : null}
              </li>
            ))}
          </ul>
        </AlertDescription>
        {onAnother ? (
          <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onAnother}>
            {t(m.requestAnother)}
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}

export interface ReferralFormProps {
  states: ReadonlyArray<{ code: string; name: string }>;
  signedIn: boolean;
  /** "$15" to pay, "Included with your plan", or null while prices load */
  feeText: string | null;
  /** not signed in: where the form sends the user */
  onLoginRequired: () => void;
  /** the payment form for a referral fee; call `onPaid` once the payment succeeded */
  renderPayment: (payment: ReferralPayment, onPaid: () => void) => ReactNode;
}

/**
 * Request Attorney Referral (spec §2, §3, §5): caseType, state, contact email and the description are required
 * ('Missing Information'); a plan includes the referral, otherwise its fee is paid first, then it goes to 2-3
 * matching attorneys and the card shows whom.
 */
export function ReferralRequestCard({
  states,
  signedIn,
  feeText,
  onLoginRequired,
  renderPayment,
}: ReferralFormProps) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ReferralRequestInput>(EMPTY);
  const [pending, setPending] = useState(false);
  const [awaiting, setAwaiting] = useState<{ referral: Referral; payment: ReferralPayment } | null>(null);
  const [sent, setSent] = useState<Referral | null>(null);
  /** The server's sentences for refused fields, under each field (issue 32). */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = (field: keyof ReferralRequestInput) => (event: { target: { value: string } }) => {
    const value =
      field === 'zipCode' ? event.target.value.replace(/\D/g, '').slice(0, 5) : event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  /** aria props of a field that may show the server's sentence. */
  const invalid = (field: keyof ReferralRequestInput, hint?: string) => ({
    'aria-invalid': fieldErrors[field] ? true : undefined,
    'aria-describedby':
      [hint, fieldErrors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined,
  });

  const [sameMatter, setSameMatter] = useState<{
    input: ReferralRequestInput;
    date: string;
    attorneys: string;
  } | null>(null);

  const done = (referral: Referral) => {
    toast({
      title: t(m.referralSubmitted),
      description: t(m.referralToast),
    });
    setAwaiting(null);
    setSent(referral);
    setValues(EMPTY);
    void queryClient.invalidateQueries({ queryKey: attorneyKeys.referrals });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = {
      ...values,
      description: values.description.trim(),
      contactEmail: values.contactEmail.trim(),
    };
    if (
      !trimmed.caseType ||
      !trimmed.state ||
      !trimmed.zipCode ||
      !trimmed.contactEmail ||
      !trimmed.description
    ) {
      toast({
        variant: 'destructive',
        title: t(m.missingInfo),
        description: t(m.missingInfoBody),
      });
      return;
    }
    if (!signedIn) {
      toast({
        title: t(m.loginRequired),
        description: t(m.loginToRefer),
      });
      onLoginRequired();
      return;
    }
    await send(trimmed, false);
  };

  /** Sends the form; a second paid request for the same matter asks first (docs/adr/215). */
  const send = async (trimmed: ReferralRequestInput, confirmSameMatter: boolean) => {
    setPending(true);
    try {
      const result = await requestReferral(confirmSameMatter ? { ...trimmed, confirmSameMatter } : trimmed);
      if (result.status === 'sent') done(result.referral);
      else if (result.payment) setAwaiting({ referral: result.referral, payment: result.payment });
    } catch (error) {
      const same = sameMatterOf(error);
      if (same) {
        setSameMatter({ input: trimmed, ...same });
        return;
      }
      const refused = fieldErrorMap(error);
      setFieldErrors(refused);
      const first = (Object.keys(EMPTY) as (keyof ReferralRequestInput)[]).find((f) => refused[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      toast({
        variant: 'destructive',
        title: t(m.submissionFailed),
        description: getErrorMessage(error, t(m.tryAgainOrSupport)),
      });
    } finally {
      setPending(false);
    }
  };

  const onPaid = async () => {
    if (!awaiting) return;
    try {
      const referral = await waitUntilSent(awaiting.referral.id);
      if (referral.status === 'sent') done(referral);
      else
        toast({
          title: t(m.paymentProcessed),
          description: t(m.paymentProcessedBody),
        });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t(m.error),
        description: getErrorMessage(error, t(m.reloadPage)),
      });
    }
  };

  return (
    <>
      <ConfirmDialog
        open={sameMatter !== null}
        onOpenChange={(open) => (open ? undefined : setSameMatter(null))}
        title={t(m.sameMatterTitle)}
        description={t(m.sameMatterBody, {
          date: sameMatter?.date ?? '',
          attorneys: sameMatter?.attorneys ?? '',
        })}
        confirmLabel={t(m.sameMatterConfirm)}
        onConfirm={() => {
          const input = sameMatter?.input;
          setSameMatter(null);
          if (input) void send(input, true);
        }}
      />
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2">
            <UserRoundSearch className="size-5 text-primary" aria-hidden="true" />
            <CardTitle>{t(m.requestReferral)}</CardTitle>
          </div>
          <CardDescription>
            {feeText ? t(m.requestReferralFee, { fee: feeText }) : t(m.requestReferralIntro)}
          </CardDescription>
        </CardHeader>
        {sent ? (
          <ReferralSent referral={sent} onAnother={() => setSent(null)} />
        ) : awaiting ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm">{t(m.readyFor, { count: awaiting.referral.attorneys.length })}</p>
            {renderPayment(awaiting.payment, () => void onPaid())}
            <Button type="button" variant="ghost" onClick={() => setAwaiting(null)}>
              {t(m.cancel)}
            </Button>
          </div>
        ) : (
          <form
            onSubmit={(e) => void onSubmit(e)}
            noValidate
            className="flex flex-col gap-4"
            aria-label={t(m.referralForm)}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Field>
                <Label htmlFor={`${id}-caseType`}>{t(m.caseType)}</Label>
                <Select
                  id={`${id}-caseType`}
                  name="caseType"
                  value={values.caseType}
                  onChange={set('caseType')}
                  required
                  {...invalid('caseType')}
                >
                  <option value="">{t(m.chooseType)}</option>
                  {PRACTICE_AREAS.map((area) => (
                    <option key={area.value} value={area.value}>
                      {t(area.label)}
                    </option>
                  ))}
                </Select>
                <FieldError id={`${id}-caseType-error`}>{fieldErrors.caseType}</FieldError>
              </Field>
              <Field>
                <Label htmlFor={`${id}-state`}>{t(m.stateRequiredLabel)}</Label>
                <Select
                  id={`${id}-state`}
                  name="state"
                  value={values.state}
                  onChange={set('state')}
                  required
                  {...invalid('state')}
                >
                  <option value="">{t(m.chooseState)}</option>
                  {states.map((s) => (
                    <option key={s.code} value={s.code}>
                      {t(m.stateOption, { name: s.name, code: s.code })}
                    </option>
                  ))}
                </Select>
                <FieldError id={`${id}-state-error`}>{fieldErrors.state}</FieldError>
              </Field>
            </div>
            <Field>
              <Label htmlFor={`${id}-zipCode`}>{t(m.zipRequired)}</Label>
              <Input
                id={`${id}-zipCode`}
                name="zipCode"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                className="sm:max-w-40"
                value={values.zipCode}
                onChange={set('zipCode')}
                required
                {...invalid('zipCode', `${id}-zipCode-hint`)}
              />
              <FieldHint id={`${id}-zipCode-hint`}>{t(m.zipRequiredHint)}</FieldHint>
              <FieldError id={`${id}-zipCode-error`}>{fieldErrors.zipCode}</FieldError>
            </Field>
            <Field>
              <Label htmlFor={`${id}-description`}>{t(m.whatHappened)}</Label>
              <Textarea
                id={`${id}-description`}
                name="description"
                value={values.description}
                onChange={set('description')}
                maxLength={2000}
                required
                placeholder={t(m.whatHappenedPlaceholder)}
                {...invalid('description')}
              />
              <FieldError id={`${id}-description-error`}>{fieldErrors.description}</FieldError>
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field>
                <Label htmlFor={`${id}-urgency`}>{t(m.howSoon)}</Label>
                <Select id={`${id}-urgency`} name="urgency" value={values.urgency} onChange={set('urgency')}>
                  {REFERRAL_URGENCY.map((u) => (
                    <option key={u.value} value={u.value}>
                      {t(u.label)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field>
                <Label htmlFor={`${id}-budget`}>{t(m.budget)}</Label>
                <Select id={`${id}-budget`} name="budget" value={values.budget} onChange={set('budget')}>
                  <option value="">{t(m.chooseBudget)}</option>
                  {REFERRAL_BUDGET.map((b) => (
                    <option key={b.value} value={b.value}>
                      {t(b.label)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field>
                <Label htmlFor={`${id}-contactEmail`}>{t(m.emailRequired)}</Label>
                <Input
                  id={`${id}-contactEmail`}
                  name="contactEmail"
                  type="email"
                  autoComplete="email"
                  value={values.contactEmail}
                  onChange={set('contactEmail')}
                  required
                  {...invalid('contactEmail')}
                />
                <FieldError id={`${id}-contactEmail-error`}>{fieldErrors.contactEmail}</FieldError>
              </Field>
              <Field>
                <Label htmlFor={`${id}-contactPhone`}>{t(m.phoneOptional)}</Label>
                <Input
                  id={`${id}-contactPhone`}
                  name="contactPhone"
                  type="tel"
                  autoComplete="tel"
                  value={values.contactPhone}
                  onChange={set('contactPhone')}
                  {...invalid('contactPhone')}
                />
                <FieldError id={`${id}-contactPhone-error`}>{fieldErrors.contactPhone}</FieldError>
              </Field>
            </div>
            <Button type="submit" disabled={pending}>
              {pending ? t(m.sending) : t(m.requestReferral)}
            </Button>
          </form>
        )}
      </Card>
    </>
  );
}

/** The 409 of a second paid request for the same matter (confirm: referral_same_matter), or null. */
function sameMatterOf(error: unknown): { date: string; attorneys: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as {
      confirm?: string;
      params?: { date?: string; attorneys?: string };
    };
    if (body.confirm !== 'referral_same_matter') return null;
    return { date: body.params?.date ?? '', attorneys: body.params?.attorneys ?? '' };
  } catch {
    return null;
  }
}
