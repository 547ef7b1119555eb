import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { MESSAGES } from './schemas';

export const changeEmailSchema = z.object({
  newEmail: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.emailRequired)
    .pipe(z.email(MESSAGES.emailInvalid)),
  password: z.string().min(1, MESSAGES.passwordRequired),
});
export type ChangeEmailValues = z.input<typeof changeEmailSchema>;

interface Message {
  message: string;
}
interface Confirmed extends Message {
  email: string;
}

/** POST /api/auth/email-verification: a new verification link to the account's own address (rate-limited). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiJson<Message>('POST', '/api/auth/email-verification', {}),
  });
}

/** POST /api/auth/email-change: the link goes to the new address; the email changes only when it is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (values: { newEmail: string; password: string }) =>
      apiJson<Message>('POST', '/api/auth/email-change', values),
  });
}

/**
 * The button on a link's page: POSTs the token (opening the link alone, as a mail scanner does, changes nothing),
 * then refreshes the signed-in user, whose email or verification just changed.
 */
export function useConfirmEmailLink(kind: 'verify' | 'change') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<Confirmed>(
        'POST',
        kind === 'verify' ? '/api/auth/email-verification/confirm' : '/api/auth/email-change/confirm',
        { token },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}
