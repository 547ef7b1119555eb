import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { testUser } from '@/testing/case-fixtures';
import { bodyOf, callsTo, fillCard, renderSubscribe, stubSubscribeApi } from '@/testing/subscribe-helpers';
import { makeSubscription, statusBody } from '@/testing/subscription-fixtures';
import { fakeResponse, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { SubscriptionPlansRoute } from './subscription-plans';

const succeeded = () => fakeResponse({ body: { status: 'succeeded' } });

describe('subscribe variants (one form, different layouts)', () => {
  it('/subscribe/attorney-search: SueGo (Recommended), SuePro and one-time Attorney Search', async () => {
    stubSubscribeApi();
    renderSubscribe('/subscribe/attorney-search');
    const suego = within(await screen.findByTestId('plan-suego'));
    expect(suego.getByText('Recommended')).toBeInTheDocument();
    expect(suego.getByRole('link', { name: 'Choose SueGo' })).toHaveAttribute('href', '/subscribe/suego');
    expect(within(screen.getByTestId('plan-suepro')).getByRole('link', { name: 'Choose SuePro Business' })).toHaveAttribute(
      'href',
      '/subscribe/suepro',
    );
    const search = within(screen.getByTestId('offer-attorney-search'));
    expect(search.getByText('$2.49')).toBeInTheDocument();
    expect(search.getByRole('link', { name: 'Buy one-time access' })).toHaveAttribute(
      'href',
      '/subscribe/attorney-search-payment',
    );
  });

  it("/subscribe/attorney-search: a subscriber sees 'Included' instead of the fee", async () => {
    stubSubscribeApi(
      { 'GET /api/subscription/status': () => fakeResponse({ body: statusBody(makeSubscription({ status: 'active' })) }) },
      { signedIn: true },
    );
    renderSubscribe('/subscribe/attorney-search');
    const search = within(await screen.findByTestId('offer-attorney-search'));
    expect(search.getByText('Included')).toBeInTheDocument();
    expect(search.queryByText('$2.49')).not.toBeInTheDocument();
  });

  it.each([
    ['/subscribe-old/suepro', 'SuePro Business'],
    ['/subscribe-simple', 'SueGo'],
    ['/subscribe-simple?plan=suepro', 'SuePro Business'],
  ])('%s: the plan (Selected) beside the same combined form', async (route, planName) => {
    stubSubscribeApi();
    renderSubscribe(route);
    const card = await screen.findByTestId(planName === 'SueGo' ? 'plan-suego' : 'plan-suepro');
    expect(within(card).getByText('Selected')).toBeInTheDocument();
    expect(within(card).getByText(planName)).toBeInTheDocument();
    expect(screen.getAllByTestId(/^plan-/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toBeInTheDocument();
  });

  it('/subscribe-steps/suego: the account step first, then the payment step', async () => {
    const fetchMock = stubSubscribeApi({
      'POST /api/auth/register': () => fakeResponse({ status: 201, body: { token: 'tok-3', user: testUser } }),
      'POST /api/create-subscription': () =>
        fakeResponse({ body: { clientSecret: 'seti_5_secret_q', isFree: false, status: 'incomplete' } }),
      'POST /api/sandbox/confirm': succeeded,
      'POST /api/activate-subscription-after-setup': () => fakeResponse({ body: { success: true, status: 'trialing' } }),
    });
    const { user, currentPath } = renderSubscribe('/subscribe-steps/suego');
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), 'Pat Doe');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    await waitFor(() => expect(currentPath()).toBe('/account?trial=started'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/create-subscription')[0])).toEqual({ plan: 'suego' });
  });

  it('/subscribe-setup?plan=suepro: the SetupIntent is created first, then confirmed and activated', async () => {
    const fetchMock = stubSubscribeApi(
      {
        'POST /api/create-setup-intent': () =>
          fakeResponse({ body: { clientSecret: 'seti_7_secret_w', setupIntentId: 'seti_7' } }),
        'POST /api/sandbox/confirm': succeeded,
        'POST /api/activate-subscription-after-setup': () => fakeResponse({ body: { success: true, status: 'trialing' } }),
      },
      { signedIn: true },
    );
    const { user, currentPath } = renderSubscribe('/subscribe-setup?plan=suepro');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/create-setup-intent')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/create-setup-intent')[0])).toEqual({ plan: 'suepro' });
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));
    await waitFor(() => expect(currentPath()).toBe('/account?trial=started'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/sandbox/confirm')[0]).clientSecret).toBe('seti_7_secret_w');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/activate-subscription-after-setup')[0])).toEqual({
      setupIntentId: 'seti_7',
    });
    expect(callsTo(fetchMock, 'POST', '/api/create-subscription')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/create-setup-intent')).toHaveLength(1);
  });

  it("/subscribe-setup: 'Payment Setup Failed' when the SetupIntent cannot be created, with a retry", async () => {
    let fail = true;
    stubSubscribeApi(
      {
        'POST /api/create-setup-intent': () =>
          fail
            ? fakeResponse({ status: 502, body: { statusCode: 502, message: 'The card service is unavailable' } })
            : fakeResponse({ body: { clientSecret: 'seti_8_secret_v' } }),
      },
      { signedIn: true },
    );
    const { user } = renderSubscribe('/subscribe-setup?plan=suego');
    expect(await screen.findByText('Payment Setup Failed', { selector: '[data-slot="alert-title"]' })).toBeInTheDocument();
    expect(screen.getAllByText('The card service is unavailable').length).toBeGreaterThan(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
  });
});

describe('/subscription-plans', () => {
  it('Choose Your Plan: each catalog plan links to its subscribe page, plus Back to Account and Contact Support', async () => {
    stubSubscribeApi();
    renderWithProviders(
      <Switch>
        <Route path="/subscription-plans" component={SubscriptionPlansRoute} />
      </Switch>,
      { route: '/subscription-plans' },
    );
    expect(screen.getByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
    const suego = within(await screen.findByTestId('plan-suego'));
    expect(suego.getByText('$31/month')).toBeInTheDocument();
    expect(suego.getByText('7-day free trial')).toBeInTheDocument();
    expect(suego.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '3 documents per billing period',
      'Unlimited attorney referrals',
    ]);
    expect(suego.getByRole('link', { name: 'Choose SueGo' })).toHaveAttribute('href', '/subscribe/suego');
    expect(within(screen.getByTestId('plan-suepro')).getByRole('link', { name: 'Choose SuePro Business' })).toHaveAttribute(
      'href',
      '/subscribe/suepro',
    );
    expect(screen.getByRole('link', { name: 'Back to Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
  });
});
