import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { TestModeBanner } from '@/components/layouts/test-mode-banner';
import { SubscriptionCard } from '@/features/subscriptions/components/subscription-card';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { applyLanguage } from '@/lib/i18n/runtime';
import { testUser } from '@/testing/case-fixtures';
import { makeSubscription, statusBody, subscriptionPricing } from '@/testing/subscription-fixtures';
import { testThread } from '@/testing/support-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { VerifyEmailRoute } from './auth/verify-email';
import { ResetPasswordRoute } from './auth/reset-password';
import { BillingHistoryRoute } from './billing/billing-history';
import { PaymentMethodsRoute } from './billing/payment-methods';
import { SubscriptionPlansRoute } from './billing/subscription-plans';
import { MyRequestsRoute } from './my-requests';
import { LegalDisclaimerRoute } from './legal/legal-disclaimer';
import { PrivacyPolicyRoute } from './legal/privacy-policy';
import { TermsOfServiceRoute } from './legal/terms-of-service';
import { SupportRoute } from './support/support';

/**
 * The account pages, support and the emailed-link pages in Spanish (issue 33): the words a Spanish reader sees,
 * the spec's English kept only in English, plan names and features by code, dates in Spanish, axe clean with
 * lang="es".
 */
async function spanishAndAxeClean(container: HTMLElement) {
  expect(document.documentElement.lang).toBe('es');
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

const signedIn = () => window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');

describe('account pages in Spanish', () => {
  it('the subscription card: a past-due plan, its retry date in Spanish, the actions', async () => {
    await applyLanguage('es');
    stubFetch({
      'GET /api/subscription/status': () =>
        fakeResponse({
          body: statusBody(
            makeSubscription({
              status: 'past_due',
              nextPaymentAttempt: '2026-03-10T12:00:00.000Z',
              lastPaymentError: 'Your card was declined',
            }),
          ),
        }),
    });
    const { container } = renderWithProviders(
      <SubscriptionCard plans={subscriptionPricing.plans as never} currency="usd" />,
    );
    const card = await screen.findByRole('region', { name: 'Suscripción' });
    expect(await within(card).findByText('Pago vencido')).toBeInTheDocument();
    expect(within(card).getByText('$31/mes')).toBeInTheDocument();
    expect(within(card).getByText(/Lo intentaremos de nuevo el 10 de marzo de 2026\./)).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Reintentar con mi tarjeta predeterminada' }),
    ).toBeEnabled();
    expect(within(card).getByRole('link', { name: 'Administrar pago' })).toHaveAttribute(
      'href',
      '/payment-methods',
    );
    expect(within(card).getByRole('button', { name: 'Cancelar el plan ahora' })).toBeEnabled();
    expect(card).not.toHaveTextContent(/Payment Failed|Manage Payment|Past Due/);
    await spanishAndAxeClean(container);
  });

  it('the plan chooser names the plans by code and translates their features', async () => {
    await applyLanguage('es');
    stubFetch({
      'GET /api/pricing': () => fakeResponse({ body: subscriptionPricing }),
      'GET /api/config': () =>
        fakeResponse({ body: { paymentMode: 'sandbox', stripePublishableKey: null, testMode: [] } }),
    });
    const { container } = renderWithProviders(<SubscriptionPlansRoute />, { route: '/subscription-plans' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Elija su plan' })).toBeInTheDocument();
    const suego = await screen.findByTestId('plan-suego');
    expect(within(suego).getByText('Prueba gratis de 7 días')).toBeInTheDocument();
    expect(within(suego).getByText('3 documentos por período de facturación')).toBeInTheDocument();
    expect(within(suego).getByText('Referencias de abogado ilimitadas')).toBeInTheDocument();
    expect(within(suego).getByRole('link', { name: 'Elegir SueGo' })).toHaveAttribute(
      'href',
      '/subscribe/suego',
    );
    expect(within(screen.getByTestId('plan-suepro')).getByText('Soporte por teléfono')).toBeInTheDocument();
    await spanishAndAxeClean(container);
  });

  it('billing history: dates, status, receipts and the test-mode line in Spanish', async () => {
    await applyLanguage('es');
    signedIn();
    stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/billing/history?page=1&pageSize=20': () =>
        fakeResponse({
          body: {
            items: [
              {
                id: '00000000-0000-4000-8000-000000000001',
                date: '2026-12-05T10:00:00.000Z',
                description: 'SueGo plan, Dec 5, 2026 – Jan 4, 2027',
                amount: 2900,
                currency: 'usd',
                kind: 'charge',
                status: 'paid',
                purpose: 'plan',
                cardLast4: '4242',
                cardBrand: 'visa',
                receiptNumber: 'SG-00001001',
                testMode: true,
                testModeLine: 'Test mode — no real charge',
                receiptUrl: '/api/billing/receipts/x.pdf',
                providerReceiptUrl: null,
              },
            ],
            total: 1,
            page: 1,
            pageSize: 20,
          },
        }),
    });
    const { container } = renderWithProviders(<BillingHistoryRoute />, { route: '/account/billing' });
    const list = await screen.findByRole('list', { name: 'Cobros y reembolsos' });
    expect(within(list).getByText('Pagado')).toBeInTheDocument();
    expect(within(list).getByText(/^Plan SueGo, 5\sdic\s2026 – 4\sene\s2027$/)).toBeInTheDocument();
    expect(within(list).getByText('5 dic 2026')).toBeInTheDocument();
    expect(within(list).getByText('Modo de prueba: sin cargo real')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Descargar el recibo SG-00001001 (PDF)' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Historial de facturación' })).toBeInTheDocument();
    await spanishAndAxeClean(container);
  });

  it('payment methods: the cards and the spec confirmation, in Spanish', async () => {
    await applyLanguage('es');
    signedIn();
    stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/config': () =>
        fakeResponse({ body: { paymentMode: 'sandbox', stripePublishableKey: null, testMode: [] } }),
      'GET /api/payment-methods': () =>
        fakeResponse({
          body: {
            paymentMethods: [
              {
                id: 'pm_1',
                card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 },
                isDefault: true,
              },
            ],
          },
        }),
    });
    const { container, user } = renderWithProviders(<PaymentMethodsRoute />, { route: '/payment-methods' });
    const cards = await screen.findByRole('list', { name: 'Tarjetas guardadas' });
    expect(within(cards).getByText('Visa terminada en 4242')).toBeInTheDocument();
    expect(within(cards).getByText('Vence 04/2030')).toBeInTheDocument();
    await spanishAndAxeClean(container);
    await user.click(within(cards).getByRole('button', { name: 'Eliminar la Visa terminada en 4242' }));
    expect(await screen.findByText('¿Seguro que quiere eliminar este método de pago?')).toBeInTheDocument();
  });
});

