import { z } from 'zod';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';

/** Exact messages from spec §5 (in English; read in the page's language when shown). */
export const MESSAGES = {
  get nameRequired() {
    return translate(m.nameRequired);
  },
  get emailRequired() {
    return translate(m.emailRequired);
  },
  get emailInvalid() {
    return translate(m.emailInvalid);
  },
  get passwordRequired() {
    return translate(m.passwordRequired);
  },
  get passwordTooShort() {
    return translate(m.passwordTooShort);
  },
  get confirmRequired() {
    return translate(m.confirmRequired);
  },
  get passwordsDiffer() {
    return translate(m.passwordsDiffer);
  },
};
const lazy = (message: () => string) => ({ error: message });

export const PASSWORD_MIN_LENGTH = 8;

// Email is trimmed and lower-cased before it is checked and sent (spec §5).
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(
    1,
    lazy(() => MESSAGES.emailRequired),
  )
  .pipe(z.email(lazy(() => MESSAGES.emailInvalid)));

export const loginInputSchema = z.object({
  email,
  password: z.string().min(
    1,
    lazy(() => MESSAGES.passwordRequired),
  ),
});
export type LoginFormValues = z.input<typeof loginInputSchema>;

const passwordsSchema = z.object({
  password: z
    .string()
    .min(
      1,
      lazy(() => MESSAGES.passwordRequired),
    )
    .min(
      PASSWORD_MIN_LENGTH,
      lazy(() => MESSAGES.passwordTooShort),
    ),
  confirmPassword: z.string().min(
    1,
    lazy(() => MESSAGES.confirmRequired),
  ),
});

export const registerInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(
        1,
        lazy(() => MESSAGES.nameRequired),
      ),
    email,
    ...passwordsSchema.shape,
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: () => MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
    // Report a mismatch as soon as both password fields are filled in, even if other fields still have errors.
    when: (payload) => passwordsSchema.safeParse(payload.value).success,
  });
export type RegisterFormValues = z.input<typeof registerInputSchema>;
