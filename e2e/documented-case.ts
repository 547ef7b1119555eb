import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The after-the-letter journeys' starting point (mailing, follow-up, court): a new account with a New York
 * unpaid-work case, paid with the sandbox card, its demand letter drafted.
 */
export const SANDBOX_CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Pays a client secret with the sandbox's succeeding card. */
export async function payWithSandboxCard(request: APIRequestContext, clientSecret: string): Promise<void> {
  expect(
    (await request.post('/api/sandbox/confirm', { data: { clientSecret, ...SANDBOX_CARD } })).status(),
  ).toBe(200);
}

export async function documentedCase(
  request: APIRequestContext,
  claimant: { name: string; label: string },
  /** Answers that differ from the New York case (a California case's state and addresses, say). */
  answers: Record<string, string> = {},
): Promise<{ email: string; token: string; auth: Record<string, string>; caseId: string }> {
  const email = `${claimant.label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: claimant.name, email, password: 'correct horse battery' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const formData = {
    caseType: 'unpaid-work',
    state: 'NY',
    plaintiffName: claimant.name,
    plaintiffEmail: `${claimant.label}@example.com`,
    plaintiffAddress: '5 Court St\nBrooklyn, NY 11201',
    plaintiffPhone: '718-555-0101',
    defendantName: 'Brightline Studio LLC',
    defendantAddress: '100 Broadway\nNew York, NY 10005',
    disputeDescription: 'I delivered the brand design on time; invoice 14 for $2,400 is unpaid.',
    amountClaimed: '2400.00',
    incidentDate: isoDaysAgo(60),
    attemptedResolution: 'Two reminders by email.',
    evidenceDescription: 'Statement of work, invoice, emails.',
    documentType: 'demand_letter',
    agreedToTerms: true,
    ...answers,
  };
  const opened = await request.post('/api/cases', { headers: auth, data: { formData } });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id: caseId } = (await opened.json()) as { id: string };
  const intent = await request.post('/api/create-payment-intent', { headers: auth, data: { caseId } });
  await payWithSandboxCard(request, ((await intent.json()) as { clientSecret: string }).clientSecret);
  const status = async () =>
    ((await (await request.get(`/api/cases/${caseId}`, { headers: auth })).json()) as { status: string })
      .status;
  await expect.poll(status, { timeout: 25_000 }).toBe('completed');
  return { email, token, auth, caseId };
}
