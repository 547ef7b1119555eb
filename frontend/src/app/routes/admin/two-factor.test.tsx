import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { AdminTwoFactorRoute } from './two-factor';

const pendingStaff = { ...testUser, role: 'staff', secondFactor: 'pending' };
const status = (over: object) => fakeResponse({ body: { required: true, enrolled: false, verified: false, recoveryCodesLeft: 0, ...over } });
const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${String.fromCharCode(97 + i)}${i}`);

async function noAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

describe('<AdminTwoFactorRoute /> (/admin/two-factor)', () => {
  it('walks a new staff member through enrolment: QR code and key, first code, recovery codes, back (axe clean)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    let confirmed = false;
    const fetchMock = stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: pendingStaff }),
      'GET /api/auth/two-factor': () => status(confirmed ? { enrolled: true, verified: true, recoveryCodesLeft: 10 } : {}),
      'POST /api/auth/two-factor/enrolment': (init) =>
        JSON.parse(init?.body as string).enrolmentCode !== 'k7m2-q9xa-3fpe-w6tz'
          ? fakeResponse({ status: 400, body: { statusCode: 400, message: 'enrolmentCode is not valid or has expired.', error: 'Bad Request' } })
          : fakeResponse({
          status: 201,
          body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/SueGo:pat', qrCode: 'data:image/png;base64,AAAA', expiresAt: '2026-11-24T15:15:00Z' },
        }),
      'POST /api/auth/two-factor/enrolment/confirm': (init) => {
        if (JSON.parse(init?.body as string).code !== '123456')
          return fakeResponse({
            status: 400,
            body: { statusCode: 400, message: 'code is not valid. Enter the current 6-digit code.', error: 'Bad Request', field: 'code', code: 'code_invalid' },
          });
        confirmed = true;
        return fakeResponse({ body: { recoveryCodes: codes } });
      },
    });
    const { user, container, currentPath, queryClient } = renderWithProviders(<AdminTwoFactorRoute />, {
      route: '/admin/two-factor?returnTo=%2Fadmin%2Foutbox',
    });
    // The first setup asks for the one-time enrolment code given with the role (issue 22 point 7).
    await user.type(await screen.findByLabelText('One-time enrolment code'), 'wrong-code');
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByText('enrolmentCode is not valid or has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('One-time enrolment code')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('One-time enrolment code'));
    await user.type(screen.getByLabelText('One-time enrolment code'), 'k7m2-q9xa-3fpe-w6tz');
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await noAxeViolations(container);

    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    // The field's sentence (issue 32), not the API's "code is not valid…".
    expect(
      await screen.findByText('That code is not right. Enter the current 6-digit code from your authenticator app, or a recovery code.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^code is not valid/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByText('Save your recovery codes now')).toBeInTheDocument();
    expect(queryClient.getQueryData<{ secondFactor: string }>(['/api/auth/me'])?.secondFactor).toBe('verified');
    await noAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'I saved my codes, continue' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/outbox'));
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(4);
  });

  it('an auditor passes the same step and goes back to the audit screen', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: { ...pendingStaff, role: 'auditor' } }),
      'GET /api/auth/two-factor': () => status({ enrolled: true }),
      'POST /api/auth/two-factor/verify': () => fakeResponse({ body: { verified: true, recoveryCodesLeft: 10 } }),
    });
    const { user, currentPath } = renderWithProviders(<AdminTwoFactorRoute />, { route: '/admin/two-factor' });
    await user.type(await screen.findByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath()).toBe('/audit'));
  });

  it('asks an enrolled staff member for the code (or a recovery code), then goes on (axe clean)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const fetchMock = stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: pendingStaff }),
      'GET /api/auth/two-factor': () => status({ enrolled: true }),
      'POST /api/auth/two-factor/verify': () => fakeResponse({ body: { verified: true, recoveryCodesLeft: 10 } }),
    });
    const { user, container, currentPath } = renderWithProviders(<AdminTwoFactorRoute />, { route: '/admin/two-factor' });
    const input = await screen.findByLabelText('Authentication code');
    expect(screen.getByText(/Enter one of your recovery codes instead/)).toBeInTheDocument();
    await noAxeViolations(container);
    await user.type(input, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/support'));
    expect(JSON.parse(fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')?.[1]?.body as string)).toEqual({ code: '654321' });
  });

  it('ignores a returnTo that leaves the site', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: pendingStaff }),
      'GET /api/auth/two-factor': () => status({ enrolled: true }),
      'POST /api/auth/two-factor/verify': () => fakeResponse({ body: { verified: true, recoveryCodesLeft: 10 } }),
    });
    const { user, currentPath } = renderWithProviders(<AdminTwoFactorRoute />, { route: '/admin/two-factor?returnTo=%2F%2Fevil.example' });
    await user.type(await screen.findByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/support'));
  });

  it('is for staff only', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    stubFetch({ 'GET /api/auth/me': () => fakeResponse({ body: testUser }) });
    renderWithProviders(<AdminTwoFactorRoute />, { route: '/admin/two-factor' });
    expect(await screen.findByText('Staff only')).toBeInTheDocument();
  });
});
