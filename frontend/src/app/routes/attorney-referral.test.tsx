import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
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
import { statusBody } from '@/testing/subscription-fixtures';
import { fillCard } from '@/testing/subscribe-helpers';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { AttorneyReferralRoute } from './attorney-referral';

type Routes = Parameters<typeof stubFetch>[0];
const access = (hasAccess: boolean, extra: object = {}) =>
  fakeResponse({
    body: {
      hasAccess,
      access: hasAccess ? 'purchase' : 'none',
      plan: null,
      expiresAt: hasAccess ? '2026-12-20T10:00:00.000Z' : null,
      expiredAt: null,
      ...extra,
    },
  });

function api(routes: Routes = {}, { signedIn = true } = {}) {
  if (signedIn) window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  return stubFetch({
    'GET /api/attorneys/stats': () => fakeResponse({ body: directoryStats }),
    'GET /api/pricing': () => fakeResponse({ body: attorneyPricing }),
    'GET /api/config': () => fakeResponse({ body: { paymentMode: 'sandbox', stripePublishableKey: null } }),
    'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    'GET /api/subscription/status': () => fakeResponse({ body: statusBody(null) }),
    'GET /api/attorney-referrals': () =>
      fakeResponse({ body: { referrals: [makeReferral({ kind: 'direct' })] } }),
    'GET /api/attorney-search/access': () => access(true),
    ...routes,
  });
}

const renderPage = () =>
  renderWithProviders(
    <Switch>
      <Route path="/attorney-referral" component={AttorneyReferralRoute} />
      <Route path="/subscribe/:plan">
        <h1>Subscribe page</h1>
      </Route>
      <Route path="/login">
        <h1>Login page</h1>
      </Route>
    </Switch>,
    { route: '/attorney-referral' },
  );

