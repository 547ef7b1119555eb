import { ShieldAlert } from 'lucide-react';
import { ComingSoon } from '@/components/layouts/coming-soon';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useRequireAuth } from '@/lib/auth';

/** Staff only (DESIGN §8). The server enforces it; this only avoids showing staff tools to others. */
export function AdminSupportRoute() {
  const { user, isAuthenticated } = useRequireAuth();

  if (!isAuthenticated || !user) {
    return (
      <>
        <PageMeta title="Support Tickets" noIndex />
        <PageSkeleton />
      </>
    );
  }

  return (
    <PageContainer>
      <PageMeta title="Support Tickets" noIndex />
      <PageHeader title="Support tickets" description="Review support requests and update their status." />
      {user.role === 'staff' ? (
        <ComingSoon showSupportLink={false}>
          <p>The ticket dashboard is being built.</p>
        </ComingSoon>
      ) : (
        <Alert variant="warning" role="alert" className="max-w-2xl">
          <ShieldAlert aria-hidden="true" />
          <div>
            <AlertTitle>Staff only</AlertTitle>
            <AlertDescription>
              <p>This page is for SueGo support staff. Your account doesn't have access.</p>
            </AlertDescription>
          </div>
        </Alert>
      )}
    </PageContainer>
  );
}
