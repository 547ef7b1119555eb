import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';
import { supportKeys } from './support-keys';
import type { SupportTicketThread } from './types';

export const REPLY_MAX = 5_000;
export const replySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: () => translate(m.messageRequired) })
    .max(REPLY_MAX, { error: () => translate(m.messageTooLong, { max: REPLY_MAX }) }),
});
export type ReplyInput = z.input<typeof replySchema>;

/** POST /api/support/{id}/replies (staff): added to the thread and emailed to the customer. */
export function useStaffReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiJson<SupportTicketThread>('POST', `/api/support/${encodeURIComponent(id)}/replies`, { message }),
    onSuccess: (thread) => {
      queryClient.setQueryData(supportKeys.detail(thread.id), thread);
      return queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    },
  });
}
