import { useParams, useSearchParams } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isCaseOutcome } from '@/features/follow-up/api/types';
import { AnswerConfirmation } from '@/features/follow-up/components/answer-confirmation';

/** /cases/{id}/answer?outcome=…&token=…: where a reminder email's answer buttons lead (no sign-in needed). */
export function CaseAnswerRoute() {
  const { caseId = '' } = useParams<{ caseId: string }>();
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('outcome');
  return (
    <PageContainer className="max-w-2xl">
      <PageMeta title="Did they pay?" description="Tell SueGo what happened after your letter." noIndex />
      <PageHeader
        title="Did they pay?"
        description="Confirm your answer: nothing is recorded until you press the button."
      />
      <Card>
        <CardContent className="pt-6">
          <AnswerConfirmation
            caseId={caseId}
            token={searchParams.get('token')}
            outcome={isCaseOutcome(outcome) ? outcome : null}
            documentHref={paths.document.getHref(caseId)}
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
