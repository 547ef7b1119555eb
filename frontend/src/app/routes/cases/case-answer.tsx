import { useParams, useSearchParams } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isCaseOutcome } from '@/features/follow-up/api/types';
import { AnswerConfirmation } from '@/features/follow-up/components/answer-confirmation';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/features/follow-up/messages';

/** /cases/{id}/answer?outcome=…&token=…: where a reminder email's answer buttons lead (no sign-in needed). */
export function CaseAnswerRoute() {
  const t = useT();
  const { caseId = '' } = useParams<{ caseId: string }>();
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('outcome');
  return (
    <PageContainer className="max-w-2xl">
      <PageMeta title={t(m.answerTitle)} description={t(m.answerMeta)} noIndex />
      <PageHeader title={t(m.answerTitle)} description={t(m.answerIntro)} />
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
