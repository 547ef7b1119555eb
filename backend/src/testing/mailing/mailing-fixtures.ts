import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { CaseDetails } from '../../case-file';
import { caseStreamId } from '../../case-file';
import { draftTemplateDocument } from '../../documents/drafting/draft-document';
import { caseDetails } from '../documents/case-fixtures';
import { EventStore } from '../../event-store/event-store';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer } from '../auth-helpers';
import type { TestApp } from '../test-app';

export const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
export const NY_FROM = '5 Court St\nBrooklyn, NY 11201';
export const NY_TO = '100 Broadway\nNew York, NY 10005';

/**
 * A case of `userId` whose document exists (revision 1.0 active), appended straight to its stream: what the drafting
 * job leaves behind, without running it. The text is the template drafter's, so it has its letter and notes pages.
 */
export async function seedDocumentedCase(
  t: TestApp,
  userId: string,
  over: Partial<CaseDetails> = {},
): Promise<{ caseId: string; revisionId: string }> {
  const caseId = randomUUID();
  const revisionId = randomUUID();
  const details = caseDetails({ state: 'NY', plaintiffAddress: NY_FROM, defendantAddress: NY_TO, ...over });
  const today = new Date().toISOString().slice(0, 10);
  const drafted = draftTemplateDocument({ caseId, details, today });
  const at = new Date().toISOString();
  const store = t.app.get(EventStore);
  const { position } = await store.append(
    caseStreamId(caseId),
    [
      {
        type: 'CaseOpened',
        data: {
          caseId,
          userId,
          title: `Unpaid Work v. ${details.defendantName}`,
          status: 'pending',
          details,
          openedAt: at,
        },
        metadata: { actor: { id: userId, role: 'user' } },
      },
      {
        type: 'PaymentSucceeded',
        data: { caseId, paymentIntentId: null, amount: 0, currency: 'usd', promoCode: 'SEED', paidAt: at },
      },
      {
        type: 'DocumentGenerated',
        data: {
          caseId,
          revisionId,
          version: '1.0',
          title: drafted.title,
          content: drafted.content,
          drafter: 'template',
          lawTableVersion: drafted.lawTableVersion,
          llmRejectedReason: null,
          generatedAt: at,
        },
      },
    ],
    'no_stream',
  );
  await t.app.get(SubscriptionsService).waitFor(position, 10_000);
  return { caseId, revisionId };
}

export interface MailingView {
  id: string;
  status: string;
  service: string | null;
  carrier: string | null;
  price: number;
  trackingNumber: string | null;
  pdfSha256: string | null;
  deliveredAt: string | null;
  returnedAt: string | null;
  deliveryDate: string | null;
  deliveryIsEstimate: boolean;
  responseDueDate: string | null;
  events: { status: string; description: string; at: string }[];
  [field: string]: unknown;
}

export const mailings = async (t: TestApp, token: string, caseId: string): Promise<MailingView[]> =>
  (await request(t.http).get(`/api/cases/${caseId}/mailings`).set(bearer(token)).expect(200))
    .body as MailingView[];

/** Polls the case's mailings until one satisfies `done` (the job and the projections are asynchronous). */
export async function waitForMailing(
  t: TestApp,
  token: string,
  caseId: string,
  done: (m: MailingView) => boolean,
  timeoutMs = 20_000,
): Promise<MailingView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailings(t, token, caseId)).find(done);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no mailing of ${caseId} got there: ${JSON.stringify(await mailings(t, token, caseId))}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const pdfBody = (r: request.Test) =>
  r.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });
