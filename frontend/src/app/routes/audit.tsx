import { ShieldX } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { AuditScreen } from '@/features/audit/components/audit-screen';
import { useRequireAuth } from '@/lib/auth';

/** 403 for a signed-in account without the staff or auditor role (the API refuses them too). */
function Forbidden() {
  return (
    <PageContainer className="flex flex-col items-start gap-4 py-20">
      <PageMeta title="Access denied" noIndex />
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
        <ShieldX className="size-8 text-destructive" aria-hidden="true" />
        403 — Access denied
      </h1>
      <p className="max-w-xl text-lg text-muted-foreground">
        The audit screen is for SueGo staff and auditors. Your account doesn't have access.
      </p>
    </PageContainer>
  );
}

/**
 * /audit (DESIGN §7): staff and auditors look a case up and replay it; read-only, every lookup recorded. Their
 * session passes the second factor first (issue 22: auditors too): until then, the code prompt, then back here.
 */
export function AuditRoute() {
  const { user, isAuthenticated } = useRequireAuth();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const needsSecondFactor = (user?.role === 'staff' || user?.role === 'auditor') && user.secondFactor === 'pending';

  useEffect(() => {
    if (needsSecondFactor) navigate(paths.adminTwoFactor.getHref(search ? `${location}?${search}` : location), { replace: true });
  }, [needsSecondFactor, navigate, location, search]);

  if (!isAuthenticated || !user || needsSecondFactor) {
    return (
      <>
        <PageMeta title="Audit" noIndex />
        <PageSkeleton />
      </>
    );
  }
  if (user.role !== 'staff' && user.role !== 'auditor') return <Forbidden />;

  return (
    <PageContainer>
      <PageMeta title="Audit" noIndex />
      <PageHeader
        title="Audit"
        description="Look up a case by its ID or by the claimant's email, read everything that happened to it, and see it exactly as it was at any moment. Read-only; every lookup is recorded."
      />
      <AuditScreen everyone={user.role === 'staff'} />
    </PageContainer>
  );
}
