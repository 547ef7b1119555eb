import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { BillingHistoryRoute } from './billing-history';

const line = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  date: `2026-12-${String(10 - (n % 9)).padStart(2, '0')}T10:00:00.000Z`,
  description: `Line ${n}`,
  amount: 500,
  currency: 'usd',
  kind: 'charge',
  status: 'paid',
  purpose: 'document',
  cardLast4: '4242',
  cardBrand: 'visa',
  receiptNumber: `SG-0000${1000 + n}`,
  testMode: true,
  testModeLine: 'Test mode — no real charge',
  receiptUrl: `/api/billing/receipts/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.pdf`,
  providerReceiptUrl: null,
  ...overrides,
});

describe('/account/billing', () => {
  it('lists charges and refunds newest first with card, receipt number and test mode; pages; downloads a PDF receipt', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const first = [
      line(1, { description: 'SueGo plan, Dec 5, 2026 – Jan 4, 2027', amount: 2900, purpose: 'plan' }),
      line(2, { kind: 'refund', status: 'refunded', description: 'Refund: Demand Letter (case 1234abcd)' }),
    ];
    const fetchMock = stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/billing/history?page=1&pageSize=20': () =>
        fakeResponse({ body: { items: first, total: 21, page: 1, pageSize: 20 } }),
      'GET /api/billing/history?page=2&pageSize=20': () =>
        fakeResponse({ body: { items: [line(3)], total: 21, page: 2, pageSize: 20 } }),
      [`GET ${first[0]!.receiptUrl}`]: () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderWithProviders(<BillingHistoryRoute />, { route: '/account/billing' });

    expect(await screen.findByText('SueGo plan, Dec 5, 2026 – Jan 4, 2027')).toBeInTheDocument();
    expect(screen.getByText('$29.00')).toBeInTheDocument();
    expect(screen.getByText('−$5.00')).toBeInTheDocument();
    expect(screen.getByText('Refund')).toBeInTheDocument();
    expect(screen.getAllByText('Test mode — no real charge')).toHaveLength(2);
    expect(screen.getAllByText(/Visa •••• 4242/)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Download receipt SG-00001001 (PDF)' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([url]) => url === first[0]!.receiptUrl)!;
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');

    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Line 3')).toBeInTheDocument();
  });
});
