import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, CreditCard, FilePlus2, ListChecks } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { getFieldProblems } from '@/lib/field-errors';
import { translate } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import type { CreateCaseInput, CreateCaseResult } from '@/lib/cases';
import {
  ANSWER_FIELDS,
  answersFrom,
  answersSchema,
  EMPTY_ANSWERS,
  fieldFromServerMessage,
  isMissingNameOrEmail,
  LAST_STEP,
  MESSAGES,
  percentComplete,
  STEP_COUNT,
  stepOfField,
  STEPS,
  TEASER_TO_CASE_TYPE,
  toCreateCaseInput,
  type AnswerField,
  type Answers,
} from '../api/answers';
import { clearDraft, loadDraft, saveDraft } from '../api/draft';
import { peekHomeSelection, takeHomeSelection } from '../api/home-selection';
import { messages as m } from '../messages';
import { AnswersSummary } from './answers-summary';
import { LeverageFields, ResponseDaysField, SpeakToThemCheck } from './force-fields';
import {
  AgreementFormField,
  DamageItemsEditor,
  DefendantKindFields,
  InterestField,
  SendingFields,
} from './letter-fields';
import {
  CaseTypeLocationFields,
  DisputeDetailsFields,
  DocumentTypeField,
  OtherPartyFields,
  ResolutionFields,
  TermsField,
  YourInformationFields,
  type DocumentPrices,
  type StatesSource,
} from './step-fields';

export interface QuestionnaireProps {
  states: StatesSource;
  documentPrices?: DocumentPrices;
  /** the eligibility check for the current answers (DESIGN §5); rendered on step 1, under the amount and on the review */
  renderEligibility: (answers: Answers) => ReactNode;
  /** the response-period choice of the last step, with what the law requires (without it: the choice alone) */
  renderResponseDays?: (answers: Answers) => ReactNode;
  /** creating a case needs an account (DESIGN §8) */
  isSignedIn: boolean;
  /** shown on the last step while signed out: sign in or register without leaving the page */
  accountPanel?: (answers: Answers) => ReactNode;
  /** shown on the last step while signed in */
  accountNote?: ReactNode;
  createCase: (input: CreateCaseInput) => Promise<CreateCaseResult>;
  /** after the case exists and the draft is gone: go to checkout or the document */
  onCreated: (result: CreateCaseResult) => void;
}

interface InitialState {
  answers: Answers;
  step: number;
  fromHome: boolean;
}

/** The saved draft, with the home teaser's choice (if any) on top. Pure: it only reads storage. */
function initialState(): InitialState {
  const draft = loadDraft();
  const selection = peekHomeSelection();
  const answers = draft?.answers ?? EMPTY_ANSWERS;
  if (!selection) return { answers, step: draft?.step ?? 0, fromHome: false };
  const step = Math.min(Math.max(Math.trunc(selection.startAtStep) - 1, 0), LAST_STEP);
  return { answers: { ...answers, caseType: TEASER_TO_CASE_TYPE[selection.caseType] }, step, fromHome: true };
}

