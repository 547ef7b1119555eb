import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import type { CardSubmission, SetupConfirmOutcome } from '../lib/card-setup';
import { CardSetupForm } from './card-setup-form';

// Stripe.js cannot load in tests; stand in for it and its React bindings (as the checkout test does).
const stripe = vi.hoisted((): {
  loadStripe: ReturnType<typeof vi.fn>;
  confirmSetup: ReturnType<typeof vi.fn>;
  confirmPayment: ReturnType<typeof vi.fn>;
  submit: ReturnType<typeof vi.fn>;
  elementsOptions: unknown;
} => ({
  loadStripe: vi.fn(),
  confirmSetup: vi.fn(),
  confirmPayment: vi.fn(),
  submit: vi.fn(),
  elementsOptions: null,
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => {
  const fakeStripe = { confirmSetup: stripe.confirmSetup, confirmPayment: stripe.confirmPayment };
  const fakeElements = { submit: stripe.submit };
  return {
    Elements: ({ children, options }: { children: React.ReactNode; options: unknown }) => {
      stripe.elementsOptions = options;
      return children;
    },
    PaymentElement: ({ onReady }: { onReady?: () => void }) => {
      useEffect(() => onReady?.(), [onReady]);
      return <div data-testid="stripe-payment-element" />;
    },
    useStripe: () => fakeStripe,
    useElements: () => fakeElements,
  };
});

function renderStripeSetup(onSubmit: (s: CardSubmission) => Promise<{ status: string }>) {
  return renderWithProviders(
    <CardSetupForm
      config={{ paymentMode: 'stripe', stripePublishableKey: 'pk_test_123' }}
      returnUrl="http://localhost/account?setup=success"
      submitLabel="Start 7-Day Free Trial"
      processing={false}
      onSubmit={onSubmit}
    >
      <p>Account fields</p>
    </CardSetupForm>,
  );
}

describe('<CardSetupForm /> in Stripe mode', () => {
  beforeEach(() => {
    stripe.loadStripe.mockResolvedValue({});
    stripe.submit.mockResolvedValue({});
  });

  it('uses Elements in setup mode and confirms a seti_ secret with confirmSetup, answering the saved card', async () => {
    stripe.confirmSetup.mockResolvedValue({ setupIntent: { status: 'succeeded', payment_method: 'pm_42' } });
    let outcome: SetupConfirmOutcome | undefined;
    const onSubmit = vi.fn(async ({ prepare, confirm }: CardSubmission) => {
      expect(await prepare!()).toBe(true);
      outcome = await confirm!('seti_1_secret_x');
      return { status: 'done' };
    });
    const { user } = renderStripeSetup(onSubmit);

    expect(await screen.findByTestId('stripe-payment-element')).toBeInTheDocument();
    expect(screen.getByText('Account fields')).toBeInTheDocument();
    expect(stripe.elementsOptions).toMatchObject({ mode: 'setup', currency: 'usd' });
    await user.click(screen.getByRole('button', { name: 'Start 7-Day Free Trial' }));

    await waitFor(() => expect(outcome).toEqual({ status: 'succeeded', paymentMethodId: 'pm_42' }));
    expect(stripe.confirmSetup).toHaveBeenCalledWith({
      elements: expect.objectContaining({ submit: stripe.submit }),
      clientSecret: 'seti_1_secret_x',
      redirect: 'if_required',
      confirmParams: { return_url: 'http://localhost/account?setup=success' },
    });
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('answers a decline as failed and an unfinished setup as incomplete', async () => {
    stripe.confirmSetup
      .mockResolvedValueOnce({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } })
      .mockResolvedValueOnce({ setupIntent: { status: 'requires_action', payment_method: null } });
    const outcomes: SetupConfirmOutcome[] = [];
    const { user } = renderStripeSetup(async ({ confirm }) => {
      outcomes.push(await confirm!('seti_1_secret_x'));
      return { status: 'failed' };
    });
    const button = await screen.findByRole('button', { name: 'Start 7-Day Free Trial' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes).toEqual([
      { status: 'failed', message: 'Your card was declined.', code: 'card_declined' },
      { status: 'incomplete' },
    ]);
  });
});

describe('<CardSetupForm /> without a card', () => {
  it('a free plan shows only the given fields and the button', async () => {
    const onSubmit = vi.fn(async () => ({ status: 'done' }));
    const { user } = renderWithProviders(
      <CardSetupForm
        config={{ paymentMode: 'sandbox', stripePublishableKey: null }}
        needsCard={false}
        returnUrl="http://localhost/account"
        submitLabel="Activate Subscription"
        processing={false}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate Subscription' }));
    expect(onSubmit).toHaveBeenCalledWith({});
  });

  it("Stripe mode without a key says 'Payment system configuration error'", () => {
    renderWithProviders(
      <CardSetupForm
        config={{ paymentMode: 'stripe', stripePublishableKey: null }}
        returnUrl="http://localhost/account"
        submitLabel="Save Card"
        processing={false}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByText('Payment system configuration error')).toBeInTheDocument();
  });
});
