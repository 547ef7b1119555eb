import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { followUpKeys } from './follow-up-keys';

interface Preference {
  emailReminders: boolean;
}

/** GET/PUT /api/account/reminders: the account's switch for reminders about its letters. */
export function useReminderPreference() {
  return useQuery({
    queryKey: followUpKeys.reminderPreference(),
    queryFn: () => apiJson<Preference>('GET', '/api/account/reminders'),
  });
}

export function useSetReminderPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailReminders: boolean) =>
      apiJson<Preference>('PUT', '/api/account/reminders', { emailReminders }),
    onSuccess: (data) => queryClient.setQueryData(followUpKeys.reminderPreference(), data),
  });
}

/** POST /api/reminders/unsubscribe?token=: the unsubscribe link's confirmation button (no sign-in needed). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<Preference>('POST', `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`),
  });
}
