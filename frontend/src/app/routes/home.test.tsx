import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { HomeRoute } from './home';

// Not the real catalog: the hero must show whatever the server says.
const pricing = {
  currency: 'usd',
  documents: [
    { id: 'demand_letter', name: 'Demand Letter', amount: 700, description: 'A letter.' },
    { id: 'small_claims', name: 'Small Claims Filing Package', amount: 1850, description: 'Forms.' },
  ],
  plans: [],
  addons: [],
};

const CATALOG_PRICES = /\$(?:5|15|29|99)(?:\.00)?(?![\d.,])|\$1\.99/;

describe('home hero price', () => {
  it('takes the "Start Your Case" price from the catalog', async () => {
    stubFetch({ 'GET /api/pricing': () => fakeResponse({ body: pricing }) });
    renderWithProviders(<HomeRoute />);

    // before the catalog arrives there is no price in the button
    expect(screen.getByRole('link', { name: 'Start Your Case' })).toHaveAttribute('href', '/questionnaire');
    expect(await screen.findByRole('link', { name: 'Start Your Case - $7' })).toHaveAttribute('href', '/questionnaire');
    expect(document.body.textContent).not.toMatch(CATALOG_PRICES);
  });
});

describe('home case-type cards', () => {
  it.each([
    ['Unpaid Work', 'unpaid'],
    ['Landlord Disputes', 'landlord'],
    ['Vehicle Damage', 'vehicle'],
  ])("'Start this case' on %s preselects that type for the questionnaire", async (title, caseType) => {
    stubFetch({ 'GET /api/pricing': () => fakeResponse({ body: pricing }) });
    const { user, currentPath } = renderWithProviders(<HomeRoute />);

    const section = screen.getByRole('region', { name: 'What kind of dispute do you have?' });
    await user.click(within(section).getByRole('link', { name: new RegExp(`^${title}`) }));

    expect(currentPath()).toBe('/questionnaire');
    expect(JSON.parse(window.localStorage.getItem('homepage-case-selection') ?? 'null')).toEqual({
      caseType,
      startAtStep: 1,
    });
  });
});

describe('home pricing for subscribers', () => {
  const withAddons = {
    ...pricing,
    addons: [{ id: 'attorney_search', name: 'Attorney Search', amount: 249, accessDays: 30, description: 'Search.' }],
  };

  it("a signed-in subscriber sees 'Included' instead of the attorney search fee", async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    stubFetch({
      'GET /api/pricing': () => fakeResponse({ body: withAddons }),
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/subscription/status': () =>
        fakeResponse({ body: { subscription: { id: 's1', plan: 'suego', status: 'trialing' }, hasActiveSubscription: true } }),
    });
    renderWithProviders(<HomeRoute />);
    await waitFor(() => expect(within(screen.getByTestId('price-attorney_search')).getByText('Included')).toBeInTheDocument());
  });

  it('a visitor sees the fee', async () => {
    stubFetch({ 'GET /api/pricing': () => fakeResponse({ body: withAddons }) });
    renderWithProviders(<HomeRoute />);
    expect(await within(await screen.findByTestId('price-attorney_search')).findByText('$2.49')).toBeInTheDocument();
  });
});
