import { expect, type APIRequestContext } from '@playwright/test';

/** Where e2e/mail-sink.mts listens (set by playwright.config.ts). */
export const MAIL_SINK_HTTP = `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT ?? '3201'}`;

/** The texts of every email delivered to `to`, oldest first. */
export async function mailTo(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await request.get(`${MAIL_SINK_HTTP}/messages?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { text: string }[]).map((m) => m.text);
}

/**
 * The newest link to `path` (e.g. `/verify-email`) in the mail delivered to `to`, waiting for it: the way a person
 * reads a reset, verification or email-change link. Staff never see these links (ADR 142).
 */
export async function linkFromMail(request: APIRequestContext, to: string, path: string): Promise<string> {
  const pattern = new RegExp(
    `https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]{43}`,
    'g',
  );
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailTo(request, to)).flatMap((text) => text.match(pattern) ?? []).at(-1);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return link!;
}

/** Confirms the address of a new account through the API with the link from its verification email. */
export async function verifyEmailByLink(request: APIRequestContext, email: string): Promise<void> {
  const token = new URL(await linkFromMail(request, email, '/verify-email')).searchParams.get('token');
  const res = await request.post('/api/auth/email-verification/confirm', { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}
