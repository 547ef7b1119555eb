import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { makeCase, testJurisdictions, testPricing, testUser } from '@/testing/case-fixtures';
import {
  fakeResponse,
  fireEvent,
  renderWithProviders,
  screen,
  stubFetch,
  waitFor,
  within,
} from '@/testing/test-utils';
import { useState } from 'react';
import { DocumentReady } from '@/features/documents/components/document-ready';
import { CheckoutRoute } from './checkout';

const sandboxConfig = { paymentMode: 'sandbox', stripePublishableKey: null };
const intent = {
  clientSecret: 'pi_123_secret_abc',
  paymentIntentId: 'pi_123',
  amount: 700,
  finalAmount: 700,
  currency: 'usd',
};
const declined = {
  status: 'requires_payment_method',
  error: { code: 'card_declined', message: 'Your card was declined.' },
};

type Routes = Parameters<typeof stubFetch>[0];

function signedIn(routes: Routes = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  return stubFetch({
    'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    'GET /api/jurisdictions': () => fakeResponse({ body: testJurisdictions }),
    'GET /api/pricing': () => fakeResponse({ body: testPricing }),
    'GET /api/config': () => fakeResponse({ body: sandboxConfig }),
    'GET /api/cases/case-1': () => fakeResponse({ body: makeCase() }),
    ...routes,
  });
}

