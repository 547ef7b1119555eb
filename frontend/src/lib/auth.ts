import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { apiJson, apiRequest, getQueryFn } from './api-client';
import { getAuthToken, removeAuthToken, setAuthToken, useHasAuthToken } from './auth-token';
import { clearPersonalData } from './personal-data';
import { currentLanguage } from './i18n/runtime';

export type UserRole = 'user' | 'staff' | 'auditor';

export interface User {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  createdAt: string;
  /** Whether the account opened the verification link sent to its email (absent from older answers). */
  emailVerified?: boolean;
  /** This session and the staff TOTP second factor; staff pages need 'verified' (absent from older answers). */
  secondFactor?: 'not_required' | 'pending' | 'verified';
}

export interface AuthResponse {
  token: string;
  user: User;
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

/** Query key factory for the session (spec §4 keeps the current user under ['/api/auth/me']). */
export const authKeys = {
  me: ['/api/auth/me'] as const,
};

const readMe = getQueryFn<User>({ on401: 'returnNull' });

/**
 * Current user: not retried, fresh for 5 minutes, null on 401 (spec §4, §9). A token the server refused (expired,
 * revoked) is forgotten, so later calls stop sending it — unless another tab has stored a new one meanwhile.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: async (context): Promise<User | null> => {
      const sent = getAuthToken();
      const user = await readMe(context);
      if (user === null && sent !== null && getAuthToken() === sent) removeAuthToken();
      return user;
    },
    retry: false,
    staleTime: 300_000,
  });

/** The current user query; it only runs while a token is stored. */
export function useUser() {
  const hasToken = useHasAuthToken();
  return useQuery({ ...meQueryOptions(), enabled: hasToken });
}

export interface AuthState {
  user: User | null;
  /** true while a stored token is being checked with the server */
  isLoading: boolean;
  /** a token exists, the current-user query succeeded with a user and there is no error */
  isAuthenticated: boolean;
}

export function useAuth(): AuthState {
  const hasToken = useHasAuthToken();
  const query = useQuery({ ...meQueryOptions(), enabled: hasToken });
  const user = hasToken ? (query.data ?? null) : null;
  return {
    user,
    isLoading: hasToken && query.isLoading,
    isAuthenticated: hasToken && query.isSuccess && user !== null && query.error === null,
  };
}

export const loginRequest = (input: LoginInput) => apiJson<AuthResponse>('POST', '/api/auth/login', input);
/** A sign-up from a page in another language than English opens an account in it (its first emails too). */
export const registerRequest = (input: RegisterInput) => {
  const language = currentLanguage();
  return apiJson<AuthResponse>('POST', '/api/auth/register', language === 'en' ? input : { ...input, language });
};

/** Login: store the token and put the user straight into the cache (spec §4). */
export function useLogin(options?: { onSuccess?: (data: AuthResponse) => void; onError?: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: (data) => {
      setAuthToken(data.token);
      queryClient.setQueryData(authKeys.me, data.user);
      options?.onSuccess?.(data);
    },
    onError: (error) => options?.onError?.(error),
  });
}

/** Register: store the token, then refresh the current user from the server (spec §4). */
export function useRegister(options?: {
  onSuccess?: (data: AuthResponse) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerRequest,
    onSuccess: async (data) => {
      setAuthToken(data.token);
      await queryClient.invalidateQueries({ queryKey: authKeys.me });
      options?.onSuccess?.(data);
    },
    onError: (error) => options?.onError?.(error),
  });
}

/**
 * Logout (spec §4, §8): tell the server only when a token exists; whatever it answers, forget the token, drop
 * every cached answer and every personal draft in browser storage (clearPersonalData), say so and go home.
 */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [isPending, setIsPending] = useState(false);

  const logout = async () => {
    setIsPending(true);
    let serverConfirmed = true;
    try {
      if (getAuthToken() !== null) await apiRequest('POST', '/api/auth/logout');
    } catch {
      serverConfirmed = false;
    } finally {
      clearPersonalData(queryClient); // questionnaire and editor drafts, current case, query cache
      removeAuthToken(); // after the storage sweep: tells this tab's subscribers the token is gone
      setIsPending(false);
    }
    toast({
      title: 'Signed Out',
      description: serverConfirmed ? "You've been successfully signed out." : "You've been signed out.",
    });
    navigate(paths.home.getHref());
  };

  return { logout, isPending };
}

/**
 * For pages that need an account: once the session check has settled without a user, go to /login, which
 * returns here after signing in (`?returnTo=`). Returns the auth state so the page can show a skeleton meanwhile.
 */
export function useRequireAuth(): AuthState {
  const auth = useAuth();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const mustSignIn = !auth.isLoading && !auth.isAuthenticated;
  const here = search ? `${location}?${search}` : location;

  useEffect(() => {
    // Already on /login (this page stays mounted for a moment): do not nest returnTo in returnTo.
    if (mustSignIn && location !== paths.login.path) navigate(paths.login.getHref(undefined, here), { replace: true });
  }, [mustSignIn, navigate, here, location]);

  return auth;
}
