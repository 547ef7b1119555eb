import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HealthPanel } from '@/features/diagnostics/components/health-panel';
import { SessionPanel } from '@/features/diagnostics/components/session-panel';

function Diagnostics({ simple }: { simple: boolean }) {
  return (
    <PageContainer>
      <PageMeta title={simple ? 'Login Test (simple)' : 'Login Test'} noIndex />
      <PageHeader
        title={simple ? 'Login test (simple)' : 'Login test'}
        description={
          simple
            ? undefined
            : 'Checks your session and whether the SueGo API is reachable. Useful when sign-in does not seem to work. Secrets are never shown.'
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <SessionPanel />
        <HealthPanel />
      </div>
      {simple ? null : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link href={paths.login.getHref()}>Go to Sign In</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.register.getHref()}>Go to Create Account</Link>
          </Button>
        </div>
      )}
    </PageContainer>
  );
}

export function TestLoginRoute() {
  return <Diagnostics simple={false} />;
}

export function TestLoginSimpleRoute() {
  return <Diagnostics simple />;
}
