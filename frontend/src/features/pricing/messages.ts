import { defineMessages } from '@/lib/i18n/define';

export const messages = defineMessages('pricing', {
  loading: 'Loading prices…',
  payPerDocument: 'Pay per document',
  oneTime: 'one time',
  startYourCase: 'Start Your Case',
  subscription: 'Subscription',
  mostPopular: 'Most popular',
  perInterval: 'per {interval, select, year {year} other {month}}',
  freeTrial: '{days}-day free trial',
  choosePlan: 'Choose {plan}',
  includedWithPlan: 'Included with your plan',
  extrasWithout: 'Extras without a subscription',
  included: 'Included',
  forDaysOfAccess: 'for {days} days of access',
  subscribersGet: 'Subscribers get attorney search and referrals included.',
  title: 'Simple, upfront pricing',
  intro:
    'Pay once for a single document, or subscribe if you have several disputes. No hidden fees, and you see the price before you pay.',
  loadFailed: "We couldn't load our prices right now.",
  loadFailedHelp: 'Check your connection and try again. Prices are always shown before you pay.',
  details: 'Details: {details}',
  networkError: 'Network error',
  tryingAgain: 'Trying again…',
  tryAgain: 'Try again',
});
