import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { supportKeys } from './support-keys';
import { TICKET_PRIORITIES, type SupportTicket } from './types';

/** The same bounds as the API (POST /api/support). */
export const TICKET_LIMITS = { name: 120, email: 254, subject: 200, message: 5_000 } as const;

export const supportRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(TICKET_LIMITS.name, `Name must be at most ${TICKET_LIMITS.name} characters`),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(TICKET_LIMITS.email, `Email must be at most ${TICKET_LIMITS.email} characters`)
    .pipe(z.email('Please enter a valid email')),
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(TICKET_LIMITS.subject, `Subject must be at most ${TICKET_LIMITS.subject} characters`),
  priority: z.enum(TICKET_PRIORITIES),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(TICKET_LIMITS.message, `Message must be at most ${TICKET_LIMITS.message} characters`),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequest = z.output<typeof supportRequestSchema>;

/** POST /api/support (public): with a session, the ticket carries the user's id and shows under My requests. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SupportRequest) => apiJson<SupportTicket>('POST', '/api/support', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