function ProgressHeader({ step }: { step: number }) {
  const t = useT();
  const percent = percentComplete(step);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
        <span>{t(m.stepOf, { step: step + 1, total: STEP_COUNT })}</span>
        <span>{t(m.percentComplete, { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t(m.progressLabel)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t(m.progressText, { step: step + 1, total: STEP_COUNT, percent })}
        className="h-2 w-full overflow-hidden rounded-full bg-navy-100"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

type FocusTarget = AnswerField | 'heading' | 'account';

/**
 * The 6-step case intake (spec §2, §4, §5). Nothing blocks moving between steps; every answer is kept in a
 * local draft; creating the case checks everything, shows each problem at its field and opens its step.
 */
export function Questionnaire({
  states,
  documentPrices,
  renderEligibility,
  renderResponseDays,
  isSignedIn,
  accountPanel,
  accountNote,
  createCase,
  onCreated,
}: QuestionnaireProps) {
  const t = useT();
  const [initial] = useState(initialState);
  const form = useForm<Answers>({
    resolver: zodResolver(answersSchema),
    mode: 'onTouched',
    defaultValues: initial.answers,
    shouldFocusError: false,
  });
  const [step, setStep] = useState(initial.step);
  const [returnToReview, setReturnToReview] = useState(false);
  const [isCreating, setIsCreating] = useState(false);
  const [needsAccount, setNeedsAccount] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; n: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const accountRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef(step);
  stepRef.current = step;
  const formId = useId();
  const answers = useWatch({ control: form.control }) as Answers;

  // The home teaser's choice is used once (spec §4): remove it, and keep what it set in the draft.
  useEffect(() => {
    if (!initial.fromHome) return;
    takeHomeSelection();
    saveDraft({ answers: answersFrom(form.getValues()), step: initial.step });
  }, [initial, form]);

  // Every change is saved locally, so a reload or a sign-in keeps the answers.
  useEffect(() => {
    const subscription = form.watch((values) =>
      saveDraft({ answers: answersFrom(values), step: stepRef.current }),
    );
    return () => subscription.unsubscribe();
  }, [form]);

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    saveDraft({ answers: answersFrom(form.getValues()), step });
  }, [step, form]);

  // Focus follows the step: its heading, or the answer that needs fixing.
  useEffect(() => {
    if (!focusRequest) return;
    const { target } = focusRequest;
    if (target === 'heading') headingRef.current?.focus();
    else if (target === 'account') accountRef.current?.focus();
    else form.setFocus(target);
  }, [focusRequest, form]);

  const goTo = (next: number, target: FocusTarget = 'heading') => {
    setStep(next);
    setFocusRequest((prev) => ({ target, n: (prev?.n ?? 0) + 1 }));
  };

  const editStep = (index: number) => {
    setReturnToReview(true);
    goTo(index);
  };

  const onInvalid = (errors: FieldErrors<Answers>) => {
    const values = form.getValues();
    if (isMissingNameOrEmail(values)) {
      toast({
        variant: 'destructive',
        title: MESSAGES.missingTitle,
        description: MESSAGES.missingDescription,
      });
    }
    const first = ANSWER_FIELDS.find((field) => errors[field]);
    if (first) goTo(stepOfField(first), first);
  };

  const onValid = async (values: Answers) => {
    if (!isSignedIn) {
      setNeedsAccount(true);
      setFocusRequest((prev) => ({ target: 'account', n: (prev?.n ?? 0) + 1 }));
      return;
    }
    setIsCreating(true);
    let result: CreateCaseResult;
    try {
      result = await createCase(toCreateCaseInput(values));
    } catch (error) {
      setIsCreating(false);
      const message = getErrorMessage(error, translate(m.tryAgainLater));
      toast({ variant: 'destructive', title: translate(m.errorCreatingCase), description: message });
      if (error instanceof ApiError && error.status === 400) {
        // The 400 names the field (`formData.plaintiffEmail`); the message is the sentence shown beside it.
        const field = fieldFromServerMessage(getFieldProblems(error)[0]?.field ?? message);
        if (field) {
          form.setError(field, { type: 'server', message });
          goTo(stepOfField(field), field);
        }
      }
      return;
    }
    clearDraft();
    toast({
      title: translate(m.caseCreated),
      description:
        result.status === 'paid' || result.status === 'subscription'
          ? translate(m.caseCreatedCovered)
          : translate(m.caseCreatedPay),
    });
    onCreated(result);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < LAST_STEP) {
      goTo(step + 1);
      return;
    }
    if (isCreating) return;
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  const current = STEPS[step] ?? STEPS[0]!;
  const isLast = step === LAST_STEP;
  const eligibilityKnown = answers.state !== '' && answers.amountClaimed.trim() !== '';

  let fields: ReactNode;
  switch (step) {
    case 0:
      fields = (
        <>
          <CaseTypeLocationFields states={states} />
          {eligibilityKnown ? renderEligibility(answers) : null}
        </>
      );
      break;
    case 1:
      fields = <YourInformationFields />;
      break;
    case 2:
      fields = (
        <>
          <OtherPartyFields />
          <DefendantKindFields />
        </>
      );
      break;
    case 3:
      fields = (
        <>
          <DisputeDetailsFields eligibility={eligibilityKnown ? renderEligibility(answers) : null} />
          <DamageItemsEditor />
          <AgreementFormField />
          <LeverageFields />
        </>
      );
      break;
    case 4:
      fields = (
        <>
          <ResolutionFields />
          <SendingFields />
        </>
      );
      break;
    default: {
      const stateName = states.options.find((s) => s.code === answers.state)?.name;
      fields = (
        <>
          <DocumentTypeField prices={documentPrices} />
          <InterestField />
          {renderResponseDays ? renderResponseDays(answers) : <ResponseDaysField />}
          <SpeakToThemCheck />
          {eligibilityKnown ? renderEligibility(answers) : null}
          <div className="flex flex-col gap-3">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <ListChecks className="size-5 text-primary" aria-hidden="true" />
              {t(m.reviewYourAnswers)}
            </h3>
            <AnswersSummary
              answers={answers}
              stateName={stateName}
              prices={documentPrices}
              onEdit={editStep}
            />
          </div>
          <TermsField />
        </>
      );
    }
  }

  return (
    <Card className="gap-6">
      <ProgressHeader step={step} />
      <div className="flex flex-col gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold outline-none">
          {current.title}
        </h2>
        <p className="text-muted-foreground">{current.description}</p>
      </div>

      <FormProvider {...form}>
        <form
          id={formId}
          onSubmit={onSubmit}
          noValidate
          aria-label={t(m.formLabel, { step: step + 1, title: current.title })}
          className="flex flex-col gap-6"
        >
          {fields}
        </form>
      </FormProvider>

      {isLast ? (
        <div ref={accountRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
          {isSignedIn ? accountNote : accountPanel?.(answers)}
          {needsAccount && !isSignedIn ? (
            <Alert variant="warning" role="alert">
              <AlertDescription>
                <p>{t(m.needsAccount)}</p>
              </AlertDescription>
            </Alert>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
        <Button type="button" variant="outline" disabled={step === 0} onClick={() => goTo(step - 1)}>
          <ArrowLeft aria-hidden="true" />
          {t(m.previous)}
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {returnToReview && !isLast ? (
            <Button type="button" variant="ghost" onClick={() => goTo(LAST_STEP)}>
              {t(m.backToReview)}
            </Button>
          ) : null}
          {isLast ? (
            <>
              <Button type="submit" form={formId} variant="outline" disabled={isCreating}>
                <FilePlus2 aria-hidden="true" />
                {isCreating ? t(m.creatingCase) : t(m.createCase)}
              </Button>
              <Button type="submit" form={formId} disabled={isCreating}>
                <CreditCard aria-hidden="true" />
                {t(m.continueToPayment)}
              </Button>
            </>
          ) : (
            <Button type="submit" form={formId}>
              {t(m.nextStep)}
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      {isLast ? <p className="text-sm text-muted-foreground">{t(m.bothButtons)}</p> : null}
    </Card>
  );
}
