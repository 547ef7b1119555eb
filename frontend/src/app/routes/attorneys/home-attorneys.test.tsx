import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import {
  attorneyPricing,
  directoryStats,
  makeAttorney,
  makeReferral,
  searchResult,
} from '@/testing/attorney-fixtures';
import { testUser } from '@/testing/case-fixtures';
import { fillCard } from '@/testing/subscribe-helpers';
import { statusBody } from '@/testing/subscription-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { HomeAttorneys } from './home-attorneys';

type Routes = Parameters<typeof stubFetch>[0];

function api(routes: Routes = {}, { signedIn = false, subscribed = false } = {}) {
  if (signedIn) window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  return stubFetch({
    'GET /api/attorneys/stats': () => fakeResponse({ body: directoryStats }),
    'GET /api/pricing': () => fakeResponse({ body: attorneyPricing }),
    'GET /api/config': () => fakeResponse({ body: { paymentMode: 'sandbox', stripePublishableKey: null } }),
    'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    'GET /api/subscription/status': () =>
      fakeResponse({ body: statusBody(subscribed ? { id: 's', plan: 'suego', status: 'active' } : null) }),
    ...routes,
  });
}

const renderHome = () =>
  renderWithProviders(
    <Switch>
      <Route path="/">
        <HomeAttorneys />
      </Route>
      <Route path="/attorney-referral">
        <h1>Attorney directory page</h1>
      </Route>
      <Route path="/login">
        <h1>Login page</h1>
      </Route>
    </Switch>,
  );

