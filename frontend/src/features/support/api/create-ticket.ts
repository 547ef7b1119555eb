import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { Message } from '@/lib/i18n/define';
import { currentLanguage, translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';
import { supportKeys } from './support-keys';
import { TICKET_PRIORITIES, type SupportTicket } from './types';

/** The same bounds as the API (POST /api/support). */
export const TICKET_LIMITS = { name: 120, email: 254, subject: 200, message: 5_000 } as const;

/** A refusal read in the page's language when it is shown (zod calls the function then). */
const say = (message: Message, values?: Record<string, number>) => ({
  error: () => translate(message, values),
});

export const supportRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, say(m.nameRequired))
    .max(TICKET_LIMITS.name, say(m.nameTooLong, { max: TICKET_LIMITS.name })),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, say(m.emailRequired))
    .max(TICKET_LIMITS.email, say(m.emailTooLong, { max: TICKET_LIMITS.email }))
    .pipe(z.email(say(m.emailInvalid))),
  subject: z
    .string()
    .trim()
    .min(1, say(m.subjectRequired))
    .max(TICKET_LIMITS.subject, say(m.subjectTooLong, { max: TICKET_LIMITS.subject })),
  priority: z.enum(TICKET_PRIORITIES),
  message: z
    .string()
    .trim()
    .min(1, say(m.messageRequired))
    .max(TICKET_LIMITS.message, say(m.messageTooLong, { max: TICKET_LIMITS.message })),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequest = z.output<typeof supportRequestSchema>;

/** POST /api/support (public): with a session, the ticket carries the user's id and shows under My requests. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    // A visitor's acknowledgement and replies are written in the page's language (issue 33, ADR 204).
    mutationFn: (values: SupportRequest) =>
      apiJson<SupportTicket>('POST', '/api/support', {
        ...values,
        ...(currentLanguage() === 'es' ? { language: 'es' } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
