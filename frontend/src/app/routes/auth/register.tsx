import { useLocation } from 'wouter';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { AuthLayout } from './auth-layout';

export function RegisterRoute() {
  const [, navigate] = useLocation();
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
