import { FilePlus2 } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MyDocumentsList } from '@/features/cases/components/my-documents-list';
import { FollowUpCardLine } from '@/features/follow-up/components/follow-up-summary';
import { messages as m } from '@/features/cases/messages';
import { useRequireAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';

export function MyDocumentsRoute() {
  const t = useT();
  const { isAuthenticated } = useRequireAuth();
  if (!isAuthenticated) {
    return (
      <>
        <PageMeta title={t(m.title)} noIndex />
        <PageSkeleton />
      </>
    );
  }

  return (
    <PageContainer>
      <PageMeta title={t(m.title)} noIndex />
      <PageHeader title={t(m.title)} description={t(m.description)}>
        <div>
          <Button asChild variant="outline">
            <Link href={paths.questionnaire.getHref()}>
              <FilePlus2 aria-hidden="true" />
              {t(m.startNewCase)}
            </Link>
          </Button>
        </div>
      </PageHeader>
      <MyDocumentsList
        cardExtra={(item, pageIds) =>
          item.status === 'completed' ? <FollowUpCardLine caseId={item.id} pageIds={pageIds} /> : null
        }
      />
    </PageContainer>
  );
}
