import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { authKeys, loginRequest } from '@/lib/auth';
import { getAuthToken, setAuthToken } from '@/lib/auth-token';
import type { PlanId } from '../api/get-subscription-status';
import {
  activateSubscriptionAfterSetup,
  completePaymentSetup,
  createSubscription,
  createSubscriptionWithSignup,
  intentIdOf,
  isSetupSecret,
  type SubscriptionStarted,
} from '../api/sign-up';
import { subscriptionKeys } from '../api/subscription-keys';
import type { CardSubmission, SubmitOutcome } from '../lib/card';
import { translate as t } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';

/** Who is subscribing: a new account, an existing one signing in here, or the signed-in user. */
export type SubscriberAccount =
  | { mode: 'signup'; name: string; email: string; password: string }
  | { mode: 'signin'; email: string; password: string }
  | { mode: 'current' };

export interface StartSubscriptionOptions {
  plan: PlanId;
  /** the applied promo code, upper-cased */
  promoCode: string | null;
  /** a SetupIntent created before the card was entered (the pre-creating page): no subscription call on submit */
  precreatedSecret?: string | null;
  /** the subscription exists: the promo code can no longer change */
  onStarted?: () => void;
  /** finishing the card step of an incomplete subscription (the account page's 'Complete Payment Setup') */
  resumeAs?: { email: string } | null;
  /** the page offered the free trial: a plan started without one stops before the card is charged */
  expectsTrial?: boolean;
}

const setupIncomplete = () => t(m.setupIncomplete);

/** Spec §8 titles for what went wrong before the card was used. */
function startFailure(account: SubscriberAccount, error: unknown): { title: string; description: string } {
  if (account.mode === 'signup') {
    return {
      title: t(m.accountCreationFailed),
      description: getErrorMessage(error, t(m.failedToCreateAccount)),
    };
  }
  return { title: t(m.subscriptionError), description: getErrorMessage(error, t(m.pleaseTryAgain)) };
}

/** A 403 saying the free month waits for the verified email (`emailVerification: 'required'`). */
function needsVerifiedEmail(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  try {
    return (JSON.parse(error.body) as { emailVerification?: string }).emailVerification === 'required';
  } catch {
    return false;
  }
}

/**
 * Starts a subscription (spec §4 Subscription sign-up): create the account (or sign in) and the subscription
 * once per page visit, confirm the card with the answered client secret (`seti_` saves it for the trial, `pi_`
 * pays), activate after the setup, then go to the account page. A free promo skips the card. Clicks while this
 * runs are ignored, and a declined card is retried with the same client secret (never a second account or
 * subscription).
 */
