import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * The journey in Spanish (issue 33): a browser that prefers Spanish gets Spanish pages (<html lang="es">), the
 * letter itself stays English and is marked so, the account remembers the language, and every page is axe-clean.
 */
test.use({ locale: 'es-MX' });

const uniqueEmail = () => `es-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

test('home, questionnaire, checkout, document, account, billing, plans and cards in Spanish; the account keeps the choice', async ({
  page,
  request,
}) => {
  // a visitor: Spanish from the browser's languages
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recupere el dinero que le deben' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('article', { name: /Ejemplo de carta de reclamación/ })).toHaveAttribute(
    'lang',
    'en',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Siguiente paso' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tipo de caso y lugar' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Estado donde ocurrió/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // an account opened from a Spanish page is a Spanish account
  const register = await request.post('/api/auth/register', {
    data: { name: 'Rosa Ejemplo', email: uniqueEmail(), password: 'correct horse battery' },
  });
  expect(register.status(), await register.text()).toBe(201);
  const { token } = (await register.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const formData = {
    caseType: 'security-deposit',
    state: 'TX',
    plaintiffName: 'Rosa Ejemplo',
    plaintiffEmail: 'rosa@example.com',
    plaintiffAddress: '12 Oak St, Austin, TX 78701',
    plaintiffPhone: '555-0100',
    defendantName: 'Morgan Property Management LLC',
    defendantAddress: '900 Congress Ave, Austin, TX 78701',
    disputeDescription:
      'I moved out on June 30 and returned the keys; the $1,200 deposit was never returned.',
    amountClaimed: '1200.00',
    incidentDate: isoDaysAgo(45),
    attemptedResolution: 'Emailed twice.',
    evidenceDescription: 'Lease and deposit receipt.',
    documentType: 'demand_letter',
    agreedToTerms: true,
  };
  const created = await request.post('/api/cases', {
    headers: auth,
    data: { caseType: formData.caseType, state: formData.state, formData, amount: formData.amountClaimed },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.evaluate((value) => window.localStorage.setItem('auth_token', value), token);

  await page.goto(`/checkout/${id}`);
  await expect(page.getByRole('region', { name: 'Resumen del pedido' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/users/me/language', { headers: auth })).json()) as {
            language: string;
          }
        ).language,
    )
    .toBe('es');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Número de tarjeta').fill('4242424242424242');
  await page.getByLabel('Vencimiento (MM/AA)').fill(futureExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pagar/ }).click();

  await expect(page).toHaveURL(new RegExp(`/document/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Su documento legal' })).toBeVisible();
  const letter = page.locator('[data-slot="formatted-document"]').first();
  await expect(letter).toHaveAttribute('lang', 'en', { timeout: 15_000 });
  await expect(letter).toContainText('Morgan Property Management LLC');
  // The case's journey, said by code in Spanish (ADR 203), not the server's English sentences.
  const journey = page.getByRole('region', { name: 'Qué sigue' });
  await expect(journey.getByRole('list', { name: 'El recorrido de su caso' })).toContainText('Carta lista');
  await expect(journey).toContainText('Envíe su carta por correo');
  await expect(journey).not.toContainText('Mail your letter');
  await expectNoSeriousA11yViolations(page);

  // The Spanish reading copy of the letter and the notes (ADR 206): a PDF, marked as a copy not to send.
  const copy = page.getByRole('region', { name: 'Copia de referencia en español' });
  await expect(copy).toContainText('no envíe esta copia');
  const downloadEvent = page.waitForEvent('download');
  await copy.getByRole('button', { name: 'Descargar la copia de referencia en español (PDF)' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe(`copia-de-referencia-${id}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');

  // The editor's chrome in Spanish; the letter's text stays English and is edited in English (issue 33).
  await page.goto(`/editor/${id}`);
  const text = page.getByRole('textbox', { name: 'Texto del documento' });
  await expect(text).toHaveValue(/Morgan Property Management LLC/, { timeout: 15_000 });
  await expect(page.getByText('Versión 1.0', { exact: true })).toBeVisible();
  await expect(page.getByText('La carta se mantiene en inglés: edítela en inglés.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar versión' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Su cuenta' })).toBeVisible();
  const plan = page.getByRole('region', { name: 'Suscripción' });
  await expect(plan.getByText(/No tiene una suscripción/)).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Suscribirse ahora' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the account pages in Spanish (issue 33): billing history with the charge, the plans, the cards
  await page.goto('/account/billing');
  const charges = page.getByRole('list', { name: 'Cobros y reembolsos' });
  await expect(charges.getByText(/^Carta de reclamación \(caso /)).toBeVisible();
  await expect(charges.getByText('Pagado')).toBeVisible();
  await expect(page.getByTestId('test-mode-banner')).toContainText('Modo de prueba — sin cargos reales');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/subscription-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Elija su plan' })).toBeVisible();
  await expect(page.getByTestId('plan-suego').getByText('Referencias de abogado ilimitadas')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar tarjeta' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Su cuenta' })).toBeVisible();
  await page.getByRole('group', { name: 'Idioma' }).first().getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/users/me/language', { headers: auth })).json()) as {
            language: string;
          }
        ).language,
    )
    .toBe('en');
});