describe('<AttorneyReferralRoute /> (/attorney-referral)', () => {
  afterEach(() => window.localStorage.clear());

  it("signed out: 'Account Required', then the attorney search offers", async () => {
    api({}, { signedIn: false });
    const { currentPath } = renderPage();
    expect(await screen.findByText('Account Required')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/subscribe/attorney-search'));
  });

  it('without access: the paywall with the catalog price, the plans, and the referral form (axe clean)', async () => {
    api({
      'GET /api/attorney-search/access': () => access(false, { expiredAt: '2026-11-01T10:00:00.000Z' }),
    });
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Unlock the attorney directory' })).toBeInTheDocument();
    expect(screen.getByText('$2.49')).toBeInTheDocument();
    expect(screen.getByText(/Search 14,321 attorneys by state/)).toBeInTheDocument();
    expect(screen.getByText(/Your one-time access ended on November 1, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Buy search access/ })).toHaveAttribute(
      'href',
      '/subscribe/attorney-search-payment',
    );
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/subscription-plans',
    );
    expect(screen.queryByRole('form', { name: 'Find attorneys' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Attorney referral request' })).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('with access: filters (State 50 + DC, Specialty, ZIP digits only), ranked cards with distance, Contact Attorney (axe clean)', async () => {
    const fetchMock = api({
      'POST /api/attorneys/search': (init) => {
        const body = JSON.parse(init?.body as string);
        if (body.page === 2)
          return fakeResponse({
            body: searchResult([makeAttorney({ id: 'att-11', name: 'Page Two' })], {
              total: 11,
              page: 2,
              totalPages: 2,
            }),
          });
        return fakeResponse({
          body: searchResult(
            [makeAttorney(), makeAttorney({ id: 'att-2', name: 'Ben Cole', hourlyRate: null })],
            {
              total: 11,
              totalPages: 2,
              origin: { zip: '78701', city: 'Austin', state: 'TX' },
            },
          ),
        });
      },
      'POST /api/attorney-referrals': () =>
        fakeResponse({ body: { status: 'sent', referral: makeReferral({ kind: 'direct' }) } }),
    });
    const { user, container } = renderPage();
    expect(
      await screen.findByText(/Your one-time attorney search runs until December 20, 2026/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find Attorneys' }));
    expect(await screen.findByText('State Required')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Find attorneys' });
    expect(within(form).getByRole('option', { name: 'District of Columbia (DC)' })).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('State'), 'TX');
    await user.selectOptions(within(form).getByLabelText('Specialty'), 'Landlord-Tenant');
    await user.type(within(form).getByLabelText('ZIP code'), '78a70199');
    expect(within(form).getByLabelText('ZIP code')).toHaveValue('78701');
    await user.click(screen.getByRole('button', { name: 'Find Attorneys' }));
    expect(
      await screen.findByRole('heading', { name: '11 attorneys near Austin, TX 78701' }),
    ).toBeInTheDocument();
    const search = fetchMock.mock.calls.find(([u]) => u === '/api/attorneys/search');
    expect(JSON.parse(search?.[1]?.body as string)).toEqual({
      state: 'TX',
      specialty: 'landlord_tenant',
      zipCode: '78701',
    });
    const cards = screen.getAllByTestId('attorney-card');
    expect(within(cards[0]!).getByText(/2\.1 mi away/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('$300-500/hour')).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await user.click(within(cards[0]!).getByRole('button', { name: 'Contact Attorney Ana Reyes' }));
    // Consent before contact (issue 37 point 4): nothing is posted until "Send my details".
    const consent = await screen.findByRole('dialog', { name: 'Send your details to Ana Reyes?' });
    const posts = () =>
      fetchMock.mock.calls.filter(([u, i]) => u === '/api/attorney-referrals' && i?.method === 'POST');
    expect(posts()).toHaveLength(0);
    await user.type(within(consent).getByLabelText('Message to the attorney (optional)'), 'Evenings please');
    await user.click(within(consent).getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText('Contact Request Sent')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(within(cards[0]!).getByRole('button', { name: 'Contact Attorney Ana Reyes' })).toHaveTextContent(
      'Request sent',
    );
    const contact = fetchMock.mock.calls.find(
      ([u, i]) => u === '/api/attorney-referrals' && i?.method === 'POST',
    );
    expect(JSON.parse(contact?.[1]?.body as string)).toEqual({
      attorneyId: 'att-1',
      description: 'Evenings please',
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Page Two' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('no results: Search Again and Clear Filters', async () => {
    const fetchMock = api({ 'POST /api/attorneys/search': () => fakeResponse({ body: searchResult([]) }) });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Find attorneys' });
    await user.selectOptions(within(form).getByLabelText('State'), 'DC');
    await user.click(screen.getByRole('button', { name: 'Find Attorneys' }));
    expect(await screen.findByRole('heading', { name: 'No attorneys found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Search Again/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => u === '/api/attorneys/search')).toHaveLength(2),
    );
    await user.click(screen.getByRole('button', { name: /Clear Filters/ }));
    expect(within(form).getByLabelText('State')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'No attorneys found' })).not.toBeInTheDocument();
  });

  it('a ZIP the server cannot find: its sentence next to the ZIP field, never "zipCode: …" (issue 32)', async () => {
    api({
      'POST /api/attorneys/search': () =>
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
    });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Find attorneys' });
    await user.selectOptions(within(form).getByLabelText('State'), 'TX');
    await user.type(within(form).getByLabelText('ZIP code'), '00000');
    await user.click(screen.getByRole('button', { name: 'Find Attorneys' }));
    const zip = within(form).getByLabelText('ZIP code');
    await waitFor(() =>
      expect(zip).toHaveAccessibleDescription(/We could not find the ZIP code 00000\. Please check it\./),
    );
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveFocus();
    expect(screen.queryByText(/zipCode/)).not.toBeInTheDocument();
    expect(screen.queryByText('Search Error')).not.toBeInTheDocument();
    await user.type(zip, '{Backspace}1');
    expect(zip).not.toHaveAttribute('aria-invalid');
  });

  it('a referral left waiting for its fee can be paid from the list, or removed after a confirmation (issue 32)', async () => {
    let referrals = [
      makeReferral({ id: 'ref-pay', status: 'awaiting_payment', fee: 1650, paymentMethod: null }),
      makeReferral({
        id: 'ref-drop',
        kind: 'direct',
        status: 'awaiting_payment',
        fee: 1650,
        paymentMethod: null,
      }),
    ];
    const fetchMock = api({
      'GET /api/attorney-referrals': () => fakeResponse({ body: { referrals } }),
      'GET /api/attorney-referrals/ref-pay/payment': () =>
        fakeResponse({
          body: {
            clientSecret: 'pi_wait_secret_x',
            paymentIntentId: 'pi_wait',
            amount: 1650,
            currency: 'usd',
          },
        }),
      'POST /api/sandbox/confirm': () => {
        referrals = referrals.map((r) =>
          r.id === 'ref-pay' ? { ...r, status: 'sent', paymentMethod: 'paid' } : r,
        );
        return fakeResponse({ body: { status: 'succeeded' } });
      },
      'GET /api/attorney-referrals/ref-pay': () =>
        fakeResponse({ body: referrals.find((r) => r.id === 'ref-pay') }),
      'DELETE /api/attorney-referrals/ref-drop': () => {
        referrals = referrals.filter((r) => r.id !== 'ref-drop');
        return fakeResponse({ status: 204, body: '' });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay $16.50 for this referral request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for your referral request' });
    await fillCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $16.50' }));
    expect(await screen.findByText('Referral Request Submitted')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([u, i]) =>
          u === '/api/sandbox/confirm' && JSON.parse(i?.body as string).clientSecret === 'pi_wait_secret_x',
      ),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove this contact request' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this contact request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove request' }));
    expect(await screen.findByText('Request removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove this contact request' })).not.toBeInTheDocument(),
    );
    expect(
      fetchMock.mock.calls.filter(
        ([u, i]) => u === '/api/attorney-referrals/ref-drop' && i?.method === 'DELETE',
      ),
    ).toHaveLength(1);
  });

  it("a 403 on search (access ran out meanwhile): 'Subscription Required', then the offers", async () => {
    api({
      'POST /api/attorneys/search': () =>
        fakeResponse({ status: 403, body: { statusCode: 403, message: 'no access' } }),
    });
    const { user, currentPath } = renderPage();
    const form = await screen.findByRole('form', { name: 'Find attorneys' });
    await user.selectOptions(within(form).getByLabelText('State'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Find Attorneys' }));
    expect(await screen.findByText('Subscription Required')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/subscribe/attorney-search'));
  });

  it("other failures: 'Search Error'; the user's own requests are listed with whom they went to", async () => {
    api({ 'POST /api/attorneys/search': () => fakeResponse({ status: 500, body: '' }) });
    const { user } = renderPage();
    expect(await screen.findByText('Contact request')).toBeInTheDocument();
    expect(screen.getByText(/Sent to Ana Reyes \(Reyes Law Group, Austin\); Ben Cole/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Find attorneys' });
    await user.selectOptions(within(form).getByLabelText('State'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Find Attorneys' }));
    expect(await screen.findByText('Search Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to search attorneys. Please try again.')).toBeInTheDocument();
  });

  it('the form: the same matter within 30 days asks before a second paid request, then sends it confirmed (issue 37)', async () => {
    const bodies: unknown[] = [];
    api({
      'GET /api/attorney-search/access': () => access(false),
      'POST /api/attorney-referrals': (init) => {
        const body = JSON.parse(init?.body as string) as { confirmSameMatter?: boolean };
        bodies.push(body);
        return body.confirmSameMatter
          ? fakeResponse({ body: { status: 'sent', referral: makeReferral({ kind: 'matched' }) } })
          : fakeResponse({
              status: 409,
              body: {
                statusCode: 409,
                message: 'You already requested a referral for this matter on 2026-11-20.',
                confirm: 'referral_same_matter',
                params: { date: '2026-11-20', attorneys: 'Ana Reyes, Sam Lee', referralId: 'ref-1' },
              },
            });
      },
    });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Attorney referral request' });
    await user.selectOptions(within(form).getByLabelText('Type of case (required)'), 'landlord_tenant');
    await user.selectOptions(within(form).getByLabelText('State (required)'), 'TX');
    await user.type(within(form).getByLabelText('Your ZIP code (required)'), '78701');
    await user.type(within(form).getByLabelText('What happened? (required)'), 'Deposit kept.');
    await user.type(within(form).getByLabelText('Email (required)'), 'rosa@example.com');
    await user.click(within(form).getByRole('button', { name: 'Request Attorney Referral' }));
    const ask = await screen.findByRole('alertdialog', { name: 'You already requested this referral' });
    expect(ask).toHaveTextContent('on 2026-11-20 to Ana Reyes, Sam Lee');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('confirmSameMatter');
    await user.click(within(ask).getByRole('button', { name: 'Send and pay again' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ confirmSameMatter: true, description: 'Deposit kept.' });
  });
});
