import { useLocation } from 'wouter';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { AuthLayout } from './auth-layout';
import { useSignedInElsewhere } from './signed-in-elsewhere';

export function RegisterRoute() {
  const [, navigate] = useLocation();
  if (useSignedInElsewhere(paths.account.getHref())) return <PageSkeleton />;
  return (
    <AuthLayout
      title="Create your account"
      description="Keep your cases and documents in one place. You must be 18 or older to use SueGo."
    >
      <PageMeta title="Create Account" description="Create a SueGo account to start your case." />
      <RegisterForm onSuccess={() => navigate(paths.account.getHref())} />
    </AuthLayout>
  );
}