describe('home attorney section', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.useRealTimers();
  });

  it('a visitor searches by state, practice area and ZIP: at most 3 cards with call, email and website links (axe clean)', async () => {
    const fetchMock = api({
      'GET /api/attorneys/teaser?state=TX&specialty=landlord_tenant&location=78701': () =>
        fakeResponse({
          body: searchResult(
            [
              makeAttorney(),
              makeAttorney({ id: 'att-2', name: 'Ben Cole', hourlyRate: null, source: 'import' }),
              makeAttorney({ id: 'att-3', name: 'Cy Lee' }),
            ],
            { total: 57 },
          ),
        }),
    });
    const { user, container } = renderHome();
    // Live count, never a constant.
    expect(
      await screen.findByRole('link', { name: 'Browse the full directory (14,321 attorneys)' }),
    ).toHaveAttribute('href', '/attorney-referral');
    await user.click(screen.getByRole('button', { name: 'Search Attorneys' }));
    expect(await screen.findByText('State Required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => (u as string).includes('/teaser'))).toBe(false);

    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.selectOptions(screen.getByLabelText('Practice area'), 'Landlord-Tenant Issues');
    await user.type(screen.getByLabelText('City or ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Search Attorneys' }));
    const cards = await screen.findAllByTestId('attorney-card');
    expect(cards).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 57 attorneys in Texas.')).toBeInTheDocument();
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Ana Reyes' })).toBeInTheDocument();
    expect(first.getByText('Reyes Law Group')).toBeInTheDocument();
    expect(first.getByText('(40 reviews)')).toBeInTheDocument();
    expect(first.getByText('12 years of experience')).toBeInTheDocument();
    expect(first.getByText('Starting at $275/hour')).toBeInTheDocument();
    expect(first.getByText('Sample data')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:5125550134');
    expect(first.getByRole('link', { name: /Email/ })).toHaveAttribute('href', 'mailto:ana@reyes.example');
    expect(first.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://www.reyes.example');
    expect(within(cards[1]!).getByText('$300-500/hour')).toBeInTheDocument();
    expect(screen.getByText('This is a sample directory')).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('the search purchase modal shows the catalog price; a visitor is asked to sign in first', async () => {
    api();
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Unlock full search – $2.49' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/for \$2\.49, one time/)).toBeInTheDocument();
    // the payment part is its own chunk, loaded when the modal opens
    expect(await within(dialog).findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fsubscribe%2Fattorney-search-payment',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a signed-in user pays $2.49 for real (sandbox card), then a toast, then /attorney-referral after 1 second', async () => {
    const fetchMock = api(
      {
        'POST /api/create-attorney-search-payment-intent': () =>
          fakeResponse({
            body: { clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1', amount: 249, currency: 'usd' },
          }),
        'POST /api/sandbox/confirm': () => fakeResponse({ body: { status: 'succeeded' } }),
        'GET /api/attorney-search/access': () =>
          fakeResponse({ body: { hasAccess: true, access: 'purchase' } }),
      },
      { signedIn: true },
    );
    const { user, currentPath } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Unlock full search – $2.49' }));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $2.49' }));
    expect(await screen.findByText('Payment Processed')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    await waitFor(() => expect(currentPath()).toBe('/attorney-referral'), { timeout: 3_000 });
    const confirm = fetchMock.mock.calls.find(([u]) => u === '/api/sandbox/confirm');
    expect(JSON.parse(confirm?.[1]?.body as string)).toMatchObject({ clientSecret: 'pi_1_secret_x' });
  });

  it("a subscriber: 'Included', and 'Access Granted' without a card", async () => {
    api(
      {
        'POST /api/create-attorney-search-payment-intent': () =>
          fakeResponse({ body: { subscriptionAccess: true, plan: 'suego' } }),
      },
      { signedIn: true, subscribed: true },
    );
    const { user } = renderHome();
    await user.click(await screen.findByRole('button', { name: 'Unlock full search – Included' }));
    await user.click(await screen.findByRole('button', { name: 'Search attorneys' }));
    expect(await screen.findByText('Access Granted')).toBeInTheDocument();
    expect(screen.getByText('Attorney search included with your subscription!')).toBeInTheDocument();
  });

  it("the referral form: 'Missing Information' without a request; a non-subscriber pays the fee, then sees whom it went to", async () => {
    const fetchMock = api(
      {
        'POST /api/attorney-referrals': () =>
          fakeResponse({
            body: {
              status: 'payment_required',
              referral: makeReferral({ status: 'awaiting_payment', fee: 1650, paymentMethod: null }),
              payment: {
                clientSecret: 'pi_ref_secret_x',
                paymentIntentId: 'pi_ref',
                amount: 1650,
                currency: 'usd',
              },
            },
          }),
        'POST /api/sandbox/confirm': () => fakeResponse({ body: { status: 'succeeded' } }),
        'GET /api/attorney-referrals/ref-1': () =>
          fakeResponse({ body: makeReferral({ fee: 1650, paymentMethod: 'paid' }) }),
        'GET /api/attorney-referrals': () => fakeResponse({ body: { referrals: [] } }),
      },
      { signedIn: true },
    );
    const { user } = renderHome();
    expect(await screen.findByText(/Referral: \$16\.50\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Attorney Referral' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([u, i]) => u === '/api/attorney-referrals' && i?.method === 'POST'),
    ).toBe(false);

    const form = screen.getByRole('form', { name: 'Attorney referral request' });
    await user.selectOptions(
      within(form).getByLabelText('Type of case (required)'),
      'Landlord-Tenant Issues',
    );
    await user.selectOptions(within(form).getByLabelText('State (required)'), 'TX');
    await user.type(within(form).getByLabelText('Your ZIP code (required)'), '787o01');
    await user.type(within(form).getByLabelText('What happened? (required)'), 'My landlord kept my deposit.');
    await user.type(within(form).getByLabelText('Email (required)'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Attorney Referral' }));
    await fillCard(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $16.50' }));
    expect(await screen.findAllByText('Referral Request Submitted')).toHaveLength(2); // the toast and the card
    const sentTo = screen.getByRole('list', { name: 'Attorneys your request was sent to' });
    expect(within(sentTo).getByText('Ana Reyes')).toBeInTheDocument();
    expect(within(sentTo).getByText('Ben Cole')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([u, i]) => u === '/api/attorney-referrals' && i?.method === 'POST',
    );
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      caseType: 'landlord_tenant',
      state: 'TX',
      zipCode: '78701',
      description: 'My landlord kept my deposit.',
      urgency: 'medium',
      contactEmail: 'me@example.com',
    });
  });

  it("the server's refusal shows next to its field as a sentence, never 'zipCode: …' (issue 32)", async () => {
    api(
      {
        'POST /api/attorney-referrals': () =>
          fakeResponse({
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'zipCode: We could not find the ZIP code 00000',
              field: 'zipCode',
              code: 'zip_not_found',
              params: { zip: '00000' },
            },
          }),
      },
      { signedIn: true, subscribed: true },
    );
    const { user } = renderHome();
    const form = await screen.findByRole('form', { name: 'Attorney referral request' });
    await user.selectOptions(within(form).getByLabelText('Type of case (required)'), 'Contract Disputes');
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(10));
    await user.selectOptions(within(form).getByLabelText('State (required)'), 'TX');
    await user.type(within(form).getByLabelText('Your ZIP code (required)'), '00000');
    await user.type(within(form).getByLabelText('What happened? (required)'), 'Unpaid invoice.');
    await user.type(within(form).getByLabelText('Email (required)'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Attorney Referral' }));
    const zip = within(form).getByLabelText('Your ZIP code (required)');
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    expect(zip).toHaveAccessibleDescription(
      'We send your request to the nearest attorneys who handle your kind of case. We could not find the ZIP code 00000. Please check it.',
    );
    expect(zip).toHaveFocus();
    expect(screen.queryByText(/zipCode/)).not.toBeInTheDocument();
  });

  it('a subscriber: the referral is included and sent at once', async () => {
    api(
      {
        'POST /api/attorney-referrals': () =>
          fakeResponse({ body: { status: 'sent', referral: makeReferral() } }),
      },
      { signedIn: true, subscribed: true },
    );
    const { user } = renderHome();
    expect(await screen.findByText(/Referral: included with your plan\./)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Attorney referral request' });
    await user.selectOptions(within(form).getByLabelText('Type of case (required)'), 'Contract Disputes');
    await user.selectOptions(within(form).getByLabelText('State (required)'), 'CA');
    await user.type(within(form).getByLabelText('Your ZIP code (required)'), '94103');
    await user.type(within(form).getByLabelText('What happened? (required)'), 'Unpaid invoice.');
    await user.type(within(form).getByLabelText('Email (required)'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Attorney Referral' }));
    expect(await screen.findAllByText('Referral Request Submitted')).toHaveLength(2); // the toast and the card
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('a visitor submitting the referral form is asked to sign in (Login Required)', async () => {
    api();
    const { user, currentPath } = renderHome();
    const form = await screen.findByRole('form', { name: 'Attorney referral request' });
    await user.selectOptions(within(form).getByLabelText('Type of case (required)'), 'Contract Disputes');
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(10));
    await user.selectOptions(within(form).getByLabelText('State (required)'), 'CA');
    await user.type(within(form).getByLabelText('Your ZIP code (required)'), '94103');
    await user.type(within(form).getByLabelText('What happened? (required)'), 'Unpaid invoice.');
    await user.type(within(form).getByLabelText('Email (required)'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Attorney Referral' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login?returnTo=%2Fattorney-referral'));
  });
});
