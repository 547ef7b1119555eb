import { FilePlus2 } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MyDocumentsList } from '@/features/cases/components/my-documents-list';
import { FollowUpCardLine } from '@/features/follow-up/components/follow-up-summary';
import { useRequireAuth } from '@/lib/auth';

export function MyDocumentsRoute() {
  const { isAuthenticated } = useRequireAuth();
  if (!isAuthenticated) {
    return (
      <>
        <PageMeta title="My Documents" noIndex />
        <PageSkeleton />
      </>
    );
  }

  return (
    <PageContainer>
      <PageMeta title="My Documents" noIndex />
      <PageHeader title="My Documents" description="All your cases and documents in one place.">
        <div>
          <Button asChild variant="outline">
            <Link href={paths.questionnaire.getHref()}>
              <FilePlus2 aria-hidden="true" />
              Start a new case
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
