import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadTranslatedFieldErrors } from '@/lib/field-errors';
import { applyLanguage } from '@/lib/i18n/runtime';
import { fakeResponse, renderWithProviders, screen, stubFetch } from '@/testing/test-utils';
import { EmailVerificationStatus } from './email-verification-status';

/** Issue 33: the server's "We sent a new link…" in the page's language; English exactly as the server wrote it. */
const sent = 'We sent a new link to ana@example.com. It works for 48 hours.';

describe('resending the verification link', () => {
  it.each([
    ['en', 'Resend link', sent],
    ['es', 'Reenviar el enlace', 'Enviamos un enlace nuevo a ana@example.com. Funciona durante 48 horas.'],
  ] as const)('in %s', async (language, button, expected) => {
    await applyLanguage(language);
    if (language !== 'en') await loadTranslatedFieldErrors();
    stubFetch({ 'POST /api/auth/email-verification': () => fakeResponse({ body: { message: sent } }) });
    renderWithProviders(<EmailVerificationStatus verified={false} />);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('status')).toHaveTextContent(expected);
  });
});
