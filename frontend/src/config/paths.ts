/**
 * Every route of the app (spec §2, DESIGN §8), with typed href builders for links.
 * `path` is the wouter pattern; `getHref` builds a concrete URL.
 */

export const LOGIN_MESSAGES = ['account-created', 'trial-started', 'payment-success'] as const;
export type LoginMessage = (typeof LOGIN_MESSAGES)[number];

export const SUBSCRIBE_PLANS = ['suego', 'suepro', 'attorney-search'] as const;
export type SubscribePlan = (typeof SUBSCRIBE_PLANS)[number];

const seg = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: '/', getHref: () => '/' },
  howItWorks: { getHref: () => '/#how-it-works' },
  pricing: { getHref: () => '/#pricing' },

  login: {
    path: '/login',
    /** `returnTo`: the page to go back to after signing in (checked again there: same-origin paths only). */
    getHref: (message?: LoginMessage, returnTo?: string) => {
      const query = new URLSearchParams();
      if (message) query.set('message', message);
      if (returnTo) query.set('returnTo', returnTo);
      const search = query.toString();
      return search ? `/login?${search}` : '/login';
    },
  },
  register: { path: '/register', getHref: () => '/register' },

  questionnaire: { path: '/questionnaire', getHref: () => '/questionnaire' },
  checkout: { path: '/checkout/:caseId', getHref: (caseId: string) => `/checkout/${seg(caseId)}` },
  documentPreview: {
    path: '/document-preview/:caseId',
    getHref: (caseId: string) => `/document-preview/${seg(caseId)}`,
  },
  document: { path: '/document/:caseId', getHref: (caseId: string) => `/document/${seg(caseId)}` },
  /** `?document=` opens a later document of the case (a final notice, the package filed from it; ADR 180). */
  editor: {
    path: '/editor/:caseId',
    getHref: (caseId: string, documentId?: string) =>
      `/editor/${seg(caseId)}${documentId ? `?document=${seg(documentId)}` : ''}`,
  },
  caseReview: {
    path: '/case-review',
    getHref: (caseId: string) => `/case-review?caseId=${seg(caseId)}`,
  },
  myDocuments: { path: '/my-documents', getHref: () => '/my-documents' },
  /** A reminder email's answer buttons (`?outcome=…&token=…`): a confirmation page that records by POST. */
  caseAnswer: { path: '/cases/:caseId/answer', getHref: (caseId: string) => `/cases/${seg(caseId)}/answer` },
  /** A reminder email's unsubscribe link (`?token=…`). */
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },

  account: { path: '/account', getHref: () => '/account' },
  paymentMethods: { path: '/payment-methods', getHref: () => '/payment-methods' },
  subscriptionPlans: { path: '/subscription-plans', getHref: () => '/subscription-plans' },
  subscribeAttorneySearchPayment: {
    path: '/subscribe/attorney-search-payment',
    getHref: () => '/subscribe/attorney-search-payment',
  },
  subscribe: { path: '/subscribe/:plan', getHref: (plan: SubscribePlan) => `/subscribe/${plan}` },
  subscribeSimple: { path: '/subscribe-simple', getHref: () => '/subscribe-simple' },
  subscribeOld: { path: '/subscribe-old/:plan', getHref: (plan: SubscribePlan) => `/subscribe-old/${plan}` },
  /** the two-stage variant: account step, then payment step */
  subscribeSteps: {
    path: '/subscribe-steps/:plan',
    getHref: (plan: 'suego' | 'suepro') => `/subscribe-steps/${plan}`,
  },
  /** the variant that creates the SetupIntent before the card is entered */
  subscribeSetup: {
    path: '/subscribe-setup',
    getHref: (plan: 'suego' | 'suepro') => `/subscribe-setup?plan=${plan}`,
  },

  attorneyReferral: { path: '/attorney-referral', getHref: () => '/attorney-referral' },
  support: { path: '/support', getHref: () => '/support' },
  adminSupport: { path: '/admin/support', getHref: () => '/admin/support' },
  adminOutbox: { path: '/admin/outbox', getHref: () => '/admin/outbox' },
  adminOutcomes: { path: '/admin/outcomes', getHref: () => '/admin/outcomes' },
  /** the auditor's screen: `?email=` or `?case=` (with `&asOf=`) reproduces a view */
  audit: {
    path: '/audit',
    getHref: (view?: { email?: string; caseId?: string; asOf?: string }) => {
      const query = new URLSearchParams();
      if (view?.email) query.set('email', view.email);
      if (view?.caseId) query.set('case', view.caseId);
      if (view?.asOf) query.set('asOf', view.asOf);
      const search = query.toString();
      return search ? `/audit?${search}` : '/audit';
    },
  },
  /** Staff TOTP: enrolment or the code prompt, then back to `returnTo` (default /admin/support). */
  adminTwoFactor: {
    path: '/admin/two-factor',
    getHref: (returnTo?: string) =>
      returnTo ? `/admin/two-factor?returnTo=${encodeURIComponent(returnTo)}` : '/admin/two-factor',
  },
  /** Account → My requests: the user's support tickets and the replies. */
  myRequests: { path: '/account/requests', getHref: () => '/account/requests' },
  billingHistory: { path: '/account/billing', getHref: () => '/account/billing' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  /** The links emailed to prove an address (ADR 140): each page POSTs the token when its button is pressed. */
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  confirmEmailChange: { path: '/confirm-email-change', getHref: () => '/confirm-email-change' },

  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  legalDisclaimer: { path: '/legal-disclaimer', getHref: () => '/legal-disclaimer' },

  testLogin: { path: '/test-login', getHref: () => '/test-login' },
  testLoginSimple: { path: '/test-login-simple', getHref: () => '/test-login-simple' },
  inputTest: { path: '/input-test', getHref: () => '/input-test' },
  testSimple: { path: '/test-simple', getHref: () => '/test-simple' },
} as const;

/**
 * Every pattern the router has a page for (AppRoutes uses each `path` above). The web build writes them to
 * `dist/client-routes.json`, so the server answers 404 for any other path (ADR 192).
 */
export function routePatterns(): string[] {
  return Object.values(paths).flatMap((route) => ('path' in route ? [route.path] : []));
}

export function isLoginMessage(value: string | null): value is LoginMessage {
  return value !== null && (LOGIN_MESSAGES as readonly string[]).includes(value);
}

export function isSubscribePlan(value: string | undefined): value is SubscribePlan {
  return value !== undefined && (SUBSCRIBE_PLANS as readonly string[]).includes(value);
}
