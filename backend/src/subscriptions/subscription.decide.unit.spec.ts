import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { evolveSubscription, initialSubscriptionState, type Subscription } from './subscription';
import {
  allowanceLeft,
  decideSubscription,
  type ProviderSnapshot,
  type SubscriptionCommand,
} from './subscription.decide';
import type { SubscriptionEvent, SubscriptionStarted } from './subscription.events';
import { promotionDecider, type RedeemPromotion } from './promotions/promotion';
import { DeciderSpecification } from '../testing/decider-specification';

const now = new Date('2026-11-24T12:00:00.000Z');
const at = now.toISOString();
const subscriptionId = '5b0c3f55-1111-4a2b-8c3d-000000000001';
const userId = 'c0a8012e-0000-4000-8000-000000000001';
const day = (n: number) => new Date(Date.UTC(2026, 10, 24 + n, 12)).toISOString();

const started = (overrides: Partial<SubscriptionStarted['data']> = {}): SubscriptionEvent => ({
  type: 'SubscriptionStarted',
  data: {
    subscriptionId,
    userId,
    plan: 'suego',
    status: 'trialing',
    amount: 2900,
    documentsPerPeriod: 3,
    providerSubscriptionId: 'sub_1',
    providerCustomerId: 'cus_1',
    setupIntentId: 'seti_1',
    currentPeriodStart: day(0),
    currentPeriodEnd: day(7),
    trialEnd: day(7),
    promoCode: null,
    discountAmount: 0,
    startedAt: at,
    ...overrides,
  },
});
const used = (caseId: string, periodStart = day(0)): SubscriptionEvent => ({
  type: 'DocumentAllowanceUsed',
  data: { subscriptionId, caseId, periodStart, usedAt: at },
});
const snapshot = (overrides: Partial<ProviderSnapshot> = {}): ProviderSnapshot => ({
  status: 'trialing',
  currentPeriodStart: day(0),
  currentPeriodEnd: day(7),
  cancelAtPeriodEnd: false,
  cardSaved: true,
  paymentMethodId: 'pm_1',
  paidInvoice: null,
  failedInvoice: null,
  ...overrides,
});
const sync = (s: ProviderSnapshot): SubscriptionCommand => ({
  type: 'SyncSubscription',
  data: { snapshot: s },
  metadata: { now },
});

/** given events, when command, then events or error. */
const given = DeciderSpecification.for({
  decide: decideSubscription,
  evolve: evolveSubscription,
  initialState: initialSubscriptionState,
});

