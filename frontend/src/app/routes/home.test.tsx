import { describe, expect, it } from 'vitest';
import { fakeResponse, renderWithProviders, screen, stubFetch } from '@/testing/test-utils';
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
