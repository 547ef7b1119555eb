import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { MESSAGES, PASSWORD_MIN_LENGTH } from './schemas';

export const forgotPasswordSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, MESSAGES.emailRequired).pipe(z.email(MESSAGES.emailInvalid)),
});
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, MESSAGES.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
    confirmPassword: z.string().min(1, MESSAGES.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/** POST /api/auth/password-reset: the same answer whether or not the email has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (values: { email: string }) =>
      apiJson<{ message: string }>('POST', '/api/auth/password-reset', values),
  });
}

/** POST /api/auth/password-reset/confirm: sets the new password; every session of the account ends. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (values: { token: string; password: string }) =>
      apiJson<void>('POST', '/api/auth/password-reset/confirm', values),
  });
}