describe('subscription decider', () => {
  describe('StartSubscription', () => {
    const { type: _t, data } = started() as SubscriptionStarted;
    const { startedAt: _s, ...start } = data;
    const command: SubscriptionCommand = { type: 'StartSubscription', data: start, metadata: { now } };
    it('starts a new subscription', () => given([]).when(command).then([started()]));
    it('is idempotent for the same provider subscription', () => given([started()]).when(command).then([]));
    it('refuses a second subscription', () =>
      given([started()])
        .when({ ...command, data: { ...start, providerSubscriptionId: 'sub_2' } })
        .thenThrows(IllegalStateError, /already have/));
  });

  describe('SyncSubscription (provider events, in any order)', () => {
    it('activates an incomplete subscription once its card is saved', () =>
      given([started({ status: 'incomplete' })])
        .when(sync(snapshot()))
        .then([
          {
            type: 'SubscriptionActivated',
            data: {
              subscriptionId,
              status: 'trialing',
              paymentMethodId: 'pm_1',
              currentPeriodStart: day(0),
              currentPeriodEnd: day(7),
              activatedAt: at,
            },
          },
        ]));

    it('stays incomplete while no card is saved', () =>
      given([started({ status: 'incomplete' })])
        .when(sync(snapshot({ cardSaved: false })))
        .then([]));

    it('renews into a new paid period at the end of the trial, and the allowance starts again', () => {
      const renewed = snapshot({
        status: 'active',
        currentPeriodStart: day(7),
        currentPeriodEnd: day(37),
        paidInvoice: { invoiceId: 'in_1', amountPaid: 2900 },
      });
      const events = given([started(), used('a'), used('b'), used('c')]);
      expect(allowanceLeft(events.state)).toBe(0);
      events.when(sync(renewed)).then([
        {
          type: 'SubscriptionRenewed',
          data: {
            subscriptionId,
            currentPeriodStart: day(7),
            currentPeriodEnd: day(37),
            invoiceId: 'in_1',
            amountPaid: 2900,
            renewedAt: at,
          },
        },
      ]);
      const after = [
        started(),
        used('a'),
        used('b'),
        used('c'),
        ...decideSubscription(sync(renewed), events.state),
      ].reduce<Subscription>(evolveSubscription, initialSubscriptionState());
      expect(allowanceLeft(after)).toBe(3);
    });

    it('a duplicate or stale delivery adds nothing', () => {
      const renewed: SubscriptionEvent = {
        type: 'SubscriptionRenewed',
        data: {
          subscriptionId,
          currentPeriodStart: day(7),
          currentPeriodEnd: day(37),
          invoiceId: 'in_1',
          amountPaid: 2900,
          renewedAt: at,
        },
      };
      given([started(), renewed])
        .when(sync(snapshot({ status: 'active', currentPeriodStart: day(7), currentPeriodEnd: day(37) })))
        .then([]);
      given([started(), renewed])
        .when(sync(snapshot({ status: 'active' })))
        .then([]);
    });

    it('records a failed charge as past due, and each retry that fails', () => {
      const failed = (attempt: number) =>
        snapshot({
          status: 'past_due',
          currentPeriodStart: day(7),
          currentPeriodEnd: day(37),
          failedInvoice: {
            invoiceId: 'in_1',
            attempt,
            code: 'card_declined',
            message: 'Your card was declined.',
            nextAttemptAt: day(10),
          },
        });
      const first = decideSubscription(sync(failed(1)), given([started()]).state);
      expect(first).toEqual([
        {
          type: 'SubscriptionPaymentFailed',
          data: {
            subscriptionId,
            status: 'past_due',
            currentPeriodStart: day(7),
            currentPeriodEnd: day(37),
            invoiceId: 'in_1',
            attempt: 1,
            code: 'card_declined',
            message: 'Your card was declined.',
            nextAttemptAt: day(10),
            failedAt: at,
          },
        },
      ]);
      given([started(), ...first])
        .when(sync(failed(1)))
        .then([]);
      expect(decideSubscription(sync(failed(2)), given([started(), ...first]).state)).toHaveLength(1);
      expect(allowanceLeft(given([started(), ...first]).state)).toBe(0);
    });

    it('a paid retry makes a past-due subscription active again in the same period', () => {
      const failed: SubscriptionEvent = {
        type: 'SubscriptionPaymentFailed',
        data: {
          subscriptionId,
          status: 'past_due',
          currentPeriodStart: day(7),
          currentPeriodEnd: day(37),
          invoiceId: 'in_1',
          attempt: 1,
          code: 'card_declined',
          message: 'x',
          nextAttemptAt: null,
          failedAt: at,
        },
      };
      given([started(), failed])
        .when(sync(snapshot({ status: 'active', currentPeriodStart: day(7), currentPeriodEnd: day(37) })))
        .then([
          {
            type: 'SubscriptionActivated',
            data: {
              subscriptionId,
              status: 'active',
              paymentMethodId: 'pm_1',
              currentPeriodStart: day(7),
              currentPeriodEnd: day(37),
              activatedAt: at,
            },
          },
        ]);
    });

    it('ends when the provider canceled it, and nothing comes back after the end', () => {
      const ended: SubscriptionEvent = {
        type: 'SubscriptionEnded',
        data: { subscriptionId, reason: 'canceled', cancellationReason: null, endedAt: at },
      };
      given([started()])
        .when(sync(snapshot({ status: 'canceled' })))
        .then([ended]);
      given([started(), ended])
        .when(sync(snapshot({ status: 'active', currentPeriodStart: day(7) })))
        .then([]);
    });

    it('follows cancel_at_period_end both ways', () => {
      given([started()])
        .when(sync(snapshot({ cancelAtPeriodEnd: true })))
        .then([
          {
            type: 'SubscriptionCancellationScheduled',
            data: { subscriptionId, reason: null, cancelAt: day(7), scheduledAt: at },
          },
        ]);
      const scheduled: SubscriptionEvent = {
        type: 'SubscriptionCancellationScheduled',
        data: { subscriptionId, reason: 'too dear', cancelAt: day(7), scheduledAt: at },
      };
      given([started(), scheduled])
        .when(sync(snapshot()))
        .then([{ type: 'SubscriptionReactivated', data: { subscriptionId, reactivatedAt: at } }]);
      given([started(), scheduled])
        .when(sync(snapshot({ status: 'canceled' })))
        .then([
          {
            type: 'SubscriptionEnded',
            data: { subscriptionId, reason: 'period_end', cancellationReason: null, endedAt: at },
          },
        ]);
    });
  });

  describe('cancel and reactivate', () => {
    const cancel = (reason: string | null): SubscriptionCommand => ({
      type: 'ScheduleCancellation',
      data: { reason },
      metadata: { now },
    });
    it('schedules the cancellation at period end with the reason', () =>
      given([started()])
        .when(cancel('Too expensive'))
        .then([
          {
            type: 'SubscriptionCancellationScheduled',
            data: { subscriptionId, reason: 'Too expensive', cancelAt: day(7), scheduledAt: at },
          },
        ]));
    it('refuses a reason over 200 characters, naming the field', () => {
      given([started()])
        .when(cancel('x'.repeat(201)))
        .thenThrows(ValidationError, /^reason: /);
      given([started()])
        .when(cancel('x'.repeat(200)))
        .then([expect.objectContaining({ type: 'SubscriptionCancellationScheduled' }) as SubscriptionEvent]);
    });
    it('refuses without a subscription', () => given([]).when(cancel(null)).thenThrows(NotFoundError));
    it('cancels immediately', () =>
      given([started()])
        .when({ type: 'CancelNow', data: { reason: null }, metadata: { now } })
        .then([
          {
            type: 'SubscriptionEnded',
            data: { subscriptionId, reason: 'canceled', cancellationReason: null, endedAt: at },
          },
        ]));
    it('reactivates only a subscription set to cancel', () => {
      given([started()])
        .when({ type: 'Reactivate', metadata: { now } })
        .thenThrows(IllegalStateError, /not set to cancel/);
      const scheduled = decideSubscription(cancel(null), given([started()]).state);
      given([started(), ...scheduled])
        .when({ type: 'Reactivate', metadata: { now } })
        .then([{ type: 'SubscriptionReactivated', data: { subscriptionId, reactivatedAt: at } }]);
    });
    it('a new sign-up may replace only a subscription still waiting for its card', () => {
      given([started({ status: 'incomplete' })])
        .when({ type: 'Supersede', metadata: { now } })
        .then([
          {
            type: 'SubscriptionEnded',
            data: { subscriptionId, reason: 'superseded', cancellationReason: null, endedAt: at },
          },
        ]);
      given([started()])
        .when({ type: 'Supersede', metadata: { now } })
        .thenThrows(IllegalStateError, /already have/);
    });
  });

  describe('a plan without a card (issue 27)', () => {
    const leave: SubscriptionCommand = { type: 'LeaveWithoutCard', metadata: { now } };
    const provide: SubscriptionCommand = { type: 'ProvideCard', metadata: { now } };
    const left: SubscriptionEvent = {
      type: 'SubscriptionLeftWithoutCard',
      data: { subscriptionId, reason: 'card_removed', endsAt: day(7), leftAt: at },
    };
    it('the last card removed: a trialing plan is set to end with its period', () =>
      given([started()]).when(leave).then([left]));
    it('records nothing for a plan already ending, past due, or over', () => {
      given([started(), left]).when(leave).then([]);
      const scheduled = decideSubscription(
        { type: 'ScheduleCancellation', data: { reason: 'moving' }, metadata: { now } },
        given([started()]).state,
      );
      given([started(), ...scheduled])
        .when(leave)
        .then([]);
      given([
        started(),
        ...decideSubscription(
          sync(
            snapshot({
              status: 'past_due',
              currentPeriodStart: day(7),
              currentPeriodEnd: day(37),
              failedInvoice: {
                invoiceId: 'in_1',
                attempt: 1,
                code: 'card_declined',
                message: 'Your card was declined.',
                nextAttemptAt: day(10),
              },
            }),
          ),
          given([started()]).state,
        ),
      ])
        .when(leave)
        .then([]);
      given([]).when(leave).then([]);
    });
    it('a card added keeps a plan that was ending only for want of one; a plan the owner canceled stays canceled', () => {
      given([started(), left])
        .when(provide)
        .then([{ type: 'SubscriptionReactivated', data: { subscriptionId, reactivatedAt: at } }]);
      const scheduled = decideSubscription(
        { type: 'ScheduleCancellation', data: { reason: 'moving' }, metadata: { now } },
        given([started()]).state,
      );
      given([started(), ...scheduled])
        .when(provide)
        .then([]);
      given([started()]).when(provide).then([]);
    });
    it('the owner may still cancel a plan ending for want of a card: then a card no longer keeps it', () => {
      const cancel: SubscriptionCommand = {
        type: 'ScheduleCancellation',
        data: { reason: 'Not for me' },
        metadata: { now },
      };
      const scheduled = {
        type: 'SubscriptionCancellationScheduled' as const,
        data: { subscriptionId, reason: 'Not for me', cancelAt: day(7), scheduledAt: at },
      };
      given([started(), left]).when(cancel).then([scheduled]);
      given([started(), left, scheduled]).when(provide).then([]);
    });
    it('reactivation needs a card to charge', () => {
      given([started(), left])
        .when({ type: 'Reactivate', data: { hasCard: false }, metadata: { now } })
        .thenThrows(IllegalStateError, /^Add a card first/);
      given([started(), left])
        .when({ type: 'Reactivate', data: { hasCard: true }, metadata: { now } })
        .then([{ type: 'SubscriptionReactivated', data: { subscriptionId, reactivatedAt: at } }]);
    });
    it('a free month started without a card is set to end with the month', () => {
      const { type: _t, data } = started({
        status: 'active',
        setupIntentId: null,
        trialEnd: null,
        currentPeriodEnd: day(30),
        promoCode: 'SUEGOFREE',
      }) as SubscriptionStarted;
      const { startedAt: _s, ...start } = data;
      given([])
        .when({ type: 'StartSubscription', data: { ...start, withoutCard: true }, metadata: { now } })
        .then([
          { type: 'SubscriptionStarted', data },
          {
            type: 'SubscriptionLeftWithoutCard',
            data: { subscriptionId, reason: 'free_month', endsAt: day(30), leftAt: at },
          },
        ]);
    });
    it('ends as no_card when the provider ends it, never as a payment failure', () =>
      given([started(), left])
        .when(sync(snapshot({ status: 'canceled', cancelAtPeriodEnd: true })))
        .then([
          {
            type: 'SubscriptionEnded',
            data: { subscriptionId, reason: 'no_card', cancellationReason: null, endedAt: at },
          },
        ]));
    it('the provider still set to end changes nothing; the provider no longer ending continues the plan', () => {
      given([started(), left])
        .when(sync(snapshot({ cancelAtPeriodEnd: true })))
        .then([]);
      given([started(), left])
        .when(sync(snapshot({ cancelAtPeriodEnd: false })))
        .then([{ type: 'SubscriptionReactivated', data: { subscriptionId, reactivatedAt: at } }]);
    });
  });

  describe('UseDocumentAllowance', () => {
    const use = (caseId: string): SubscriptionCommand => ({
      type: 'UseDocumentAllowance',
      data: { caseId },
      metadata: { now },
    });
    it('covers three documents per SueGo period, each case once', () => {
      given([started(), used('a'), used('b')])
        .when(use('c'))
        .then([used('c')]);
      given([started(), used('a'), used('b'), used('c')])
        .when(use('d'))
        .thenThrows(IllegalStateError, /No documents left/);
      given([started(), used('a')])
        .when(use('a'))
        .then([]);
    });
    it('SuePro is unlimited', () => {
      const events = [
        started({ plan: 'suepro', documentsPerPeriod: null, amount: 9900 }),
        used('a'),
        used('b'),
        used('c'),
        used('d'),
      ];
      given(events)
        .when(use('e'))
        .then([used('e')]);
    });
    it("a case's package filed later is one more document, counted once (ADR 184)", () => {
      const usePackage: SubscriptionCommand = {
        type: 'UseDocumentAllowance',
        data: { caseId: 'a', document: 'small_claims' },
        metadata: { now },
      };
      const packageUsed: SubscriptionEvent = {
        type: 'DocumentAllowanceUsed',
        data: { subscriptionId, caseId: 'a', document: 'small_claims', periodStart: day(0), usedAt: at },
      };
      given([started(), used('a')])
        .when(usePackage)
        .then([packageUsed]);
      given([started(), used('a'), packageUsed])
        .when(usePackage)
        .then([]);
      given([started(), used('a'), packageUsed])
        .when(use('a'))
        .then([]);
      given([started(), used('a'), packageUsed, used('b')])
        .when(use('c'))
        .thenThrows(IllegalStateError, /No documents left/);
    });
    it('an incomplete or past-due subscription covers nothing', () =>
      given([started({ status: 'incomplete' })])
        .when(use('a'))
        .thenThrows(IllegalStateError));
  });
});

