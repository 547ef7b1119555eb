import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { completeAnswers, makeCase, testJurisdictions, testPricing, testUser } from '@/testing/case-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { CaseReviewRoute } from './case-review';

function signedIn(routes: Parameters<typeof stubFetch>[0]) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  return stubFetch({
    'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    'GET /api/jurisdictions': () => fakeResponse({ body: testJurisdictions }),
    'GET /api/pricing': () => fakeResponse({ body: testPricing }),
    'POST /api/eligibility': () => fakeResponse({ body: { ok: true, warnings: [] } }),
    ...routes,
  });
}

describe('<CaseReviewRoute />', () => {
  it('shows every answer and saves edits before payment with PATCH', async () => {
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: makeCase() }),
      'GET /api/subscription/status': () =>
        fakeResponse({ body: { subscription: null, hasActiveSubscription: false } }),
      'GET /api/cases/case-1/attorney-matches': () =>
        fakeResponse({
          body: [
            {
              attorney: { id: 'a1', name: 'Rosa Diaz', rating: 4.8, yearsExperience: 12 },
              matchScore: 0.82,
              reasons: ['Handles contract cases', '3 miles from you', 'Third'],
            },
          ],
        }),
      'PATCH /api/cases/case-1': (init) => {
        const body = JSON.parse(init?.body as string);
        return fakeResponse({ body: makeCase({ formData: body.formData, amount: body.amount }) });
      },
    });
    const { user } = renderWithProviders(<CaseReviewRoute />, { route: '/case-review?caseId=case-1' });

    expect(
      await screen.findByRole('heading', { name: 'Unpaid Work v. Acme Renovations LLC' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment Required')).toBeInTheDocument();
    for (const value of [
      completeAnswers.defendantAddress,
      completeAnswers.evidenceDescription,
      '$2,500.00',
    ]) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    // The case's recommended attorneys (issue 15): percent match and the first 2 reasons.
    expect(await screen.findByText('Recommended Attorneys')).toBeInTheDocument();
    expect(screen.getByText('82% match')).toBeInTheDocument();
    expect(screen.getByText('3 miles from you')).toBeInTheDocument();
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Request Attorney Referral .*for Rosa Diaz$/ })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: /Edit Details/ }));
    const amount = screen.getByRole('textbox', { name: /Amount claimed/ });
    await user.clear(amount);
    await user.type(amount, '3100.5');
    await user.click(screen.getByRole('button', { name: /Save Changes/ }));

    expect(await screen.findByText('Case Updated')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/cases/case-1' && init?.method === 'PATCH',
    );
    expect(JSON.parse(patch?.[1]?.body as string)).toEqual({
      amount: '3100.50',
      formData: { ...completeAnswers, amountClaimed: '3100.5' },
    });
    // back to the summary, showing the saved case
    expect(await screen.findByText('$3,100.50')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit case details' })).not.toBeInTheDocument();
  });

  it('says "Save Failed" with the server message', async () => {
    signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: makeCase() }),
      'PATCH /api/cases/case-1': () =>
        fakeResponse({
          status: 409,
          body: {
            statusCode: 409,
            message: 'Case details can no longer be changed once the case is paid for',
            error: 'Conflict',
          },
        }),
    });
    const { user } = renderWithProviders(<CaseReviewRoute />, { route: '/case-review?caseId=case-1' });
    await user.click(await screen.findByRole('button', { name: /Edit Details/ }));
    await user.click(screen.getByRole('button', { name: /Save Changes/ }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Case details can no longer be changed once the case is paid for'),
    ).toBeInTheDocument();
  });

  it('is read-only once paid, and falls back to the stored current case id', async () => {
    window.localStorage.setItem('current-case-id', 'case-7');
    signedIn({
      'GET /api/cases/case-7': () => fakeResponse({ body: makeCase({ id: 'case-7', status: 'paid' }) }),
    });
    renderWithProviders(<CaseReviewRoute />, { route: '/case-review' });

    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(screen.getByText(/details are locked/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit Details/ })).not.toBeInTheDocument();
  });

  it('shows "Case not found" for a 404', async () => {
    signedIn({
      'GET /api/cases/nope': () =>
        fakeResponse({ status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } }),
    });
    renderWithProviders(<CaseReviewRoute />, { route: '/case-review?caseId=nope' });
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Documents' })).toHaveAttribute('href', '/my-documents');
  });

  it('sends a signed-out visitor to /login', async () => {
    stubFetch({});
    const { currentPath } = renderWithProviders(<CaseReviewRoute />, { route: '/case-review?caseId=case-1' });
    await waitFor(() => expect(currentPath()).toBe('/login?returnTo=%2Fcase-review%3FcaseId%3Dcase-1'));
  });
});
