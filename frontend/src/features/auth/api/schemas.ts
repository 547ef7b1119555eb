import { z } from 'zod';

/** Exact messages from spec §5. */
export const MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

// Email is trimmed and lower-cased before it is checked and sent (spec §5).
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email(MESSAGES.emailInvalid));

export const loginInputSchema = z.object({
  email,
  password: z.string().min(1, MESSAGES.passwordRequired),
});
export type LoginFormValues = z.input<typeof loginInputSchema>;

const passwordsSchema = z.object({
  password: z.string().min(1, MESSAGES.passwordRequired).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
  confirmPassword: z.string().min(1, MESSAGES.confirmRequired),
});

export const registerInputSchema = z
  .object({
    name: z.string().trim().min(1, MESSAGES.nameRequired),
    email,
    ...passwordsSchema.shape,
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
    // Report a mismatch as soon as both password fields are filled in, even if other fields still have errors.
    when: (payload) => passwordsSchema.safeParse(payload.value).success,
  });
export type RegisterFormValues = z.input<typeof registerInputSchema>;