export function useStartSubscription({
  plan,
  promoCode,
  precreatedSecret,
  onStarted,
  resumeAs,
  expectsTrial = false,
}: StartSubscriptionOptions) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const started = useRef<SubscriptionStarted | null>(
    precreatedSecret ? { clientSecret: precreatedSecret } : null,
  );
  // The promo the subscription was started with: another one after a declined card starts it afresh (the server
  // replaces a subscription still waiting for its card).
  const startedPromo = useRef<string | null>(promoCode);
  const busy = useRef(false);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<{ title: string; message: string; code?: string } | null>(null);
  /** the server started the plan without a trial (this customer had one): said before anything is charged */
  const [noTrial, setNoTrial] = useState<{ message: string | null } | null>(null);
  /** a free month needs a verified email (ADR 210): the page asks to open the link, and can send it again */
  const [verifyEmail, setVerifyEmail] = useState(false);

  const start = useCallback(
    async (account: SubscriberAccount): Promise<SubscriptionStarted | null> => {
      if (started.current && (precreatedSecret || startedPromo.current === promoCode)) return started.current;
      const promo = promoCode ? { promoCode } : {};
      let answer: SubscriptionStarted;
      try {
        if (account.mode === 'signup') {
          const { mode: _mode, ...details } = account;
          const signup = await createSubscriptionWithSignup({ plan, ...promo, ...details });
          if (signup.token) {
            setAuthToken(signup.token);
            if (signup.user) queryClient.setQueryData(authKeys.me, signup.user);
            else void queryClient.invalidateQueries({ queryKey: authKeys.me });
          }
          if (signup.emailVerification === 'required') {
            setVerifyEmail(true);
            return null;
          }
          answer = signup;
        } else {
          if (account.mode === 'signin') {
            let session;
            try {
              session = await loginRequest({ email: account.email, password: account.password });
            } catch (error) {
              const description =
                error instanceof ApiError && error.status === 401
                  ? t(m.invalidLogin)
                  : getErrorMessage(error, t(m.invalidLogin));
              setFailure({ title: t(m.loginFailed), message: description });
              toast({ variant: 'destructive', title: t(m.loginFailed), description });
              return null;
            }
            setAuthToken(session.token);
            queryClient.setQueryData(authKeys.me, session.user);
          }
          answer = await createSubscription({ plan, ...promo });
        }
      } catch (error) {
        if (needsVerifiedEmail(error)) {
          setVerifyEmail(true);
          return null;
        }
        const { title, description } = startFailure(account, error);
        setFailure({ title, message: description });
        toast({ variant: 'destructive', title, description });
        return null;
      }
      if (answer.success === false) {
        const description = answer.message || t(m.pleaseTryAgain);
        setFailure({ title: t(m.signupFailed), message: description });
        toast({ variant: 'destructive', title: t(m.signupFailed), description });
        return null;
      }
      started.current = answer;
      startedPromo.current = promoCode;
      onStarted?.();
      return answer;
    },
    [plan, promoCode, queryClient, onStarted, precreatedSecret],
  );

  const finish = useCallback(
    async (kind: 'trial' | 'active') => {
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.status });
      if (getAuthToken() === null) {
        // the account exists but the automatic sign-in did not happen (spec §4)
        toast({ title: t(m.trialStarted), description: t(m.trialStartedSignIn) });
        navigate(paths.login.getHref('trial-started'));
        return;
      }
      navigate(kind === 'trial' ? '/account?trial=started' : '/account?subscription=success');
    },
    [navigate, queryClient],
  );

  const submit = useCallback(
    async (account: SubscriberAccount, { prepare, confirm }: CardSubmission): Promise<SubmitOutcome> => {
      if (busy.current) return { status: 'stopped' };
      busy.current = true;
      let done = false;
      setProcessing(true);
      setFailure(null);
      setVerifyEmail(false);
      try {
        if (prepare && !(await prepare())) return { status: 'stopped' };
        const answer = await start(account);
        if (!answer) return { status: 'stopped' };

        const secret = answer.clientSecret;
        if (expectsTrial && answer.trialDays === 0 && !answer.isFree && secret && !noTrial) {
          // ADR 145: the page said "free trial", the server says "charged now": ask again before paying.
          setNoTrial({ message: answer.message ?? null });
          return { status: 'stopped' };
        }
        if (answer.isFree || !secret) {
          done = true;
          await finish('active');
          return { status: 'done' };
        }
        if (!confirm) {
          const message = t(m.cardNeeded);
          setFailure({ title: t(m.setupIssue), message });
          toast({ variant: 'destructive', title: t(m.setupIssue), description: message });
          return { status: 'stopped' };
        }

        const setup = isSetupSecret(secret);
        let outcome;
        try {
          outcome = await confirm(secret);
        } catch (error) {
          outcome = { status: 'failed' as const, message: getErrorMessage(error, setupIncomplete()) };
        }
        if (outcome.status === 'failed') {
          const title = setup ? t(m.setupFailed) : t(m.paymentFailed);
          setFailure({ title, message: outcome.message, code: outcome.code });
          toast({ variant: 'destructive', title, description: outcome.message });
          return outcome;
        }
        if (outcome.status === 'incomplete') {
          setFailure({ title: t(m.setupIssue), message: setupIncomplete() });
          toast({ variant: 'destructive', title: t(m.setupIssue), description: setupIncomplete() });
          return outcome;
        }

        done = true;
        if (!setup) {
          await finish('active');
          return { status: 'done' };
        }
        try {
          const setupIntentId = intentIdOf(secret);
          if (resumeAs) await completePaymentSetup({ setupIntentId, email: resumeAs.email });
          else await activateSubscriptionAfterSetup({ setupIntentId });
        } catch {
          // the card is saved; the subscription may still catch up (spec §4: refresh the account page)
          toast({
            title: t(m.subscriptionError),
            description: t(m.stillSettingUp),
          });
          await queryClient.invalidateQueries({ queryKey: subscriptionKeys.status });
          window.setTimeout(() => navigate(paths.account.getHref()), 2000);
          return { status: 'done' };
        }
        await finish('trial');
        return { status: 'done' };
      } finally {
        if (!done) {
          busy.current = false;
          setProcessing(false);
        }
      }
    },
    [start, finish, navigate, queryClient, resumeAs, expectsTrial, noTrial],
  );

  return { submit, processing, failure, noTrial, verifyEmail, hasStarted: () => started.current !== null };
}
