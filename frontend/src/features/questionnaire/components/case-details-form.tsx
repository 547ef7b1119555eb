import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { getFieldProblems } from '@/lib/field-errors';
import {
  ANSWER_FIELDS,
  answersSchema,
  fieldFromServerMessage,
  STEPS,
  type AnswerField,
  type Answers,
} from '../api/answers';
import {
  CaseTypeLocationFields,
  DisputeDetailsFields,
  DocumentTypeField,
  OtherPartyFields,
  ResolutionFields,
  YourInformationFields,
  type DocumentPrices,
  type StatesSource,
} from './step-fields';
import { LeverageFields, ResponseDaysField } from './force-fields';

function Section({ index, children }: { index: number; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5 rounded-lg border border-border p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-heading">{STEPS[index]?.title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The questionnaire's answers on one page, for revising a case before payment (case review).
 * The terms were agreed when the case was created and stay agreed.
 */
export function CaseDetailsForm({
  defaultAnswers,
  states,
  documentPrices,
  renderEligibility,
  onSave,
  onCancel,
}: {
  defaultAnswers: Answers;
  states: StatesSource;
  documentPrices?: DocumentPrices;
  renderEligibility: (answers: Answers) => ReactNode;
  /** resolves once saved; rejects with the server's error */
  onSave: (answers: Answers) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<Answers>({
    resolver: zodResolver(answersSchema),
    mode: 'onTouched',
    defaultValues: { ...defaultAnswers, agreedToTerms: true },
  });
  const [isSaving, setIsSaving] = useState(false);
  const answers = useWatch({ control: form.control }) as Answers;

  const focusFirst = (errors: FieldErrors<Answers>) => {
    const first = ANSWER_FIELDS.find((field) => errors[field]);
    if (first) form.setFocus(first);
  };

  const onValid = async (values: Answers) => {
    setIsSaving(true);
    try {
      await onSave(values);
    } catch (error) {
      const message = getErrorMessage(error, 'Please try again.');
      toast({ variant: 'destructive', title: 'Save Failed', description: message });
      const field: AnswerField | null =
        error instanceof ApiError && error.status === 400
          ? fieldFromServerMessage(getFieldProblems(error)[0]?.field ?? message)
          : null;
      if (field) {
        form.setError(field, { type: 'server', message });
        form.setFocus(field);
      }
    } finally {
      setIsSaving(false);
    }
  };

  const showEligibility = answers.state !== '' && answers.amountClaimed.trim() !== '';

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void form.handleSubmit(onValid, focusFirst)(event)}
        noValidate
        aria-label="Edit case details"
        className="flex flex-col gap-6"
      >
        <Section index={0}>
          <CaseTypeLocationFields states={states} />
        </Section>
        <Section index={1}>
          <YourInformationFields />
        </Section>
        <Section index={2}>
          <OtherPartyFields />
        </Section>
        <Section index={3}>
          <DisputeDetailsFields eligibility={showEligibility ? renderEligibility(answers) : null} />
          <LeverageFields />
        </Section>
        <Section index={4}>
          <ResolutionFields />
        </Section>
        <DocumentTypeField prices={documentPrices} />
        <ResponseDaysField />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            <Save aria-hidden="true" />
            {isSaving ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
