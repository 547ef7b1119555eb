import { describe, expect, it, vi } from 'vitest';
import { makeSubscription, statusBody, subscriptionPricing } from '@/testing/subscription-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { SubscriptionCard } from './subscription-card';

type Routes = Parameters<typeof stubFetch>[0];

function renderCard(subscription: unknown, routes: Routes = {}, reload = vi.fn()) {
  let current = subscription;
  const fetchMock = stubFetch({
    'GET /api/subscription/status': () => fakeResponse({ body: statusBody(current) }),
    ...routes,
  });
  const view = renderWithProviders(
    <SubscriptionCard plans={subscriptionPricing.plans as never} currency="usd" reload={reload} />,
  );
  return { ...view, fetchMock, reload, setSubscription: (next: unknown) => (current = next) };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

const region = () => screen.getByRole('region', { name: 'Subscription' });

describe('<SubscriptionCard />', () => {
  it("offers 'Subscribe Now' when there is no subscription", async () => {
    renderCard(null);
    expect(await screen.findByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscription-plans');
    expect(screen.getByRole('link', { name: 'Manage Payment' })).toHaveAttribute('href', '/payment-methods');
  });

  it("shows a trial: plan, catalog price, Trialing badge, period and 'Trial Ends / First Charge'", async () => {
    renderCard(makeSubscription());
    const card = within(await screen.findByRole('region', { name: 'Subscription' }));
    expect(await card.findByText('SueGo')).toBeInTheDocument();
    expect(card.getByText('$31/month')).toBeInTheDocument();
    expect(card.getByText('Trialing')).toBeInTheDocument();
    expect(card.getByText('March 1, 2026 – March 8, 2026')).toBeInTheDocument();
    expect(card.getByText('Trial Ends / First Charge')).toBeInTheDocument();
    expect(card.getByText('Trial Ends / First Charge').nextElementSibling).toHaveTextContent('March 8, 2026');
    expect(card.queryByText('Next Billing')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
  });

  it("shows 'Next Billing' for an active plan", async () => {
    renderCard(makeSubscription({ plan: 'suepro', status: 'active', trialEnd: null }));
    const card = within(await screen.findByRole('region', { name: 'Subscription' }));
    expect(await card.findByText('SuePro Business')).toBeInTheDocument();
    expect(card.getByText('$104/month')).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.getByText('Next Billing').nextElementSibling).toHaveTextContent('March 8, 2026');
    expect(card.queryByText('Trial Ends / First Charge')).not.toBeInTheDocument();
  });

  it('cancels at the period end with a reason of at most 200 characters, then refreshes the status', async () => {
    const { user, fetchMock, setSubscription } = renderCard(makeSubscription(), {
      'POST /api/subscriptions/cancel': () => {
        setSubscription(makeSubscription({ cancelAtPeriodEnd: true }));
        return fakeResponse({ body: { success: true } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const reason = screen.getByLabelText('Reason for canceling (optional)');
    expect(reason).toHaveAttribute('maxlength', '200');
    await user.type(reason, 'Too expensive for me');
    expect(screen.getByText('20/200 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));

    expect(await screen.findByText('Subscription Canceled')).toBeInTheDocument();
    const [call] = calls(fetchMock, 'POST', '/api/subscriptions/cancel');
    expect(JSON.parse((call?.[1] as RequestInit).body as string)).toEqual({
      immediate: false,
      reason: 'Too expensive for me',
    });
    // refreshed: the card now says Canceled and offers Reactivate instead of Cancel
    expect(await within(region()).findByText('Canceled')).toBeInTheDocument();
    expect(within(region()).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/subscription/status')).toHaveLength(2);
  });

  it('cuts a pasted reason at 200 characters and sends no reason when it is blank', async () => {
    const { user, fetchMock } = renderCard(makeSubscription({ status: 'active' }), {
      'POST /api/subscriptions/cancel': () => fakeResponse({ body: {} }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const reason = screen.getByLabelText('Reason for canceling (optional)');
    reason.focus();
    await user.paste('x'.repeat(250));
    expect(reason).toHaveValue('x'.repeat(200));
    await user.clear(reason);
    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/subscriptions/cancel')).toHaveLength(1));
    const [call] = calls(fetchMock, 'POST', '/api/subscriptions/cancel');
    expect(JSON.parse((call?.[1] as RequestInit).body as string)).toEqual({ immediate: false });
  });

  it("says 'Cancellation Failed' with the server's message", async () => {
    const { user } = renderCard(makeSubscription(), {
      'POST /api/subscriptions/cancel': () =>
        fakeResponse({ status: 400, body: { statusCode: 400, message: 'reason must be at most 200 characters' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('reason must be at most 200 characters')).toBeInTheDocument();
  });

  it("reactivates a plan set to cancel: 'Subscription Reactivated', or 'Reactivation Failed'", async () => {
    let fail = true;
    const { user, setSubscription } = renderCard(makeSubscription({ status: 'active', cancelAtPeriodEnd: true }), {
      'POST /api/subscriptions/reactivate': () => {
        if (fail) return fakeResponse({ status: 409, body: { statusCode: 409, message: 'Nothing to reactivate' } });
        setSubscription(makeSubscription({ status: 'active' }));
        return fakeResponse({ body: {} });
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Subscription' }));
    expect(await card.findByText('Canceled')).toBeInTheDocument();
    expect(card.getByText('Ends on')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Reactivation Failed')).toBeInTheDocument();
    expect(screen.getByText('Nothing to reactivate')).toBeInTheDocument();

    fail = false;
    await user.click(card.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Subscription Reactivated')).toBeInTheDocument();
    await waitFor(() => expect(card.queryByText('Canceled')).not.toBeInTheDocument());
    expect(card.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it("incomplete: 'Payment Setup Required' with 'Complete Payment Setup' and 'Check Status' (reload after 500 ms)", async () => {
    const { user, fetchMock, reload } = renderCard(makeSubscription({ plan: 'suepro', status: 'incomplete' }));
    const notice = within(await screen.findByText('Payment Setup Required').then((el) => el.closest('[data-slot="alert"]') as HTMLElement));
    expect(notice.getByRole('link', { name: 'Complete Payment Setup' })).toHaveAttribute('href', '/subscribe/suepro');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();

    await user.click(notice.getByRole('button', { name: 'Check Status' }));
    expect(await screen.findByText('Refreshing subscription status...')).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/subscription/status')).toHaveLength(2));
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('past due: says why and when it is tried again, offers the card update and pay now, and cancel now', async () => {
    const pastDue = makeSubscription({
      status: 'past_due',
      trialEnd: null,
      lastPaymentError: 'Your card was declined.',
      nextPaymentAttempt: '2026-03-11T12:00:00.000Z',
    });
    let current: unknown = pastDue;
    const fetchMock = stubFetch({
      'GET /api/subscription/status': () => fakeResponse({ body: statusBody(current) }),
      'POST /api/subscriptions/cancel': () => {
        current = makeSubscription({ status: 'canceled', endReason: 'canceled' });
        return fakeResponse({ body: { success: true } });
      },
    });
    const { user } = renderWithProviders(
      <SubscriptionCard
        plans={subscriptionPricing.plans as never}
        currency="usd"
        cardAction={(purpose) => <button type="button">{`card action: ${purpose}`}</button>}
      />,
    );
    expect(await screen.findByText('Past Due')).toBeInTheDocument();
    expect(screen.getByText('Payment Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't charge your card for this period. Your card was declined. Your plan is paused until it is paid. We'll try again on March 11, 2026. Update your card to pay now.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'card action: pay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry with my default card' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Payment' })).toHaveAttribute('href', '/payment-methods');
    expect(screen.getByRole('link', { name: 'Billing History' })).toHaveAttribute('href', '/account/billing');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel Plan Now' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByText('Your plan has ended. Nothing more will be charged.')).toBeInTheDocument();
    const [, init] = calls(fetchMock, 'POST', '/api/subscriptions/cancel')[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({ immediate: true });
  });

  it('a free month without a card says so honestly and asks for one; no Reactivate', async () => {
    renderCard(
      makeSubscription({ status: 'active', trialEnd: null, promoCode: 'SUEGOFREE', cancelAtPeriodEnd: true, withoutCard: true }),
    );
    expect(await screen.findByText('Add a card to keep your plan')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your free month ends on March 8, 2026. There is no card on your account, so nothing will be charged: without a card, your plan simply ends then.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
    expect(screen.queryByText(/will not renew\. Reactivate/)).not.toBeInTheDocument();
  });
});
