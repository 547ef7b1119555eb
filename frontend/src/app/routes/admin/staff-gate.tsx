import { ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useRequireAuth } from '@/lib/auth';

/** What others see on a staff page (the server answers their API calls with 403 too). */
export function StaffOnly() {
  return (
    <Alert variant="warning" role="alert" className="max-w-2xl">
      <ShieldAlert aria-hidden="true" />
      <div>
        <AlertTitle>Staff only</AlertTitle>
        <AlertDescription>
          <p>This page is for SueGo support staff. Your account doesn't have access (error 403).</p>
        </AlertDescription>
      </div>
    </Alert>
  );
}

/**
 * Every /admin/* page (DESIGN §7, ADR 113): signed-out visitors go to /login, other roles get the 403 page, staff
 * whose session has not passed the TOTP second factor go to the code prompt (or enrolment) and come back here.
 * The server enforces all of it; this only spares people a page of errors.
 */
export function StaffGate({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const { user, isAuthenticated } = useRequireAuth();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const needsSecondFactor = user?.role === 'staff' && user.secondFactor !== 'verified';

  useEffect(() => {
    // Already on the prompt (this page stays mounted for a moment): do not nest returnTo in returnTo.
    if (!needsSecondFactor || location === paths.adminTwoFactor.path) return;
    navigate(paths.adminTwoFactor.getHref(search ? `${location}?${search}` : location), { replace: true });
  }, [needsSecondFactor, navigate, location, search]);

  if (!isAuthenticated || !user || needsSecondFactor) {
    return (
      <>
        <PageMeta title={title} noIndex />
        <PageSkeleton />
      </>
    );
  }

  return (
    <PageContainer>
      <PageMeta title={title} noIndex />
      <PageHeader title={title} description={description} />
      {user.role === 'staff' ? children : <StaffOnly />}
    </PageContainer>
  );
}
