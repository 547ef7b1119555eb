import type { RecordedEvent } from '../../event-store/event-store';
import type { CaseEvent } from '../../case-file/case.events';
import { caseHistory, historyState, summarizeCaseEvent } from './case-history';

const caseId = '7d1f8f2e-3b7a-4c1e-9a55-0f3f0c3e2a11';
const at = '2026-11-23T12:00:00.000Z';

describe('case history summaries', () => {
  it.each<[CaseEvent, string]>([
    [
      {
        type: 'CheckoutStarted',
        data: {
          caseId,
          paymentIntentId: null,
          amount: 500,
          currency: 'usd',
          promoCode: 'SUEGOFREE',
          finalAmount: 0,
          startedAt: at,
        },
      },
      'Checkout started: free with promo SUEGOFREE',
    ],
    [
      {
        type: 'PaymentSucceeded',
        data: {
          caseId,
          paymentIntentId: null,
          amount: 0,
          currency: 'usd',
          promoCode: 'SUEGOFREE',
          paidAt: at,
        },
      },
      'Paid in full by promo SUEGOFREE',
    ],
    [
      {
        type: 'PaymentRefunded',
        data: {
          caseId,
          paymentIntentId: 'pi_2',
          refundId: 're_1',
          amount: 2900,
          currency: 'usd',
          reason: 'duplicate',
          refundedAt: at,
        },
      },
      'Duplicate payment of $29.00 refunded (pi_2)',
    ],
    [
      { type: 'DocumentGenerationStarted', data: { caseId, jobId: 'j', attempt: 2, startedAt: at } },
      'Document drafting started (attempt 2)',
    ],
    [
      {
        type: 'DocumentGenerated',
        data: {
          caseId,
          revisionId: 'r',
          version: '1.0',
          title: 'Demand Letter',
          content: 'private text',
          drafter: 'template',
          lawTableVersion: 'v',
          llmRejectedReason: null,
          generatedAt: at,
        },
      },
      'Document generated: Demand Letter, revision 1.0 (template drafter)',
    ],
    [
      {
        type: 'DocumentGenerationFailed',
        data: { caseId, jobId: 'j', attempt: 1, reason: 'Chromium crashed', final: false, failedAt: at },
      },
      'Document drafting failed on attempt 1: Chromium crashed',
    ],
    [
      {
        type: 'DocumentGenerationFailed',
        data: { caseId, jobId: 'j', attempt: 8, reason: 'timeout', final: true, failedAt: at },
      },
      'Document drafting failed on attempt 8 (no automatic retry left after 8 attempts): timeout',
    ],
  ])('%#: %s', (event, summary) => {
    expect(summarizeCaseEvent(event)).toBe(summary);
  });

  it('counts events by when the store recorded them', () => {
    const recorded = (position: number, createdAt: string, event: CaseEvent) =>
      ({
        ...event,
        eventId: `e${position}`,
        schemaVersion: 1,
        metadata: {
          actor: null,
          correlationId: 'c',
          causationId: null,
          occurredAt: '2000-01-01T00:00:00.000Z',
        },
        streamId: `case-${caseId}`,
        streamPosition: BigInt(position),
        position: { commit: 1n, prepare: 1n },
        createdAt: new Date(createdAt),
      }) as unknown as RecordedEvent;
    const started: CaseEvent = {
      type: 'DocumentGenerationStarted',
      data: { caseId, jobId: 'j', attempt: 1, startedAt: at },
    };
    const events = [
      recorded(1, '2026-11-23T12:00:00Z', started),
      recorded(2, '2026-11-23T12:00:02Z', started),
    ];
    expect(
      caseHistory(caseId, events, new Date('2026-11-23T12:00:01Z')).events.map((e) => e.position),
    ).toEqual([1]);
    expect(
      caseHistory(caseId, events, new Date('2026-11-23T12:00:02Z')).events.map((e) => e.position),
    ).toEqual([1, 2]);
    expect(caseHistory(caseId, events, null).asOf).toBeNull();
  });
});

describe('the case state a history answers', () => {
  it('names every saved version but carries only the active one’s text', () => {
    const at = '2026-11-23T12:00:00.000Z';
    const state = historyState({
      status: 'completed',
      caseId,
      userId: 'u1',
      title: 'T',
      details: {} as never,
      openedAt: at,
      checkout: null,
      payment: null,
      document: { revisionId: 'r1', title: 'Demand Letter', generatedAt: at },
      refundedPaymentIntents: [],
      underpaidPaymentIntents: [],
      revisions: [
        { id: 'r1', version: '1.0', content: 'first text' },
        { id: 'r2', version: '1.1', content: 'second text' },
      ],
      activeRevisionId: 'r1',
      referrals: [],
      laterDocuments: [],
    });
    expect(state).toMatchObject({
      revisions: [
        { id: 'r1', version: '1.0' },
        { id: 'r2', version: '1.1' },
      ],
      activeText: 'first text',
    });
    expect(JSON.stringify(state)).not.toContain('second text');
    expect(historyState({ status: 'none' })).toEqual({ status: 'none' });
  });
});