describe('promotion decider', () => {
  const redeem = (
    user: string,
    sub = subscriptionId,
    overrides: Partial<RedeemPromotion['data']> = {},
  ): RedeemPromotion => ({
    type: 'RedeemPromotion',
    data: {
      code: 'BETA2024',
      userId: user,
      subscriptionId: sub,
      plan: 'suego',
      discountAmount: 2900,
      maxRedemptions: 2,
      replaces: null,
      ...overrides,
    },
    metadata: { now },
  });
  const fold = (commands: RedeemPromotion[]) =>
    commands.reduce(
      (state, c) => promotionDecider.decide(c, state).reduce(promotionDecider.evolve, state),
      promotionDecider.initialState(),
    );

  it('redeems once per account; the same subscription again is a no-op; another is refused', () => {
    const state = fold([redeem('u1')]);
    expect(state.redemptions).toBe(1);
    expect(promotionDecider.decide(redeem('u1'), state)).toEqual([]);
    expect(() => promotionDecider.decide(redeem('u1', 'other-sub'), state)).toThrow(/already used/);
    expect(promotionDecider.decide(redeem('u1', 'other-sub', { replaces: subscriptionId }), state)).toEqual(
      [],
    );
  });

  it('stops at the maximum number of redemptions', () => {
    const state = fold([redeem('u1'), redeem('u2', 's2')]);
    expect(() => promotionDecider.decide(redeem('u3', 's3'), state)).toThrow(/fully redeemed/);
  });
});
