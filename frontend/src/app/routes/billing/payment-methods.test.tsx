import { describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import { bodyOf, callsTo, fillCard, sandboxConfig, type Routes } from '@/testing/subscribe-helpers';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { PaymentMethodsRoute } from './payment-methods';

const visa = { id: 'pm_visa', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, isDefault: true };
const mastercard = { id: 'pm_mc', brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2029, isDefault: false };

function renderPage(routes: Routes, signedIn = true) {
  if (signedIn) window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  const fetchMock = stubFetch({
    'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    'GET /api/config': () => fakeResponse({ body: sandboxConfig }),
    ...routes,
  });
  const view = renderWithProviders(
    <Switch>
      <Route path="/payment-methods">
        <PaymentMethodsRoute />
      </Route>
      <Route path="/login">
        <h1>Login page</h1>
      </Route>
    </Switch>,
    { route: '/payment-methods' },
  );
  return { ...view, fetchMock };
}

describe('/payment-methods', () => {
  it('lists the saved cards: brand, ending in last4, expiry, the default marked', async () => {
    renderPage({ 'GET /api/payment-methods': () => fakeResponse({ body: { paymentMethods: [visa, mastercard] } }) });
    const list = within(await screen.findByRole('list', { name: 'Saved cards' }));
    const items = list.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Visa ending in 4242');
    expect(items[0]).toHaveTextContent('Expires 04/2031');
    expect(within(items[0]!).getByText('Default')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Mastercard ending in 4444');
    expect(items[1]).toHaveTextContent('Expires 11/2029');
    expect(within(items[0]!).queryByRole('button', { name: /Set as Default/ })).not.toBeInTheDocument();
  });

  it('also reads the card fields nested under card (spec §3)', async () => {
    renderPage({
      'GET /api/payment-methods': () =>
        fakeResponse({
          body: { paymentMethods: [{ id: 'pm_n', isDefault: false, card: { brand: 'amex', last4: '0005', expMonth: 1, expYear: 2030 } }] },
        }),
    });
    expect(await screen.findByText('American Express ending in 0005')).toBeInTheDocument();
  });

  it('says so when there are no cards', async () => {
    renderPage({ 'GET /api/payment-methods': () => fakeResponse({ body: { paymentMethods: [] } }) });
    expect(await screen.findByText(/No cards saved yet/)).toBeInTheDocument();
  });

  it("removes a card only after the product's confirmation dialog (never the browser's confirm()), then says so", async () => {
    let cards = [visa, mastercard];
    const nativeConfirm = vi.spyOn(window, 'confirm');
    const { user, fetchMock } = renderPage({
      'GET /api/payment-methods': () => fakeResponse({ body: { paymentMethods: cards } }),
      'DELETE /api/payment-methods/pm_mc': () => {
        cards = [visa];
        return fakeResponse({ body: { paymentMethods: cards } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Mastercard ending in 4444?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to remove this payment method?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/payment-methods/pm_mc')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Payment Method Removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Mastercard ending in 4444')).not.toBeInTheDocument());
    expect(nativeConfirm).not.toHaveBeenCalled();
  });

  it("the plan's only card: the server's warning is confirmed first, then the card goes and the plan ends", async () => {
    let cards = [visa];
    const warning = 'This is the only card for your SueGo plan. Without a card, your plan ends on March 8, 2026 and nothing more is charged.';
    const { user, fetchMock } = renderPage({
      'GET /api/payment-methods': () => fakeResponse({ body: { paymentMethods: cards } }),
      'DELETE /api/payment-methods/pm_visa': () =>
        fakeResponse({ status: 409, body: { statusCode: 409, message: warning, error: 'Conflict' } }),
      'DELETE /api/payment-methods/pm_visa?endPlan=true': () => {
        cards = [];
        return fakeResponse({ body: { paymentMethods: cards } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove card' }));
    const again = await screen.findByRole('alertdialog', { name: 'Remove it anyway?' });
    expect(again).toHaveAccessibleDescription(warning);
    expect(callsTo(fetchMock, 'DELETE', '/api/payment-methods/pm_visa?endPlan=true')).toHaveLength(0);
    await user.click(within(again).getByRole('button', { name: 'Remove card and end plan' }));
    expect(await screen.findByText('Payment Method Removed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/payment-methods/pm_visa?endPlan=true')).toHaveLength(1);
  });

  it("'Failed to Remove Payment Method' with the server's message", async () => {
    const { user } = renderPage({
      'GET /api/payment-methods': () => fakeResponse({ body: { paymentMethods: [visa] } }),
      'DELETE /api/payment-methods/pm_visa': () =>
        fakeResponse({ status: 404, body: { statusCode: 404, message: 'Payment method not found' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Failed to Remove Payment Method')).toBeInTheDocument();
    expect(screen.getByText('Payment method not found')).toBeInTheDocument();
  });

  it('sets another card as the default', async () => {
    let cards = [visa, mastercard];
    const { user, fetchMock } = renderPage({
      'GET /api/payment-methods': () => fakeResponse({ body: { paymentMethods: cards } }),
      'POST /api/payment-methods/pm_mc/default': () => {
        cards = [{ ...visa, isDefault: false }, { ...mastercard, isDefault: true }];
        return fakeResponse({ body: { paymentMethods: cards } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set as Default for Mastercard ending in 4444' }));
    expect(await screen.findByText('Default Card Updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payment-methods/pm_mc/default')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Set as Default for Visa ending in 4242' })).toBeInTheDocument();
  });

  it('adds a card: a card-only SetupIntent confirmed with the sandbox, then the list is reloaded', async () => {
    let cards = [visa];
    const { user, fetchMock } = renderPage({
      'GET /api/payment-methods': () => fakeResponse({ body: { paymentMethods: cards } }),
      'POST /api/create-setup-intent': () =>
        fakeResponse({ body: { clientSecret: 'seti_9_secret_z', setupIntentId: 'seti_9' } }),
      'POST /api/sandbox/confirm': () => {
        cards = [visa, mastercard];
        return fakeResponse({ body: { status: 'succeeded' } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a card' }));
    await fillCard(user, '5555555555554444');
    await user.click(dialog.getByRole('button', { name: 'Save Card' }));

    expect(await screen.findByText('Payment Method Added')).toBeInTheDocument();
    expect(await screen.findByText('Mastercard ending in 4444')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/create-setup-intent')[0])).toEqual({});
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/sandbox/confirm')[0])).toMatchObject({
      clientSecret: 'seti_9_secret_z',
      cardNumber: '5555555555554444',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a declined card says 'Failed to Add Payment Method' and keeps the dialog open", async () => {
    const { user } = renderPage({
      'GET /api/payment-methods': () => fakeResponse({ body: { paymentMethods: [] } }),
      'POST /api/create-setup-intent': () => fakeResponse({ body: { clientSecret: 'seti_9_secret_z' } }),
      'POST /api/sandbox/confirm': () =>
        fakeResponse({ body: { status: 'requires_payment_method', error: { code: 'card_declined', message: 'Your card was declined.' } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Card' }));
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText('Failed to Add Payment Method')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a card' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, to come back here after signing in', async () => {
    const { currentPath } = renderPage({}, false);
    await waitFor(() => expect(currentPath()).toBe('/login?returnTo=%2Fpayment-methods'));
  });
});
