import { ShieldAlert } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { OutboxList } from '@/features/notifications/components/outbox-list';
import { useRequireAuth } from '@/lib/auth';

/** Staff only: the server enforces it (GET /api/admin/outbox answers 403); this only avoids showing it to others. */
export function AdminOutboxRoute() {
  const { user, isAuthenticated } = useRequireAuth();

  if (!isAuthenticated || !user) {
    return (
      <>
        <PageMeta title="Outbox" noIndex />
        <PageSkeleton />
      </>
    );
  }

  return (
    <PageContainer>
      <PageMeta title="Outbox" noIndex />
      <PageHeader title="Outbox" description="Every email the product has recorded, newest first." />
      {user.role === 'staff' ? (
        <OutboxList />
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
