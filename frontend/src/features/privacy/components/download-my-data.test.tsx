import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { renderWithProviders, screen, stubFetch } from '@/testing/test-utils';
import { DownloadMyData } from './download-my-data';

describe('<DownloadMyData />', () => {
  const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
  let clicked: { href: string; download: string }[] = [];

  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

  beforeEach(() => {
    clicked = [];
    // jsdom has no object URLs.
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('downloads the export with the session and saves it under the name the server gives (axe clean)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    let release!: () => void;
    const fetchMock = stubFetch({
      'GET /api/account/export': async () => {
        await new Promise<void>((r) => (release = r));
        return new Response('{"format":"suego-data-export/1"}', {
          status: 200,
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Disposition': 'attachment; filename="suego-data-2026-11-24.json"',
          },
        });
      },
    });
    const { user, container } = renderWithProviders(<DownloadMyData />);
    expect(screen.getByRole('heading', { name: 'Download my data' })).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('button', { name: 'Preparing your data…' })).toBeDisabled();
    release();
    expect(await screen.findByText('Your data was saved as suego-data-2026-11-24.json.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(clicked).toEqual([{ href: expect.stringMatching(/^blob:/), download: 'suego-data-2026-11-24.json' }]);
  });

  it("says what went wrong when the export is refused (e.g. too many in a short time)", async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    stubFetch({
      'GET /api/account/export': () =>
        new Response(
          JSON.stringify({ statusCode: 429, message: 'You have downloaded your data several times in a short time. Please wait a few minutes and try again.' }),
          { status: 429, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    const { user } = renderWithProviders(<DownloadMyData />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have downloaded your data several times in a short time. Please wait a few minutes and try again.',
    );
    expect(clicked).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
