import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { CheckoutPayment } from './checkout-payment';

// Stripe.js cannot load in tests (or in this offline CI); stand in for it and its React bindings.
const stripe = vi.hoisted(() => ({
  ready: true,
  loadStripe: vi.fn(),
  confirmPayment: vi.fn(),
  submit: vi.fn(),
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => {
  const fakeStripe = { confirmPayment: stripe.confirmPayment };
  const fakeElements = { submit: stripe.submit };
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    PaymentElement: ({ onReady }: { onReady?: () => void }) => {
      useEffect(() => {
        if (stripe.ready) onReady?.();
      }, [onReady]);
      return <div data-testid="stripe-payment-element" />;
    },
    useStripe: () => fakeStripe,
    useElements: () => fakeElements,
  };
});

const intent = {
  clientSecret: 'pi_9_secret_x',
  paymentIntentId: 'pi_9',
  amount: 700,
  finalAmount: 700,
  currency: 'usd',
};

function renderStripeCheckout(onPaid = vi.fn()) {
  const view = renderWithProviders(
    <CheckoutPayment
      config={{ paymentMode: 'stripe', stripePublishableKey: 'pk_test_123' }}
      returnUrl="http://localhost/document/case-1"
      caseId="case-1"
      promoCode={null}
      expectedAmount={700}
      currency="usd"
      onPaid={onPaid}
      onCaseChanged={vi.fn()}
    />,
  );
  return { ...view, onPaid };
}

describe('<CheckoutPayment /> in Stripe mode', () => {
  beforeEach(() => {
    stripe.ready = true;
    stripe.loadStripe.mockResolvedValue({});
    stripe.submit.mockResolvedValue({});
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
  });

  it('validates the Payment Element, creates the intent, confirms it without a redirect and reports success', async () => {
    const fetchMock = stubFetch({ 'POST /api/create-payment-intent': () => fakeResponse({ body: intent }) });
    const { user, onPaid } = renderStripeCheckout();

    expect(await screen.findByTestId('stripe-payment-element')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));

    expect(await screen.findByText('Payment Processed')).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(stripe.submit).toHaveBeenCalledTimes(1);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: expect.objectContaining({ submit: stripe.submit }),
      clientSecret: 'pi_9_secret_x',
      redirect: 'if_required',
      confirmParams: { return_url: 'http://localhost/document/case-1' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a decline, then confirms the same intent again', async () => {
    const fetchMock = stubFetch({ 'POST /api/create-payment-intent': () => fakeResponse({ body: intent }) });
    stripe.confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    const { user, onPaid } = renderStripeCheckout();

    await user.click(await screen.findByRole('button', { name: 'Pay $7.00' }));
    expect(await screen.findByText('Payment Failed', { selector: '[data-slot="alert-title"]' })).toBeInTheDocument();
    expect(screen.getAllByText('Your card was declined.').length).toBeGreaterThan(0);
    expect(onPaid).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Pay $7.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(stripe.confirmPayment.mock.calls.map(([options]) => options.clientSecret)).toEqual([
      'pi_9_secret_x',
      'pi_9_secret_x',
    ]);
  });

  it('creates no intent while the card fields are incomplete', async () => {
    const fetchMock = stubFetch({});
    stripe.submit.mockResolvedValue({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    const { user } = renderStripeCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $7.00' }));
    await waitFor(() => expect(stripe.submit).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('says "Payment System Error" when the form is not ready yet', async () => {
    stripe.ready = false;
    const fetchMock = stubFetch({});
    const { user } = renderStripeCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $7.00' }));
    expect(await screen.findByText('Payment System Error')).toBeInTheDocument();
    expect(screen.getByText('Payment form not ready')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Payment Error" when Stripe.js cannot load', async () => {
    stripe.loadStripe.mockRejectedValue(new Error('blocked'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <CheckoutPayment
        config={{ paymentMode: 'stripe', stripePublishableKey: 'pk_test_unreachable' }}
        returnUrl="http://localhost/document/case-1"
        caseId="case-1"
        promoCode={null}
        expectedAmount={700}
        currency="usd"
        onPaid={vi.fn()}
        onCaseChanged={vi.fn()}
      />,
    );
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Payment system not ready. Please refresh and try again.')).toBeInTheDocument();
  });
});
