import { Route, Switch } from 'wouter';
import {
  SubscribeOldRoute,
  SubscribeRoute,
  SubscribeSetupRoute,
  SubscribeSimpleRoute,
  SubscribeStepsRoute,
} from '@/app/routes/billing/subscribe';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from './case-fixtures';
import { statusBody, subscriptionPricing } from './subscription-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch } from './test-utils';

export type Routes = Parameters<typeof stubFetch>[0];
type User = ReturnType<typeof renderWithProviders>['user'];

export const sandboxConfig = { paymentMode: 'sandbox', stripePublishableKey: null };

export function stubSubscribeApi(routes: Routes = {}, { signedIn = false } = {}) {
  if (signedIn) window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  return stubFetch({
    'GET /api/pricing': () => fakeResponse({ body: subscriptionPricing }),
    'GET /api/config': () => fakeResponse({ body: sandboxConfig }),
    'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    'GET /api/subscription/status': () => fakeResponse({ body: statusBody(null) }),
    ...routes,
  });
}

export function renderSubscribe(route: string) {
  return renderWithProviders(
    <Switch>
      <Route path="/subscribe/:plan" component={SubscribeRoute} />
      <Route path="/subscribe-old/:plan" component={SubscribeOldRoute} />
      <Route path="/subscribe-simple" component={SubscribeSimpleRoute} />
      <Route path="/subscribe-steps/:plan" component={SubscribeStepsRoute} />
      <Route path="/subscribe-setup" component={SubscribeSetupRoute} />
      <Route path="/account">
        <h1>Account page</h1>
      </Route>
      <Route path="/login">
        <h1>Login page</h1>
      </Route>
    </Switch>,
    { route },
  );
}

export const callsTo = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

export const bodyOf = (call: unknown[] | undefined) => JSON.parse((call?.[1] as RequestInit).body as string);

export async function fillCard(user: User, number = '4242424242424242') {
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

export async function fillSignup(user: User, email = '  Pat@Example.com ') {
  await user.type(await screen.findByLabelText('Full name'), 'Pat Doe');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
}
