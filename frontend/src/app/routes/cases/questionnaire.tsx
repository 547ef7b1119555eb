import { CheckCircle2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCreateCase } from '@/features/cases/api/create-case';
import { useJurisdictions } from '@/features/law/api/get-jurisdictions';
import {
  EligibilityNotice,
  useEligibilityOf,
  type EligibilityAnswers,
} from '@/features/law/components/eligibility-notice';
import { usePricing } from '@/features/pricing/api/get-pricing';
import type { Answers } from '@/features/questionnaire/api/answers';
import { ResponseDaysField } from '@/features/questionnaire/components/force-fields';
import { Questionnaire } from '@/features/questionnaire/components/questionnaire';
import { messages as m } from '@/features/questionnaire/messages';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';
import type { CreateCaseResult } from '@/lib/cases';
import { coversADocument, useSubscriptionStatus } from '@/features/subscriptions/api/get-subscription-status';
import { useDocumentPrices, useStatesSource } from './use-case-options';

// The sign-in and sign-up forms of the last step load when a visitor gets there, not with the first step.
const InlineAccountPanel = lazy(async () => ({
  default: (await import('./inline-account-panel')).InlineAccountPanel,
}));
function AccountPanelSkeleton() {
  const t = useT();
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <span className="sr-only">{t(m.loading)}</span>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
const accountPanelSkeleton = <AccountPanelSkeleton />;

/** A paid or plan-covered case goes straight to its document (spec §4); any other to checkout. */
export function afterCreateHref(result: CreateCaseResult): string {
  return result.status === 'paid' || result.status === 'subscription'
    ? paths.documentPreview.getHref(result.id)
    : paths.checkout.getHref(result.id);
}

/** The answers the law check reads. */
function eligibilityAnswersOf(answers: Answers): EligibilityAnswers {
  return {
    state: answers.state,
    amount: answers.amountClaimed,
    caseType: answers.caseType,
    documentType: answers.documentType,
    incidentDate: answers.incidentDate,
    claimantKind: answers.claimantKind,
    agreementForm: answers.agreementForm,
    defendantKind: answers.defendantKind,
    consumerTransaction: answers.consumerTransaction,
    deceptiveActs: answers.deceptiveActs,
    defendantAddress: answers.defendantAddress,
    forwardingAddressGiven: answers.forwardingAddressGiven,
    forwardingAddressDate: answers.forwardingAddressDate,
  };
}

/** The response-period choice with what the state's law requires (the same check as the notices). */
function ResponseDaysWithLaw({ answers }: { answers: Answers }) {
  const { query } = useEligibilityOf(eligibilityAnswersOf(answers));
  return <ResponseDaysField response={query.data?.response} />;
}

export function QuestionnaireRoute() {
  const t = useT();
  const [, navigate] = useLocation();
  const auth = useAuth();
  const states = useStatesSource(useJurisdictions());
  // A subscriber whose plan covers one more document sees "Included in your plan", not the prices (issue 27).
  const plan = useSubscriptionStatus({ enabled: auth.isAuthenticated });
  const documentPrices = useDocumentPrices(usePricing(), coversADocument(plan.data));
  const createCase = useCreateCase();

  return (
    <PageContainer className="max-w-3xl">
      <PageMeta title={t(m.pageTitle)} description={t(m.pageDescription)} />
      <PageHeader title={t(m.headerTitle)} description={t(m.headerDescription)} />
      <Questionnaire
        states={states}
        documentPrices={documentPrices}
        renderEligibility={(answers) => (
          <EligibilityNotice
            answers={eligibilityAnswersOf(answers)}
            stateName={states.options.find((s) => s.code === answers.state)?.name}
          />
        )}
        renderResponseDays={(answers) => <ResponseDaysWithLaw answers={answers} />}
        isSignedIn={auth.isAuthenticated}
        accountPanel={(answers) => (
          <Suspense fallback={accountPanelSkeleton}>
            <InlineAccountPanel
              isChecking={auth.isLoading}
              suggested={{ name: answers.plaintiffName.trim(), email: answers.plaintiffEmail.trim() }}
            />
          </Suspense>
        )}
        accountNote={
          auth.user ? (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                {t.rich(m.signedInAs, {
                  email: auth.user.email,
                  strong: (chunks) => <strong className="break-all text-foreground">{chunks}</strong>,
                })}
              </span>
            </p>
          ) : null
        }
        createCase={createCase.mutateAsync}
        onCreated={(result) => navigate(afterCreateHref(result))}
      />
    </PageContainer>
  );
}
