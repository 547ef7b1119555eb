import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useAuth, type User } from '@/lib/auth';

/** Where a signed-in person goes from /login: the page they were going to; staff first pass the second factor. */
export const afterSignIn = (user: User, destination: string) =>
  user.secondFactor === 'pending' ? paths.adminTwoFactor.getHref(destination) : destination;

/**
 * Someone already signed in has nothing to do on /login or /register (issue 32: the form showed to a signed-in
 * user): they go on to where they were going. Returns true while that is decided or under way.
 */
export function useSignedInElsewhere(destination: string): boolean {
  const [, navigate] = useLocation();
  const { user, isLoading, isAuthenticated } = useAuth();
  useEffect(() => {
    if (isAuthenticated && user) navigate(afterSignIn(user, destination), { replace: true });
  }, [isAuthenticated, user, destination, navigate]);
  return isLoading || isAuthenticated;
}
