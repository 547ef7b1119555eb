import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { authKeys, type User } from '@/lib/auth';

export interface TwoFactorStatus {
  required: boolean;
  enrolled: boolean;
  verified: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorEnrolment {
  secret: string;
  otpauthUrl: string;
  /** PNG data URL */
  qrCode: string;
  expiresAt: string;
}

export const twoFactorKeys = { status: ['auth', 'two-factor'] as const };

export const codeSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code').max(40, 'That code is too long'),
});
export type CodeInput = z.input<typeof codeSchema>;

export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorKeys.status,
    queryFn: () => apiJson<TwoFactorStatus>('GET', '/api/auth/two-factor'),
    staleTime: 0,
  });

/** GET /api/auth/two-factor: whether this account needs, has and has passed a second factor. */
export function useTwoFactorStatus(enabled: boolean) {
  return useQuery({ ...twoFactorStatusQueryOptions(), enabled });
}

/** The session passed: staff pages may open (the cached current user says so at once). */
function useMarkVerified() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.setQueryData<User | null>(authKeys.me, (user) => (user ? { ...user, secondFactor: 'verified' } : user));
    await queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });
  };
}

/**
 * POST /api/auth/two-factor/enrolment: a new secret as a QR code and as text. The first enrolment sends the one-time
 * `enrolmentCode` given with the role (npm run users:role); replacing a setup from a verified session does not.
 */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: (enrolmentCode?: string) =>
      apiJson<TwoFactorEnrolment>('POST', '/api/auth/two-factor/enrolment', enrolmentCode ? { enrolmentCode } : {}),
  });
}

/** POST /api/auth/two-factor/enrolment/confirm: the first code saves the setup; recovery codes come back once. */
export function useConfirmEnrolment() {
  const markVerified = useMarkVerified();
  return useMutation({
    mutationFn: (code: string) => apiJson<{ recoveryCodes: string[] }>('POST', '/api/auth/two-factor/enrolment/confirm', { code }),
    onSuccess: markVerified,
  });
}

/** POST /api/auth/two-factor/verify: a code from the app, or a recovery code. */
export function useVerifyCode() {
  const markVerified = useMarkVerified();
  return useMutation({
    mutationFn: (code: string) => apiJson<{ verified: true; recoveryCodesLeft: number }>('POST', '/api/auth/two-factor/verify', { code }),
    onSuccess: markVerified,
  });
}

/** POST /api/auth/two-factor/recovery-codes: new codes; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ recoveryCodes: string[] }>('POST', '/api/auth/two-factor/recovery-codes'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}
