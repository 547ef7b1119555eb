import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useRegenerateRecoveryCodes, useTwoFactorStatus } from '@/features/two-factor/api/two-factor';
import { RecoveryCodes } from '@/features/two-factor/components/recovery-codes';
import { TwoFactorPrompt } from '@/features/two-factor/components/two-factor-prompt';
import { TwoFactorSetup } from '@/features/two-factor/components/two-factor-setup';
import { getErrorMessage } from '@/lib/api-client';
import { useRequireAuth } from '@/lib/auth';
import { RETURN_TO_PARAM, safeReturnPath } from '@/lib/return-to';
import { StaffOnly } from './staff-gate';

/** Once verified, for staff who want new recovery codes or a new phone. */
function TwoFactorManage({ recoveryCodesLeft, onContinue }: { recoveryCodesLeft: number; onContinue: () => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const [replacing, setReplacing] = useState(false);
  if (regenerate.data) return <RecoveryCodes codes={regenerate.data.recoveryCodes} onDone={onContinue} doneLabel="Continue" />;
  if (replacing) return <TwoFactorSetup replacing onDone={onContinue} />;
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="success" role="status">
        <ShieldCheck aria-hidden="true" />
        <div>
          <AlertTitle>Two-factor sign-in is on</AlertTitle>
          <AlertDescription>
            <p>This session is verified. You have {recoveryCodesLeft} unused recovery codes.</p>
          </AlertDescription>
        </div>
      </Alert>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onContinue}>Continue</Button>
        <Button
          variant="outline"
          disabled={regenerate.isPending}
          onClick={() =>
            regenerate.mutate(undefined, {
              onError: (error) => toast({ variant: 'destructive', title: 'Failed to create codes', description: getErrorMessage(error, 'Please try again.') }),
            })
          }
        >
          New recovery codes
        </Button>
        <Button variant="outline" onClick={() => setReplacing(true)}>
          Set up a new phone
        </Button>
      </div>
    </div>
  );
}

/**
 * /admin/two-factor (ADR 113): a staff or auditor session's second step. Not enrolled: the one-time enrolment code,
 * QR code, secret, first code, recovery codes. Enrolled: the code prompt. Then back to `returnTo` (default
 * /admin/support for staff, /audit for auditors).
 */
export function AdminTwoFactorRoute() {
  const { user, isAuthenticated } = useRequireAuth();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const home = user?.role === 'auditor' ? paths.audit.getHref() : paths.adminSupport.getHref();
  const destination = safeReturnPath(searchParams.get(RETURN_TO_PARAM)) ?? home;
  const isStaff = user?.role === 'staff' || user?.role === 'auditor';
  const status = useTwoFactorStatus(isAuthenticated && isStaff);
  const goOn = () => navigate(destination, { replace: true });
  // The step is chosen once: the status changes as soon as a setup is confirmed, and the recovery codes must
  // stay on screen until the person has saved them.
  const [step, setStep] = useState<'setup' | 'prompt' | 'manage' | null>(null);
  const loaded = status.data ? (status.data.verified ? 'manage' : status.data.enrolled ? 'prompt' : 'setup') : null;
  useEffect(() => {
    if (step === null && loaded !== null) setStep(loaded);
  }, [step, loaded]);
  const shown = step ?? loaded;

  if (!isAuthenticated || !user || (isStaff && status.isPending && !shown)) {
    return (
      <>
        <PageMeta title="Two-factor sign-in" noIndex />
        <PageSkeleton />
      </>
    );
  }

  return (
    <PageContainer className="max-w-3xl">
      <PageMeta title="Two-factor sign-in" noIndex />
      <PageHeader
        title="Two-factor sign-in"
        description="Staff and audit tools need a second step after your password: a code from your phone."
      />
      {!isStaff ? (
        <StaffOnly />
      ) : status.isError ? (
        <p role="alert">{getErrorMessage(status.error, 'Failed to load your two-factor settings.')}</p>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              {shown === 'manage' ? 'Your second factor' : shown === 'prompt' ? 'Enter your code' : 'Set up your authenticator app'}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {shown === 'manage' ? (
              <TwoFactorManage recoveryCodesLeft={status.data?.recoveryCodesLeft ?? 0} onContinue={goOn} />
            ) : shown === 'prompt' ? (
              <TwoFactorPrompt
                onVerified={() => {
                  toast({ title: 'Verified', description: 'Two-factor sign-in complete.' });
                  goOn();
                }}
              />
            ) : (
              <TwoFactorSetup onDone={goOn} />
            )}
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
