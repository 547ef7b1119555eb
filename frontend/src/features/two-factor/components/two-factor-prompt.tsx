import { useVerifyCode } from '../api/two-factor';
import { CodeForm } from './code-form';

/** The code prompt at sign-in: a code from the app, or one of the recovery codes. */
export function TwoFactorPrompt({ onVerified }: { onVerified: () => void }) {
  const verify = useVerifyCode();
  return (
    <CodeForm
      label="Authentication code"
      hint="Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead."
      submitLabel="Verify"
      pending={verify.isPending}
      onSubmit={async (code) => {
        await verify.mutateAsync(code);
        onVerified();
      }}
    />
  );
}
