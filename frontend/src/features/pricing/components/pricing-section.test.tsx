import { describe, expect, it } from 'vitest';
import { fakeResponse, renderWithProviders, screen, stubFetch, within } from '@/testing/test-utils';
import type { Pricing } from '../api/get-pricing';
import { PricingSection } from './pricing-section';

// Deliberately not the real catalog: whatever the server says is what must appear.
const pricing: Pricing = {
  currency: 'usd',
  documents: [
    { id: 'demand_letter', name: 'Demand Letter', amount: 700, description: 'A letter asking for payment.' },
    { id: 'small_claims', name: 'Small Claims Filing Package', amount: 1850, description: 'Court forms.' },
  ],
  plans: [
    {
      id: 'suego',
      name: 'SueGo',
      amount: 3100,
      interval: 'month',
      trialDays: 7,
      documentsPerPeriod: 3,
      features: ['Unlimited attorney referrals'],
    },
    {
      id: 'suepro',
      name: 'SuePro Business',
      amount: 10400,
      interval: 'month',
      trialDays: 7,
      documentsPerPeriod: null,
      features: ['Priority referrals', 'Phone support'],
    },
  ],
  addons: [
    { id: 'attorney_search', name: 'Attorney Search', amount: 249, accessDays: 30, description: 'Search the directory.' },
    { id: 'attorney_referral', name: 'Attorney Referral', amount: 1600, description: 'We introduce you.' },
  ],
};

// The real catalog's prices (DESIGN §6) must never be baked into the page.
const CATALOG_PRICES = /\$(?:5|15|29|99)(?:\.00)?(?![\d.,])|\$1\.99/;

describe('<PricingSection />', () => {
  it('renders every price from GET /api/pricing', async () => {
    const fetchMock = stubFetch({ 'GET /api/pricing': () => fakeResponse({ body: pricing }) });
    renderWithProviders(<PricingSection />);

    const letter = within(await screen.findByTestId('price-demand_letter'));
    expect(letter.getByText('Demand Letter')).toBeInTheDocument();
    expect(letter.getByText('$7')).toBeInTheDocument();
    expect(within(screen.getByTestId('price-small_claims')).getByText('$18.50')).toBeInTheDocument();

    const suego = within(screen.getByTestId('price-suego'));
    expect(suego.getByText('$31')).toBeInTheDocument();
    expect(suego.getByText('7-day free trial')).toBeInTheDocument();
    expect(suego.getByText('3 documents per billing period')).toBeInTheDocument();
    expect(suego.getByRole('link', { name: 'Choose SueGo' })).toHaveAttribute('href', '/subscribe/suego');

    const suepro = within(screen.getByTestId('price-suepro'));
    expect(suepro.getByText('$104')).toBeInTheDocument();
    expect(suepro.getByText('Unlimited documents')).toBeInTheDocument();
    expect(suepro.getByRole('link', { name: 'Choose SuePro Business' })).toHaveAttribute('href', '/subscribe/suepro');

    expect(within(screen.getByTestId('price-attorney_search')).getByText('$2.49')).toBeInTheDocument();
    expect(within(screen.getByTestId('price-attorney_referral')).getByText('$16')).toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).not.toMatch(CATALOG_PRICES);
  });

  it('lists each plan feature once, even when the catalog states the allowance itself', async () => {
    const withAllowance: Pricing = {
      ...pricing,
      plans: [
        { ...pricing.plans[0]!, features: ['3 documents per billing period', 'Unlimited attorney referrals'] },
        { ...pricing.plans[1]!, features: ['Unlimited documents', 'Phone support', 'Phone support'] },
      ],
    };
    stubFetch({ 'GET /api/pricing': () => fakeResponse({ body: withAllowance }) });
    renderWithProviders(<PricingSection />);

    const suego = within(await screen.findByTestId('price-suego'));
    expect(suego.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '3 documents per billing period',
      'Unlimited attorney referrals',
    ]);
    const suepro = within(screen.getByTestId('price-suepro'));
    expect(suepro.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Unlimited documents', 'Phone support']);
  });

  it("shows subscribers 'Included' where others see the fees (access tier)", async () => {
    stubFetch({ 'GET /api/pricing': () => fakeResponse({ body: pricing }) });
    renderWithProviders(<PricingSection subscribed />);

    const search = within(await screen.findByTestId('price-attorney_search'));
    expect(search.getByText('Included')).toBeInTheDocument();
    expect(search.queryByText('$2.49')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('price-attorney_referral')).getByText('Included')).toBeInTheDocument();
    expect(within(screen.getByTestId('price-attorney_referral')).queryByText('$16')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading and no prices at all', () => {
    stubFetch({ 'GET /api/pricing': () => new Promise<Response>(() => undefined) });
    renderWithProviders(<PricingSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading prices');
    expect(document.body.textContent).not.toMatch(/\$\d/);
  });

  it('says what to do when prices cannot be loaded', async () => {
    const fetchMock = stubFetch({
      'GET /api/pricing': () => fakeResponse({ status: 500, body: { statusCode: 500, message: 'Database down' } }),
    });
    const { user } = renderWithProviders(<PricingSection />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load our prices right now.");
    expect(alert).toHaveTextContent('Database down');
    expect(document.body.textContent).not.toMatch(/\$\d/);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