describe('support in Spanish', () => {
  it("refuses in Spanish, and a visitor's request carries the page's language for the emails", async () => {
    await applyLanguage('es');
    const fetchMock = stubFetch({
      'POST /api/support': () =>
        fakeResponse({ status: 201, body: testThread({ id: 't9', email: 'ana@example.com', userId: null }) }),
    });
    const { container, user } = renderWithProviders(<SupportRoute />, { route: '/support' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contactar a soporte' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Media - Necesito ayuda' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    expect(await screen.findByText('Escriba su nombre')).toBeInTheDocument();
    await spanishAndAxeClean(container);

    await user.type(screen.getByLabelText('Nombre completo'), 'Ana Díaz');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Asunto'), 'Mi carta');
    await user.type(screen.getByLabelText('Mensaje'), '¿Dónde está mi carta?');
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    expect(await screen.findByRole('heading', { name: '¡Solicitud enviada con éxito!' })).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/support' && init?.method === 'POST',
    );
    expect(JSON.parse(sent?.[1]?.body as string)).toMatchObject({ language: 'es', subject: 'Mi carta' });
  });

  it('My requests: badges, dates and the staff reply in Spanish', async () => {
    await applyLanguage('es');
    signedIn();
    stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/account/support-requests': () =>
        fakeResponse({
          body: {
            tickets: [
              testThread({
                replies: [
                  {
                    id: 'r1',
                    author: 'staff',
                    authorName: 'Sam',
                    message: 'Your letter is on My Documents.',
                    createdAt: '2026-11-24T17:00:00.000Z',
                  },
                ],
              }),
            ],
          },
        }),
    });
    const { container } = renderWithProviders(<MyRequestsRoute />, { route: '/account/requests' });
    const list = await screen.findByRole('list', { name: 'Mis solicitudes' });
    expect(within(list).getByText('Abierta')).toBeInTheDocument();
    expect(within(list).getByText('Prioridad alta')).toBeInTheDocument();
    expect(within(list).getByText(/Sam, soporte de SueGo/)).toBeInTheDocument();
    expect(within(list).getByText(/Enviada el 24 nov 2026/)).toBeInTheDocument();
    expect(within(list).getByLabelText('Su respuesta')).toBeInTheDocument();
    await spanishAndAxeClean(container);
  });
});

describe('emailed-link pages and the Test mode banner in Spanish', () => {
  it('reset password and verify email', async () => {
    await applyLanguage('es');
    stubFetch({});
    const reset = renderWithProviders(<ResetPasswordRoute />, {
      route: `/reset-password?token=${'A'.repeat(43)}`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Elija una nueva contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nueva contraseña/)).toBeInTheDocument();
    await spanishAndAxeClean(reset.container);
    reset.unmount();
    const verify = renderWithProviders(<VerifyEmailRoute />, { route: '/verify-email?token=abc' });
    expect(screen.getByRole('button', { name: 'Confirmar mi correo electrónico' })).toBeEnabled();
    await spanishAndAxeClean(verify.container);
  });

  it("says the server's sandbox notices in Spanish, and an unknown one in the server's words", async () => {
    await applyLanguage('es');
    renderWithProviders(
      <TestModeBanner notices={['no real charges', 'letters are not really mailed', 'new sandbox']} />,
    );
    const banner = screen.getByRole('region', { name: 'Modo de prueba' });
    expect(banner).toHaveTextContent(
      'Modo de prueba — sin cargos reales; las cartas no se envían realmente por correo; new sandbox',
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });
});

describe('the legal pages in Spanish', () => {
  it.each([
    ['terms', TermsOfServiceRoute, 'Términos del servicio', 'SueGo no es un bufete de abogados'],
    ['privacy', PrivacyPolicyRoute, 'Política de privacidad', 'Cómo borrar su cuenta'],
    ['disclaimer', LegalDisclaimerRoute, 'Aviso legal', 'Cuándo hablar con un abogado'],
  ] as const)(
    '%s: the Spanish text, said not to be certified and that the English governs',
    async (_, Page, title, section) => {
      await applyLanguage('es');
      stubFetch({});
      const { container } = renderWithProviders(<Page />);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeInTheDocument();
      expect(
        screen.getByText(
          /no una traducción certificada\. Si difiere de la versión en inglés, rige la versión en inglés\./,
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Última actualización: 23 de noviembre de 2026')).toBeInTheDocument();
      await spanishAndAxeClean(container);
    },
  );
});
