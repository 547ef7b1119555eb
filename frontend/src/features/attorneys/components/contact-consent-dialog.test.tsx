import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { loadTranslatedFieldErrors } from '@/lib/field-errors';
import { applyLanguage } from '@/lib/i18n/runtime';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { ContactConsentDialog } from './contact-consent-dialog';

/** Issue 37 point 4: consent before contact — nothing is sent before "Send my details". */
describe('ContactConsentDialog', () => {
  const fields = [
    { label: 'Your name', value: 'Rosa Diaz' },
    { label: 'Your account email', value: 'rosa@example.com' },
  ];

  it('shows what is shared, sends nothing until "Send my details", then sends the message', async () => {
    await applyLanguage('en');
    const onSend = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <ContactConsentDialog
        attorneyName="Ana Reyes"
        fields={fields}
        summary="A landlord tenant matter in TX. The landlord kept my deposit."
        price="$15"
        onSend={onSend}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Send your details to Ana Reyes?' });
    expect(dialog).toHaveTextContent('rosa@example.com');
    expect(dialog).toHaveTextContent('Rosa Diaz');
    expect(dialog).toHaveTextContent('The landlord kept my deposit.');
    expect(dialog).toHaveTextContent('The referral costs $15.');

    await userEvent.type(screen.getByLabelText('Message to the attorney (optional)'), '  Evenings are best. ');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Evenings are best.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('by keyboard: focus stays inside, Escape closes and sends nothing; axe clean', async () => {
    await applyLanguage('en');
    const onSend = vi.fn();
    const onClose = vi.fn();
    const { baseElement } = renderWithProviders(
      <ContactConsentDialog attorneyName="Ana Reyes" fields={fields} onSend={onSend} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    const results = await axe.run(baseElement, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('Spanish: the catalog speaks Spanish', async () => {
    await applyLanguage('es');
    await loadTranslatedFieldErrors();
    renderWithProviders(
      <ContactConsentDialog attorneyName="Ana Reyes" fields={fields} onSend={vi.fn()} onClose={vi.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: '¿Enviar sus datos a Ana Reyes?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mis datos' })).toBeInTheDocument();
    await applyLanguage('en');
  });
});
