import { AlertTriangle, CreditCard, Lock, Pencil, RotateCw, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getCurrentCaseId } from '@/features/cases/api/current-case';
import { useCase } from '@/features/cases/api/get-case';
import { useUpdateCase } from '@/features/cases/api/update-case';
import { CaseStatusBadge } from '@/features/cases/components/case-status-badge';
import { useJurisdictions } from '@/features/law/api/get-jurisdictions';
import { EligibilityNotice } from '@/features/law/components/eligibility-notice';
import { usePricing } from '@/features/pricing/api/get-pricing';
import { answersFrom, toUpdateCaseInput, type Answers } from '@/features/questionnaire/api/answers';
import { AnswersSummary } from '@/features/questionnaire/components/answers-summary';
import { CaseDetailsForm } from '@/features/questionnaire/components/case-details-form';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useRequireAuth } from '@/lib/auth';
import { caseTypeLabel, isCaseType, type Case } from '@/lib/cases';
import { formatLongDate } from '@/lib/format';
import { useDocumentPrices, useStatesSource } from './use-case-options';
import { CaseRecommendations } from '../attorneys/case-recommendations';
import { CaseNotFound, MessageCard } from './case-message';

/** Details may be revised until the case is paid for. */
const EDITABLE_STATUSES = new Set(['draft', 'pending']);

function answersOfCase(item: Case): Answers {
  return answersFrom(item.formData, {
    caseType: isCaseType(item.caseType) ? item.caseType : '',
    state: item.state ?? '',
    amountClaimed: item.amount ?? '',
    agreedToTerms: true,
  });
}

function eligibilityAnswers(answers: Answers) {
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
  };
}

function CaseReviewContent({ caseId }: { caseId: string }) {
  const query = useCase(caseId);
  const states = useStatesSource(useJurisdictions());
  const documentPrices = useDocumentPrices(usePricing());
  const updateCase = useUpdateCase();
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <PageSkeleton />;

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <CaseNotFound />;
    }
    return (
      <Card role="alert" className="max-w-xl items-start">
        <AlertTriangle className="size-7 text-warning-border" aria-hidden="true" />
        <h2 className="text-xl font-semibold">We couldn't load this case</h2>
        <p className="text-muted-foreground">
          {getErrorMessage(query.error, 'Check your connection and try again.')}
        </p>
        <Button type="button" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }

  const item = query.data;
  const answers = answersOfCase(item);
  const editable = EDITABLE_STATUSES.has(item.status);
  const stateName = states.options.find((s) => s.code === answers.state)?.name;
  const title = item.title?.trim() ? item.title : caseTypeLabel(item.caseType || answers.caseType);
  const created = new Date(item.createdAt);

  const save = async (next: Answers) => {
    try {
      await updateCase.mutateAsync({ id: item.id, input: toUpdateCaseInput(next) });
    } catch (error) {
      // Paid in the meantime (409): reload so the page shows the locked case.
      if (error instanceof ApiError && error.status === 409) void query.refetch();
      throw error;
    }
    toast({ title: 'Case Updated', description: 'Your changes are saved.' });
    setEditing(false);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold break-words">{title}</h2>
        <CaseStatusBadge status={item.status} />
      </div>
      {Number.isNaN(created.getTime()) ? null : (
        <p className="-mt-4 text-sm text-muted-foreground">Created {formatLongDate(created)}</p>
      )}

      {editable ? null : (
        <Alert variant="info">
          <Lock aria-hidden="true" />
          <AlertDescription>
            <p>
              This case is paid for, so its details are locked and your document is based on them. To change
              something, edit the document itself or contact support.
            </p>
          </AlertDescription>
        </Alert>
      )}

      {editing && editable ? (
        <Card>
          <CardHeader>
            <CardTitle>Edit case details</CardTitle>
            <CardDescription>
              Change any answer before you pay. Your document will use the saved answers.
            </CardDescription>
          </CardHeader>
          <CaseDetailsForm
            defaultAnswers={answers}
            states={states}
            documentPrices={documentPrices}
            renderEligibility={(current) => (
              <EligibilityNotice
                answers={eligibilityAnswers(current)}
                stateName={states.options.find((s) => s.code === current.state)?.name}
              />
            )}
            onSave={save}
            onCancel={() => setEditing(false)}
          />
        </Card>
      ) : (
        <>
          <EligibilityNotice answers={eligibilityAnswers(answers)} stateName={stateName} />
          <AnswersSummary
            answers={answers}
            stateName={stateName}
            prices={documentPrices}
            steps={[0, 1, 2, 3, 4, 5]}
          />
          {editable ? (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="button" variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit Details
              </Button>
              <Button asChild>
                <Link href={paths.checkout.getHref(item.id)}>
                  <CreditCard aria-hidden="true" />
                  Continue to Payment
                </Link>
              </Button>
            </div>
          ) : null}
        </>
      )}

      <section aria-labelledby="case-attorneys" className="flex max-w-2xl flex-col gap-3">
        <h2 id="case-attorneys" className="flex items-center gap-2 text-lg font-semibold">
          <Users className="size-5 text-primary" aria-hidden="true" />
          Attorneys who match your case
        </h2>
        <CaseRecommendations
          caseId={item.id}
          emptyText="We have no attorneys in your state for this kind of case in our directory yet."
        />
        <p className="text-sm text-muted-foreground">
          Or{' '}
          <Link
            href={paths.attorneyReferral.getHref()}
            className="font-semibold text-primary underline underline-offset-4"
          >
            search the attorney directory
          </Link>
          .
        </p>
      </section>
    </div>
  );
}

export function CaseReviewRoute() {
  const { isAuthenticated } = useRequireAuth();
  const [searchParams] = useSearchParams();
  const caseId = searchParams.get('caseId') || getCurrentCaseId();

  return (
    <PageContainer className="max-w-4xl">
      <PageMeta title="Case Review" noIndex />
      <PageHeader title="Case review" description="Check your answers and change them before you pay." />
      {!isAuthenticated ? (
        <PageSkeleton />
      ) : caseId ? (
        <CaseReviewContent key={caseId} caseId={caseId} />
      ) : (
        <MessageCard title="No case selected">
          <p className="text-muted-foreground">Open this page from one of your cases on My Documents.</p>
          <Button asChild>
            <Link href={paths.myDocuments.getHref()}>Go to My Documents</Link>
          </Button>
        </MessageCard>
      )}
    </PageContainer>
  );
}
