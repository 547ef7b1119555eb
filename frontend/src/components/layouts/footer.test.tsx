import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { Footer } from './footer';

function column(title: string) {
  const heading = screen.getByRole('heading', { name: title });
  const list = heading.parentElement?.querySelector('ul');
  if (!list) throw new Error(`no list under ${title}`);
  return within(list);
}

describe('<Footer />', () => {
  it('shows the current year, not a fixed one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    renderWithProviders(<Footer />);
    expect(screen.getByText(/© 2031 SueGo/)).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('sends every service to the questionnaire', () => {
    renderWithProviders(<Footer />);
    const services = column('Services');
    const names = [
      'Demand Letters',
      'Small Claims Filing',
      'Unpaid Work',
      'Landlord Disputes',
      'Vehicle Damage',
    ];
    expect(services.getAllByRole('link')).toHaveLength(names.length);
    for (const name of names) {
      expect(services.getByRole('link', { name })).toHaveAttribute('href', '/questionnaire');
    }
  });

  it('lists the support and legal links', () => {
    renderWithProviders(<Footer />);
    const support = column('Support');
    expect(support.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/support');
    expect(support.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/support');
    expect(support.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/#how-it-works');
    expect(support.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    // A visitor is sent to the home page's referral form and search, not to a purchase page (issue 32).
    expect(support.getByRole('link', { name: 'Attorney Referrals' })).toHaveAttribute('href', '/#attorneys');

    const legal = column('Legal');
    expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(legal.getByRole('link', { name: 'Legal Disclaimer' })).toHaveAttribute(
      'href',
      '/legal-disclaimer',
    );
  });

  it('sends a signed-in person to the attorney directory page', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    stubFetch({
      'GET /api/auth/me': () =>
        fakeResponse({
          body: {
            id: 'u1',
            email: 'p@example.com',
            name: 'Pat',
            role: 'user',
            createdAt: '2026-01-01T00:00:00Z',
          },
        }),
    });
    renderWithProviders(<Footer />);
    await waitFor(() =>
      expect(column('Support').getByRole('link', { name: 'Attorney Referrals' })).toHaveAttribute(
        'href',
        '/attorney-referral',
      ),
    );
  });

  it('labels the social placeholders as not available and links nowhere', () => {
    renderWithProviders(<Footer />);
    const socials = screen.getAllByRole('img', { name: /coming soon/i });
    expect(socials).toHaveLength(3);
    for (const icon of socials) expect(icon.closest('a')).toBeNull();
    expect(screen.getByText('SueGo is not a law firm and does not give legal advice.')).toBeInTheDocument();
  });
});
