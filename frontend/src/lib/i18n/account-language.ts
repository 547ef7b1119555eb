import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { apiJson } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { isLanguage, type Language } from './language';
import { applyLanguage, currentLanguage } from './runtime';

/**
 * The account remembers its language too (issue 33, ADR 201), so it follows the person to another browser, and
 * emails and reading copies use it. `GET/PUT /api/users/me/language`; null until chosen.
 */
const accountLanguageKey = (userId: string | undefined) => ['account-language', userId ?? ''] as const;

interface AccountLanguage {
  language: Language | null;
}

const putLanguage = (language: Language) =>
  apiJson<AccountLanguage>('PUT', '/api/users/me/language', { language });

/**
 * Once signed in: an account that has a language brings the page to it; an account without one takes the page's
 * (an account opened from a Spanish page is a Spanish account). Mounted once, in the navigation.
 */
export function useAccountLanguageSync(): void {
  const { user } = useAuth();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: accountLanguageKey(user?.id),
    queryFn: () => apiJson<AccountLanguage>('GET', '/api/users/me/language'),
    enabled: Boolean(user),
    staleTime: Infinity,
  });
  const chosen = query.data?.language;
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!user || !loaded) return;
    if (isLanguage(chosen)) {
      if (chosen !== currentLanguage()) void applyLanguage(chosen);
      return;
    }
    const page = currentLanguage();
    client.setQueryData<AccountLanguage>(accountLanguageKey(user.id), { language: page });
    putLanguage(page).catch(() => undefined);
  }, [user, loaded, chosen, client]);
}

/** Changes the page's language and, when signed in, the account's. */
export function useChangeLanguage(): (next: Language) => Promise<void> {
  const { user } = useAuth();
  const client = useQueryClient();
  return useCallback(
    async (next: Language) => {
      await applyLanguage(next);
      if (!user) return;
      client.setQueryData<AccountLanguage>(accountLanguageKey(user.id), { language: next });
      // the page has already changed; the account catches up (a failure keeps the browser's choice)
      await putLanguage(next).catch(() => undefined);
    },
    [user, client],
  );
}
