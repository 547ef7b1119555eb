import { Link } from 'wouter';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRequireAuth } from '@/lib/auth';
import { CasePlaceholder } from './case-page';

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
    <CasePlaceholder
      title="My Documents"
      description="All your cases and documents in one place."
      actions={
        <Button asChild>
          <Link href={paths.questionnaire.getHref()}>Start a new case</Link>
        </Button>
      }
    >
      <p>The list of your cases is being built.</p>
    </CasePlaceholder>
  );
}
