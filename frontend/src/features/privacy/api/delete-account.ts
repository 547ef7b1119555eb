import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { apiJson } from '@/lib/api-client';
import { removeAuthToken } from '@/lib/auth-token';
import { clearPersonalData } from '@/lib/personal-data';

export interface DeleteAccountInput {
  /** The account's email, typed again: the server compares it (trimmed, any case) with the account's. */
  confirmEmail: string;
}

/** POST /api/account/delete → 204; 400 naming confirmEmail when it is not the account's email. */
export const deleteAccount = (input: DeleteAccountInput) =>
  apiJson<void>('POST', '/api/account/delete', input);

export const ACCOUNT_DELETED_TOAST = {
  title: 'Account Deleted',
  description: 'Your account is closed and your personal information has been erased.',
};

/**
 * Deletes the account, then does what signing out does (the sessions are already gone on the server): drop the
 * query cache and every personal item in browser storage, forget the token, say so, go home.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearPersonalData(queryClient);
      removeAuthToken();
      toast(ACCOUNT_DELETED_TOAST);
      navigate(paths.home.getHref());
    },
  });
}
