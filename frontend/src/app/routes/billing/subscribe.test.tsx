import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import {
  bodyOf,
  callsTo,
  fillCard,
  fillSignup,
  renderSubscribe,
  stubSubscribeApi,
} from '@/testing/subscribe-helpers';
import { makeSubscription, statusBody } from '@/testing/subscription-fixtures';
import { fakeResponse, screen, waitFor, within } from '@/testing/test-utils';

const trialAnswer = {
  success: true,
  isFree: false,
  clientSecret: 'seti_1_secret_abc',
  message: 'Trial started',
  token: 'tok-new',
  user: testUser,
};
const succeeded = () => fakeResponse({ body: { status: 'succeeded', paymentMethodId: 'pm_1' } });
const declined = () =>
  fakeResponse({ body: { status: 'requires_payment_method', error: { code: 'card_declined', message: 'Your card was declined.' } } });

describe('/subscribe/suego', () => {
  it('shows both plan cards from the catalog, SueGo Selected, and the combined form', async () => {
    stubSubscribeApi();
    renderSubscribe('/subscribe/suego');

    const suego = within(await screen.findByTestId('plan-suego'));
    expect(suego.getByText('Selected')).toBeInTheDocument();
    expect(suego.getByText('$31/month')).toBeInTheDocument();
    const suepro = within(screen.getByTestId('plan-suepro'));
    expect(suepro.queryByText('Selected')).not.toBeInTheDocument();
    expect(suepro.getByText('$104/month')).toBeInTheDocument();
    expect(suepro.getByRole('link', { name: 'Choose SuePro Business' })).toHaveAttribute('href', '/subscribe/suepro');

    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeInTheDocument();
  });

  it('checks the account fields with the spec messages before anything is sent', async () => {
    const fetchMock = stubSubscribeApi();
    const { user } = renderSubscribe('/subscribe/suego');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));

    for (const message of ['Name is required', 'Email is required', 'Password is required', 'Please confirm your password']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/create-subscription-with-signup')).toHaveLength(0);
  });

  it('signs up with a 4242 card: one account, the seti_ secret confirmed, activated, then the account page', async () => {
    const fetchMock = stubSubscribeApi({
      'POST /api/create-subscription-with-signup': () => fakeResponse({ status: 201, body: trialAnswer }),
      'POST /api/sandbox/confirm': succeeded,
      'POST /api/activate-subscription-after-setup': () => fakeResponse({ body: { success: true } }),
    });
    const { user, currentPath } = renderSubscribe('/subscribe/suego');
    await fillSignup(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));

    await waitFor(() => expect(currentPath()).toBe('/account?trial=started'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/create-subscription-with-signup')[0])).toEqual({
      plan: 'suego',
      name: 'Pat Doe',
      email: 'pat@example.com',
      password: 'correct horse',
    });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-new');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/sandbox/confirm')[0])).toMatchObject({
      clientSecret: 'seti_1_secret_abc',
      cardNumber: '4242424242424242',
    });
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/activate-subscription-after-setup')[0])).toEqual({
      setupIntentId: 'seti_1',
    });
  });

  it("a declined card says 'Payment Setup Failed' and the retry reuses the same account and secret", async () => {
    let attempt = 0;
    const fetchMock = stubSubscribeApi({
      'POST /api/create-subscription-with-signup': () => fakeResponse({ status: 201, body: trialAnswer }),
      'POST /api/sandbox/confirm': () => (++attempt === 1 ? declined() : succeeded()),
      'POST /api/activate-subscription-after-setup': () => fakeResponse({ body: { success: true } }),
    });
    const { user, currentPath } = renderSubscribe('/subscribe/suego');
    await fillSignup(user);
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));

    expect(await screen.findByText('Payment Setup Failed', { selector: '[data-slot="alert-title"]' })).toBeInTheDocument();
    expect(screen.getAllByText('Your card was declined.').length).toBeGreaterThan(0);
    expect(currentPath()).toBe('/subscribe/suego');

    // now signed in: the account fields are gone, the promo code is locked
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    await waitFor(() => expect(currentPath()).toBe('/account?trial=started'));
    expect(callsTo(fetchMock, 'POST', '/api/create-subscription-with-signup')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/create-subscription')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/sandbox/confirm').map((c) => bodyOf(c).clientSecret)).toEqual([
      'seti_1_secret_abc',
      'seti_1_secret_abc',
    ]);
  });

  it('after a declined card a promo code can be entered again: the plan starts afresh with it', async () => {
    let attempt = 0;
    const fetchMock = stubSubscribeApi({
      'POST /api/create-subscription-with-signup': () => fakeResponse({ status: 201, body: trialAnswer }),
      'POST /api/create-subscription': () =>
        fakeResponse({ body: { isFree: false, clientSecret: 'seti_2_secret_def', status: 'incomplete', subscriptionId: 's2' } }),
      'POST /api/validate-promo': () =>
        fakeResponse({
          body: { valid: true, code: 'BETA2024', description: '$10.00 off', originalAmount: 3100, discountAmount: 1000, finalAmount: 2100 },
        }),
      'POST /api/sandbox/confirm': () => (++attempt === 1 ? declined() : succeeded()),
      'POST /api/activate-subscription-after-setup': () => fakeResponse({ body: { success: true } }),
    });
    const { user, currentPath } = renderSubscribe('/subscribe/suego');
    await fillSignup(user);
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    expect(await screen.findByText('Payment Setup Failed', { selector: '[data-slot="alert-title"]' })).toBeInTheDocument();

    expect(screen.queryByText("A promo code can't be added once a payment has started.")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Promo code'), 'BETA2024');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo Code Applied')).toBeInTheDocument();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    await waitFor(() => expect(currentPath()).toBe('/account?trial=started'));
    expect(callsTo(fetchMock, 'POST', '/api/sandbox/confirm').map((c) => bodyOf(c).clientSecret)).toEqual([
      'seti_1_secret_abc',
      'seti_2_secret_def',
    ]);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/create-subscription')[0])).toMatchObject({ plan: 'suego', promoCode: 'BETA2024' });
  });

  it("a double click starts one subscription", async () => {
    const fetchMock = stubSubscribeApi({
      'POST /api/create-subscription-with-signup': () => fakeResponse({ status: 201, body: trialAnswer }),
      'POST /api/sandbox/confirm': succeeded,
      'POST /api/activate-subscription-after-setup': () => fakeResponse({ body: { success: true } }),
    });
    const { user, currentPath } = renderSubscribe('/subscribe/suego');
    await fillSignup(user);
    await fillCard(user);
    await user.dblClick(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    await waitFor(() => expect(currentPath()).toBe('/account?trial=started'));
    expect(callsTo(fetchMock, 'POST', '/api/create-subscription-with-signup')).toHaveLength(1);
  });

  it("'Account Creation Failed' with the server's message; nothing is confirmed", async () => {
    const fetchMock = stubSubscribeApi({
      'POST /api/create-subscription-with-signup': () =>
        fakeResponse({ status: 409, body: { statusCode: 409, message: 'Email already registered' } }),
    });
    const { user } = renderSubscribe('/subscribe/suego');
    await fillSignup(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    expect(await screen.findByText('Account Creation Failed', { selector: '[data-slot="alert-title"]' })).toBeInTheDocument();
    expect(screen.getAllByText('Email already registered').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'POST', '/api/sandbox/confirm')).toHaveLength(0);
  });

  it("'Signup Failed' when the server answers success false", async () => {
    stubSubscribeApi({
      'POST /api/create-subscription-with-signup': () =>
        fakeResponse({ body: { success: false, message: 'Sign-ups are paused' } }),
    });
    const { user } = renderSubscribe('/subscribe/suepro');
    await fillSignup(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    expect(await screen.findByText('Signup Failed', { selector: '[data-slot="alert-title"]' })).toBeInTheDocument();
  });

  it("'Payment Setup Issue' when the card setup did not complete", async () => {
    stubSubscribeApi({
      'POST /api/create-subscription-with-signup': () => fakeResponse({ status: 201, body: trialAnswer }),
      'POST /api/sandbox/confirm': () => fakeResponse({ body: { status: 'requires_action' } }),
    });
    const { user } = renderSubscribe('/subscribe/suego');
    await fillSignup(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    expect(await screen.findByText('Payment Setup Issue', { selector: '[data-slot="alert-title"]' })).toBeInTheDocument();
    expect(screen.getAllByText('Payment setup was not completed. Please try again.').length).toBeGreaterThan(0);
  });

  it('card saved but activation fails: says to refresh, then the account page after 2 seconds', async () => {
    stubSubscribeApi({
      'POST /api/create-subscription-with-signup': () => fakeResponse({ status: 201, body: trialAnswer }),
      'POST /api/sandbox/confirm': succeeded,
      'POST /api/activate-subscription-after-setup': () => fakeResponse({ status: 502, body: 'Bad gateway' }),
    });
    const { user, currentPath } = renderSubscribe('/subscribe/suego');
    await fillSignup(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    expect(await screen.findByText(/Refresh your account page/)).toBeInTheDocument();
    expect(currentPath()).toBe('/subscribe/suego');
    await waitFor(() => expect(currentPath()).toBe('/account'), { timeout: 3000 });
  });

  it('no session in the answer: the trial started, so sign in at /login', async () => {
    stubSubscribeApi({
      'POST /api/create-subscription-with-signup': () =>
        fakeResponse({ status: 201, body: { ...trialAnswer, token: undefined, user: undefined } }),
      'POST /api/sandbox/confirm': succeeded,
      'POST /api/activate-subscription-after-setup': () => fakeResponse({ body: { success: true } }),
    });
    const { user, currentPath } = renderSubscribe('/subscribe/suego');
    await fillSignup(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    await waitFor(() => expect(currentPath()).toBe('/login?message=trial-started'));
    expect(screen.getByText('Trial Started')).toBeInTheDocument();
  });

  it('a free promo (SUEGOFREE) skips the card and activates the plan', async () => {
    const fetchMock = stubSubscribeApi({
      'POST /api/validate-promo': () =>
        fakeResponse({
          body: { valid: true, code: 'SUEGOFREE', description: 'First month free', originalAmount: 3100, discountAmount: 3100, finalAmount: 0 },
        }),
      'POST /api/create-subscription-with-signup': () =>
        fakeResponse({ status: 201, body: { success: true, isFree: true, clientSecret: null, token: 'tok-new', user: testUser } }),
    });
    const { user, currentPath } = renderSubscribe('/subscribe/suego');
    await user.type(await screen.findByLabelText('Promo code'), ' suegofree ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo Code Applied')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/validate-promo')[0])).toEqual({ code: 'SUEGOFREE', plan: 'suego' });
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    // Honest: no card is taken, so none is "saved", and without one the plan simply ends (issue 27).
    expect(screen.getByText(/Your first month is free and needs no card\./)).toBeInTheDocument();
    expect(screen.queryByText(/we charge \$0/)).not.toBeInTheDocument();

    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Activate Subscription' }));
    await waitFor(() => expect(currentPath()).toBe('/account?subscription=success'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/create-subscription-with-signup')[0])).toMatchObject({
      plan: 'suego',
      promoCode: 'SUEGOFREE',
    });
    expect(callsTo(fetchMock, 'POST', '/api/sandbox/confirm')).toHaveLength(0);
  });

  it('a free month waits for the verified email: the page says so, stays, and sends the link again (ADR 210)', async () => {
    const fetchMock = stubSubscribeApi({
      'POST /api/validate-promo': () =>
        fakeResponse({
          body: { valid: true, code: 'SUEGOFREE', description: 'First month free', originalAmount: 3100, discountAmount: 3100, finalAmount: 0 },
        }),
      'POST /api/create-subscription-with-signup': () =>
        fakeResponse({
          body: {
            success: true,
            isFree: true,
            clientSecret: null,
            status: 'awaiting_verification',
            subscriptionId: null,
            emailVerification: 'required',
            token: 'tok-new',
            user: { ...testUser, emailVerified: false },
          },
        }),
      'POST /api/auth/email-verification': () => fakeResponse({ status: 202, body: { message: 'sent' } }),
    });
    const { user, currentPath } = renderSubscribe('/subscribe/suego');
    await user.type(await screen.findByLabelText('Promo code'), 'SUEGOFREE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/A free month goes to a verified email address/)).toBeInTheDocument();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Activate Subscription' }));
    expect(await screen.findByText('Verify your email to get your free month')).toBeInTheDocument();
    expect(currentPath()).toBe('/subscribe/suego');
    expect(callsTo(fetchMock, 'POST', '/api/auth/email-verification')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link. Check your inbox.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/email-verification')).toHaveLength(1);
  });

  it("a bad promo code says 'Invalid Promo Code'", async () => {
    stubSubscribeApi({
      'POST /api/validate-promo': () => fakeResponse({ status: 400, body: { statusCode: 400, message: 'Invalid Promo Code' } }),
    });
    const { user } = renderSubscribe('/subscribe/suego');
    await user.type(await screen.findByLabelText('Promo code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid Promo Code')).toBeInTheDocument();
    expect(screen.getByText('Please check your code and try again.')).toBeInTheDocument();
  });

  it('sign-in mode asks only for email and password, signs in, then starts the plan', async () => {
    const fetchMock = stubSubscribeApi({
      'POST /api/auth/login': () => fakeResponse({ body: { token: 'tok-2', user: testUser } }),
      'POST /api/create-subscription': () => fakeResponse({ body: { clientSecret: 'seti_2_secret_x', isFree: false } }),
      'POST /api/sandbox/confirm': succeeded,
      'POST /api/activate-subscription-after-setup': () => fakeResponse({ body: { success: true } }),
    });
    const { user, currentPath } = renderSubscribe('/subscribe/suepro');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));

    await waitFor(() => expect(currentPath()).toBe('/account?trial=started'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/auth/login')[0])).toEqual({
      email: 'pat@example.com',
      password: 'correct horse',
    });
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/create-subscription')[0])).toEqual({ plan: 'suepro' });
  });

  it('a subscriber is sent to the account page instead of starting a second plan', async () => {
    stubSubscribeApi(
      { 'GET /api/subscription/status': () => fakeResponse({ body: statusBody(makeSubscription()) }) },
      { signedIn: true },
    );
    renderSubscribe('/subscribe/suepro');
    expect(await screen.findByText('You already have a subscription')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it("completes an incomplete subscription ('Complete Payment Setup'): same secret, complete-payment-setup with the email", async () => {
    const fetchMock = stubSubscribeApi(
      {
        'GET /api/subscription/status': () =>
          fakeResponse({ body: statusBody(makeSubscription({ plan: 'suepro', status: 'incomplete' })) }),
        'POST /api/create-subscription': () =>
          fakeResponse({ body: { clientSecret: 'seti_4_secret_r', isFree: false, status: 'incomplete' } }),
        'POST /api/sandbox/confirm': succeeded,
        'POST /api/complete-payment-setup': () => fakeResponse({ body: { success: true, status: 'trialing' } }),
      },
      { signedIn: true },
    );
    const { user, currentPath } = renderSubscribe('/subscribe/suepro');
    expect(await screen.findByText('pat@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    await waitFor(() => expect(currentPath()).toBe('/account?trial=started'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/complete-payment-setup')[0])).toEqual({
      setupIntentId: 'seti_4',
      email: 'pat@example.com',
    });
    expect(callsTo(fetchMock, 'POST', '/api/activate-subscription-after-setup')).toHaveLength(0);
  });

  it('an unknown plan says so', async () => {
    stubSubscribeApi();
    renderSubscribe('/subscribe/gold');
    expect(await screen.findByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
  });

  describe('one free trial per customer (issue 22 point 3)', () => {
    const rule =
      'One free trial per customer. If you have had a free trial before (with this email address or this card), there is no trial: your card is charged $31 today.';

    it('a visitor reads the rule before paying, on every layout', async () => {
      for (const route of ['/subscribe/suego', '/subscribe-old/suego', '/subscribe-simple?plan=suego']) {
        stubSubscribeApi();
        const { unmount } = renderSubscribe(route);
        expect(await screen.findByText(rule)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeInTheDocument();
        unmount();
      }
    });

    it('a signed-in returning customer is told the first month is charged now, and the button says the price', async () => {
      stubSubscribeApi(
        {
          'GET /api/subscription/status': () =>
            fakeResponse({ body: { ...statusBody(null), trialAvailable: false } }),
        },
        { signedIn: true },
      );
      renderSubscribe('/subscribe/suego');
      expect(
        await screen.findByText(
          /Due today: \$31\. You have had your free trial, so your first month is charged now\./,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subscribe — $31/month' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Start 7-Day Free Trial' })).not.toBeInTheDocument();
    });

    it('a visitor whose email had a trial: the sign-up stops before the card is charged, then pays on the second press', async () => {
      const fetchMock = stubSubscribeApi({
        'POST /api/create-subscription-with-signup': () =>
          fakeResponse({
            body: {
              ...trialAnswer,
              clientSecret: 'pi_9_secret_x',
              trialDays: 0,
              status: 'incomplete',
              message: 'No trial.',
            },
          }),
        'POST /api/sandbox/confirm': succeeded,
      });
      const { user, currentPath } = renderSubscribe('/subscribe/suego');
      await fillSignup(user);
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));

      expect(await screen.findByText('No free trial this time')).toBeInTheDocument();
      expect(
        screen.getByText(
          'The free trial is once per customer, and this email address has had it. Press “Subscribe — $31/month” to pay $31 now, or leave this page: nothing has been charged.',
        ),
      ).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/sandbox/confirm')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Subscribe — $31/month' }));
      await waitFor(() => expect(currentPath()).toBe('/account?subscription=success'));
      expect(callsTo(fetchMock, 'POST', '/api/create-subscription-with-signup')).toHaveLength(1);
      expect(callsTo(fetchMock, 'POST', '/api/sandbox/confirm').map((c) => bodyOf(c).clientSecret)).toEqual([
        'pi_9_secret_x',
      ]);
      expect(callsTo(fetchMock, 'POST', '/api/activate-subscription-after-setup')).toHaveLength(0);
    });
  });
});