function renderCheckout(route = '/checkout/case-1') {
  return renderWithProviders(
    <Switch>
      <Route path="/checkout/:caseId" component={CheckoutRoute} />
      <Route path="/document/:caseId">{(params) => <h1>Document page for {params.caseId}</h1>}</Route>
      <Route path="/document-preview/:caseId">{(params) => <h1>Preview page for {params.caseId}</h1>}</Route>
      <Route path="/login">
        <h1>Login page</h1>
      </Route>
    </Switch>,
    { route },
  );
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

const bodyOf = (call: unknown[] | undefined) => JSON.parse((call?.[1] as RequestInit).body as string);

async function fillCard(user: ReturnType<typeof renderCheckout>['user'], number: string) {
  const cardNumber = await screen.findByLabelText('Card number');
  await user.clear(cardNumber);
  await user.type(cardNumber, number);
  const expiry = screen.getByLabelText('Expiry (MM/YY)');
  await user.clear(expiry);
  await user.type(expiry, '12/34');
  const cvc = screen.getByLabelText('CVC');
  await user.clear(cvc);
  await user.type(cvc, '123');
}

describe('<CheckoutRoute />', () => {
  it.each([
    [700, '$7.00'],
    [1234, '$12.34'],
  ])(
    'shows the order with the catalog price (%i cents → %s), never a hard-coded one',
    async (amount, shown) => {
      signedIn({
        'GET /api/pricing': () =>
          fakeResponse({
            body: {
              ...testPricing,
              documents: testPricing.documents.map((d) => (d.id === 'demand_letter' ? { ...d, amount } : d)),
            },
          }),
      });
      renderCheckout();

      const summary = await screen.findByRole('region', { name: 'Order summary' });
      for (const text of ['Unpaid Work', 'California', '$2,500.00', 'Demand Letter']) {
        expect(within(summary).getByText(text)).toBeInTheDocument();
      }
      expect(within(summary).getAllByText(shown)).toHaveLength(2); // price and total
      expect(screen.getByRole('button', { name: `Pay ${shown}` })).toBeEnabled();

      // the sandbox card form: labelled fields, the test-card hint and the reminder
      expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
      expect(screen.getByLabelText('Card number')).toHaveAttribute('inputmode', 'numeric');
      expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
      expect(screen.getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
      expect(
        screen.getByText(
          'Test mode: use 4242 4242 4242 4242 with any future date and any 3-digit CVC. 4000 0000 0000 0002 is declined.',
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByText('SueGo is not a law firm and does not provide legal advice.'),
      ).toBeInTheDocument();
      expect(screen.getByText(/we draft your document right after payment/)).toBeInTheDocument();
    },
  );

  it('pays with a card: one intent, sandbox confirm, "Payment Processed", then the document page', async () => {
    const fetchMock = signedIn({
      'POST /api/create-payment-intent': () => fakeResponse({ body: intent }),
      'POST /api/sandbox/confirm': () => fakeResponse({ body: { status: 'succeeded' } }),
    });
    const { user, currentPath, queryClient } = renderCheckout();

    await fillCard(user, '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));

    expect(await screen.findByText('Payment Processed')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/document/case-1'));
    expect(screen.getByRole('heading', { name: 'Document page for case-1' })).toBeInTheDocument();

    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/create-payment-intent')[0])).toEqual({ caseId: 'case-1' });
    const confirms = callsTo(fetchMock, 'POST', '/api/sandbox/confirm');
    expect(confirms).toHaveLength(1);
    expect(bodyOf(confirms[0])).toEqual({
      clientSecret: 'pi_123_secret_abc',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    // the paid case is loaded again wherever it is shown next
    expect(queryClient.getQueryState(['/api/cases', 'case-1'])?.isInvalidated).toBe(true);
  });

  it('"being drafted now" turns into "ready" once the document is on screen (issue 32)', async () => {
    signedIn({
      'POST /api/create-payment-intent': () => fakeResponse({ body: intent }),
      'POST /api/sandbox/confirm': () => fakeResponse({ body: { status: 'succeeded' } }),
    });
    function DocumentSoon() {
      const [ready, setReady] = useState(false);
      return ready ? (
        <DocumentReady caseId="case-1" content="Dear Acme LLC," onDownload={null} />
      ) : (
        <button type="button" onClick={() => setReady(true)}>
          Drafted
        </button>
      );
    }
    const { user } = renderWithProviders(
      <Switch>
        <Route path="/checkout/:caseId" component={CheckoutRoute} />
        <Route path="/document/:caseId" component={DocumentSoon} />
      </Switch>,
      { route: '/checkout/case-1' },
    );
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));
    expect(await screen.findByText('Your document is being drafted now.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Drafted' }));
    expect(await screen.findByText('Dear Acme LLC,')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Your document is being drafted now.')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Payment Processed')).toBeInTheDocument();
    expect(screen.getByText('Your document is ready.')).toBeInTheDocument();
  });

  it('a double click pays once', async () => {
    const fetchMock = signedIn({
      'POST /api/create-payment-intent': () => fakeResponse({ body: intent }),
      'POST /api/sandbox/confirm': () => fakeResponse({ body: { status: 'succeeded' } }),
    });
    const { user, currentPath } = renderCheckout();
    await fillCard(user, '4242424242424242');
    // two clicks before React has re-rendered the button as disabled
    const pay = screen.getByRole('button', { name: 'Pay $7.00' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(currentPath()).toBe('/document/case-1'));
    expect(callsTo(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/sandbox/confirm')).toHaveLength(1);
  });

  it('a declined card says "Payment Failed" with the reason; another card then succeeds on the same intent', async () => {
    const fetchMock = signedIn({
      'POST /api/create-payment-intent': () => fakeResponse({ body: intent }),
      'POST /api/sandbox/confirm': (init) => {
        const { cardNumber } = JSON.parse(init?.body as string);
        return fakeResponse({ body: cardNumber === '4242424242424242' ? { status: 'succeeded' } : declined });
      },
    });
    const { user, currentPath } = renderCheckout();

    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));

    // a toast and, next to the form, an alert that takes the focus
    const toastTitle = await screen.findByText('Payment Failed', { selector: '[data-slot="toast-title"]' });
    expect(toastTitle).toBeInTheDocument();
    const inline = screen
      .getByText('Payment Failed', { selector: '[data-slot="alert-title"]' })
      .closest('[data-slot="alert"]');
    expect(inline).toHaveTextContent('Your card was declined.');
    await waitFor(() => expect(inline).toHaveFocus());
    expect(currentPath()).toBe('/checkout/case-1');
    // a declined card leaves nothing locked: there is no promo box to lock, and the card can be corrected
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();

    // correct the card and pay again
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));
    expect(await screen.findByText('Payment Processed')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/document/case-1'));

    expect(callsTo(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(1);
    const secrets = callsTo(fetchMock, 'POST', '/api/sandbox/confirm').map((c) => bodyOf(c).clientSecret);
    expect(secrets).toEqual(['pi_123_secret_abc', 'pi_123_secret_abc']);
  });

  it('shows a gateway error about one field at that field', async () => {
    signedIn({
      'POST /api/create-payment-intent': () => fakeResponse({ body: intent }),
      'POST /api/sandbox/confirm': () =>
        fakeResponse({
          body: {
            status: 'requires_payment_method',
            error: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
          },
        }),
    });
    const { user } = renderCheckout();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));

    const cvc = screen.getByLabelText('CVC');
    await waitFor(() => expect(cvc).toHaveAttribute('aria-invalid', 'true'));
    expect(cvc).toHaveAccessibleDescription("Your card's security code is incorrect.");
    expect(cvc).toHaveFocus();
  });

  it('checks the card fields before asking the server, with the errors at the fields', async () => {
    const fetchMock = signedIn();
    const { user } = renderCheckout();
    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4241');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '01/20');
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));

    const number = screen.getByLabelText('Card number');
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveAccessibleDescription('This card number is not valid. Check it and try again.');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription(
      'This card has expired. Check the date or use another card.',
    );
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription('Enter the security code (CVC).');
    expect(callsTo(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(0);
  });

  it('has no promo box: promo codes are plan promotions and never discount a single document', async () => {
    const fetchMock = signedIn({ 'POST /api/create-payment-intent': () => fakeResponse({ body: intent }) });
    const { user } = renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText(/Promo codes apply to the/)).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'SueGo and SuePro plans' })).toHaveAttribute(
      'href',
      '/subscription-plans',
    );
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/create-payment-intent')[0])).toEqual({ caseId: 'case-1' });
    expect(callsTo(fetchMock, 'POST', '/api/validate-promo')).toHaveLength(0);
  });

  it('charges nothing when the server prices the order differently from the page', async () => {
    const fetchMock = signedIn({
      'POST /api/create-payment-intent': () =>
        fakeResponse({ body: { ...intent, amount: 900, finalAmount: 900 } }),
    });
    const { user } = renderCheckout();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));
    expect(await screen.findByText(/The price of this order is now \$9\.00/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/sandbox/confirm')).toHaveLength(0);
  });

  it('shows "Case not found" for a missing or foreign case', async () => {
    signedIn({
      'GET /api/cases/nope': () =>
        fakeResponse({
          status: 404,
          body: { statusCode: 404, message: 'Case not found', error: 'Not Found' },
        }),
    });
    renderCheckout('/checkout/nope');
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Documents' })).toHaveAttribute('href', '/my-documents');
    expect(screen.getByRole('link', { name: 'Start a new case' })).toHaveAttribute('href', '/questionnaire');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('says the recipient address is missing before any payment, with a link to add it', async () => {
    const base = makeCase();
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () =>
        fakeResponse({ body: { ...base, formData: { ...base.formData, defendantAddress: '  ' } } }),
    });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Missing before you can buy' })).toBeInTheDocument();
    expect(screen.getByText(/Add the other party's mailing address before you buy/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add their address' })).toHaveAttribute(
      'href',
      '/case-review?caseId=case-1',
    );
    expect(callsTo(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(0);
  });

  it.each(['paid', 'subscription', 'completed'])(
    'sends a %s case to its document preview',
    async (status) => {
      signedIn({ 'GET /api/cases/case-1': () => fakeResponse({ body: makeCase({ status }) }) });
      const { currentPath } = renderCheckout();
      await waitFor(() => expect(currentPath()).toBe('/document-preview/case-1'));
      expect(await screen.findByRole('heading', { name: 'Preview page for case-1' })).toBeInTheDocument();
    },
  );

  it('goes to the preview when the server says the case was paid meanwhile (409)', async () => {
    let status = 'pending';
    signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: makeCase({ status }) }),
      'POST /api/create-payment-intent': () => {
        status = 'paid';
        return fakeResponse({ status: 409, body: { statusCode: 409, message: 'Case is already paid' } });
      },
    });
    const { user, currentPath } = renderCheckout();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));
    await waitFor(() => expect(currentPath()).toBe('/document-preview/case-1'));
  });

  it('says "Payment system configuration error" in Stripe mode without a publishable key', async () => {
    signedIn({
      'GET /api/config': () => fakeResponse({ body: { paymentMode: 'stripe', stripePublishableKey: null } }),
    });
    renderCheckout();
    expect(
      await screen.findByRole('heading', { name: 'Payment system configuration error' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    // the order itself is still shown
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeInTheDocument();
  });

  it('offers a retry when the order cannot be loaded', async () => {
    let fail = true;
    signedIn({
      'GET /api/config': () =>
        fail
          ? fakeResponse({ status: 503, body: { message: 'Service unavailable' } })
          : fakeResponse({ body: sandboxConfig }),
    });
    const { user } = renderCheckout();
    expect(await screen.findByRole('heading', { name: "We couldn't load your order" })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $7.00' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    stubFetch({});
    const { currentPath } = renderCheckout();
    await waitFor(() => expect(currentPath()).toMatch(/^\/login\?returnTo=%2Fcheckout%2F/));
  });
});

describe('<CheckoutRoute /> knows the customer (issue 27)', () => {
  const offer = (cover: object) => ({
    documentName: 'Demand Letter',
    amount: 700,
    currency: 'usd',
    cover,
    name: testUser.name,
    email: testUser.email,
  });

  it('"Included in your plan": no card form; one click covers the case and opens the document', async () => {
    const fetchMock = signedIn({
      'GET /api/cases/case-1/checkout': () =>
        fakeResponse({
          body: offer({
            kind: 'covers',
            planName: 'SueGo',
            message: 'Your SueGo plan covers this document (2 left this period).',
          }),
        }),
      'GET /api/payment-methods': () => fakeResponse({ body: { paymentMethods: [] } }),
      'POST /api/cases/case-1/cover': () => fakeResponse({ body: { status: 'subscription' } }),
    });
    const { user } = renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Included in your plan' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your SueGo plan covers this document \(2 left this period\)\./),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get My Document' }));
    expect(await screen.findByRole('heading', { name: 'Document page for case-1' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/cases/case-1/cover')).toHaveLength(1);
  });

  it('says why the plan does not cover it, with the price; prefills the payer; a saved card pays in one click', async () => {
    const fetchMock = signedIn({
      'GET /api/cases/case-1/checkout': () =>
        fakeResponse({
          body: offer({
            kind: 'used_up',
            planName: 'SueGo',
            message: 'Your 3 SueGo documents for this period are used; this one is $7.',
          }),
        }),
      'GET /api/payment-methods': () =>
        fakeResponse({
          body: {
            paymentMethods: [
              { id: 'pm_saved', brand: 'visa', last4: '4242', expMonth: 1, expYear: 2031, isDefault: true },
            ],
          },
        }),
      'POST /api/create-payment-intent': () => fakeResponse({ body: intent }),
      'POST /api/sandbox/confirm': () => fakeResponse({ body: { status: 'succeeded' } }),
    });
    const { user } = renderCheckout();
    expect(
      await screen.findByText('Your 3 SueGo documents for this period are used; this one is $7.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Pay once for this document. There is no subscription.'),
    ).not.toBeInTheDocument();
    expect(screen.getByText(testUser.email)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $7.00 with Visa ending 4242' }));
    expect(await screen.findByRole('heading', { name: 'Document page for case-1' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/sandbox/confirm')[0])).toEqual({
      clientSecret: 'pi_123_secret_abc',
      paymentMethodId: 'pm_saved',
    });
  });
});
