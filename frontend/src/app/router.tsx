import {
  Children,
  isValidElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { PageShell } from '@/components/layouts/page-shell';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { TestModeBanner, testModeFromCookie } from '@/components/layouts/test-mode-banner';
import { paths } from '@/config/paths';
import { usePaymentConfig } from '@/features/payments/api/get-payment-config';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

/** A page component whose code can be loaded before it renders. */
type Page = ComponentType & { preload?: () => Promise<void> };

/**
 * React.lazy for modules with named exports: every route except Home and 404 is its own chunk. A page whose code
 * is already loaded when it mounts (see preloadPage) renders at once instead of showing the skeleton first.
 */
function lazyRoute<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): Page {
  let loaded: ComponentType | undefined;
  const loadPage = async () => (loaded ??= (await load())[name] as ComponentType);
  const Lazy = lazy(async () => ({ default: await loadPage() }));
  function LazyPage(props: object) {
    // decided once per mount, so the page never switches between the two (which would remount it)
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyPage, { preload: async () => void (await loadPage()) });
}

const LoginRoute = lazyRoute(() => import('./routes/auth/login'), 'LoginRoute');
const RegisterRoute = lazyRoute(() => import('./routes/auth/register'), 'RegisterRoute');
const ForgotPasswordRoute = lazyRoute(() => import('./routes/auth/forgot-password'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyRoute(() => import('./routes/auth/reset-password'), 'ResetPasswordRoute');
const VerifyEmailRoute = lazyRoute(() => import('./routes/auth/verify-email'), 'VerifyEmailRoute');
const ConfirmEmailChangeRoute = lazyRoute(
  () => import('./routes/auth/confirm-email-change'),
  'ConfirmEmailChangeRoute',
);
const AdminOutboxRoute = lazyRoute(() => import('./routes/admin/outbox'), 'AdminOutboxRoute');
const AdminOutcomesRoute = lazyRoute(() => import('./routes/admin/outcomes'), 'AdminOutcomesRoute');
const CaseAnswerRoute = lazyRoute(() => import('./routes/cases/case-answer'), 'CaseAnswerRoute');
const UnsubscribeRoute = lazyRoute(() => import('./routes/unsubscribe'), 'UnsubscribeRoute');
const AuditRoute = lazyRoute(() => import('./routes/audit'), 'AuditRoute');
const AdminTwoFactorRoute = lazyRoute(() => import('./routes/admin/two-factor'), 'AdminTwoFactorRoute');
const MyRequestsRoute = lazyRoute(() => import('./routes/my-requests'), 'MyRequestsRoute');
const AccountRoute = lazyRoute(() => import('./routes/account'), 'AccountRoute');

const QuestionnaireRoute = lazyRoute(() => import('./routes/cases/questionnaire'), 'QuestionnaireRoute');
const CheckoutRoute = lazyRoute(() => import('./routes/cases/checkout'), 'CheckoutRoute');
const DocumentPreviewRoute = lazyRoute(
  () => import('./routes/cases/document-preview'),
  'DocumentPreviewRoute',
);
const DocumentRoute = lazyRoute(() => import('./routes/cases/document'), 'DocumentRoute');
const EditorRoute = lazyRoute(() => import('./routes/cases/editor'), 'EditorRoute');
const MyDocumentsRoute = lazyRoute(() => import('./routes/cases/my-documents'), 'MyDocumentsRoute');
const CaseReviewRoute = lazyRoute(() => import('./routes/cases/case-review'), 'CaseReviewRoute');

const PaymentMethodsRoute = lazyRoute(
  () => import('./routes/billing/payment-methods'),
  'PaymentMethodsRoute',
);
const BillingHistoryRoute = lazyRoute(
  () => import('./routes/billing/billing-history'),
  'BillingHistoryRoute',
);
const SubscriptionPlansRoute = lazyRoute(
  () => import('./routes/billing/subscription-plans'),
  'SubscriptionPlansRoute',
);
const SubscribeRoute = lazyRoute(() => import('./routes/billing/subscribe'), 'SubscribeRoute');
const AttorneySearchPaymentRoute = lazyRoute(
  () => import('./routes/billing/subscribe'),
  'AttorneySearchPaymentRoute',
);
const SubscribeSimpleRoute = lazyRoute(() => import('./routes/billing/subscribe'), 'SubscribeSimpleRoute');
const SubscribeOldRoute = lazyRoute(() => import('./routes/billing/subscribe'), 'SubscribeOldRoute');
const SubscribeStepsRoute = lazyRoute(() => import('./routes/billing/subscribe'), 'SubscribeStepsRoute');
const SubscribeSetupRoute = lazyRoute(() => import('./routes/billing/subscribe'), 'SubscribeSetupRoute');

const AttorneyReferralRoute = lazyRoute(() => import('./routes/attorney-referral'), 'AttorneyReferralRoute');
const SupportRoute = lazyRoute(() => import('./routes/support/support'), 'SupportRoute');
const AdminSupportRoute = lazyRoute(() => import('./routes/support/admin-support'), 'AdminSupportRoute');

const TermsOfServiceRoute = lazyRoute(() => import('./routes/legal/terms-of-service'), 'TermsOfServiceRoute');
const PrivacyPolicyRoute = lazyRoute(() => import('./routes/legal/privacy-policy'), 'PrivacyPolicyRoute');
const LegalDisclaimerRoute = lazyRoute(
  () => import('./routes/legal/legal-disclaimer'),
  'LegalDisclaimerRoute',
);

const TestLoginRoute = lazyRoute(() => import('./routes/diagnostics/test-login'), 'TestLoginRoute');
const TestLoginSimpleRoute = lazyRoute(
  () => import('./routes/diagnostics/test-login'),
  'TestLoginSimpleRoute',
);
const InputTestRoute = lazyRoute(() => import('./routes/diagnostics/input-test'), 'InputTestRoute');
const TestSimpleRoute = lazyRoute(() => import('./routes/diagnostics/test-simple'), 'TestSimpleRoute');

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.home.path} component={HomeRoute} />
      <Route path={paths.login.path} component={LoginRoute} />
      <Route path={paths.register.path} component={RegisterRoute} />
      <Route path={paths.account.path} component={AccountRoute} />
      <Route path={paths.myRequests.path} component={MyRequestsRoute} />
      <Route path={paths.billingHistory.path} component={BillingHistoryRoute} />

      <Route path={paths.questionnaire.path} component={QuestionnaireRoute} />
      <Route path={paths.checkout.path} component={CheckoutRoute} />
      <Route path={paths.documentPreview.path} component={DocumentPreviewRoute} />
      <Route path={paths.document.path} component={DocumentRoute} />
      <Route path={paths.editor.path} component={EditorRoute} />
      <Route path={paths.myDocuments.path} component={MyDocumentsRoute} />
      <Route path={paths.caseAnswer.path} component={CaseAnswerRoute} />
      <Route path={paths.unsubscribe.path} component={UnsubscribeRoute} />
      <Route path={paths.caseReview.path} component={CaseReviewRoute} />

      <Route path={paths.paymentMethods.path} component={PaymentMethodsRoute} />
      <Route path={paths.subscriptionPlans.path} component={SubscriptionPlansRoute} />
      {/* the fixed path must come before /subscribe/:plan */}
      <Route path={paths.subscribeAttorneySearchPayment.path} component={AttorneySearchPaymentRoute} />
      <Route path={paths.subscribe.path} component={SubscribeRoute} />
      <Route path={paths.subscribeSimple.path} component={SubscribeSimpleRoute} />
      <Route path={paths.subscribeOld.path} component={SubscribeOldRoute} />
      <Route path={paths.subscribeSteps.path} component={SubscribeStepsRoute} />
      <Route path={paths.subscribeSetup.path} component={SubscribeSetupRoute} />

      <Route path={paths.attorneyReferral.path} component={AttorneyReferralRoute} />
      <Route path={paths.support.path} component={SupportRoute} />
      <Route path={paths.adminSupport.path} component={AdminSupportRoute} />
      <Route path={paths.adminOutbox.path} component={AdminOutboxRoute} />
      <Route path={paths.adminOutcomes.path} component={AdminOutcomesRoute} />
      <Route path={paths.audit.path} component={AuditRoute} />
      <Route path={paths.adminTwoFactor.path} component={AdminTwoFactorRoute} />
      <Route path={paths.forgotPassword.path} component={ForgotPasswordRoute} />
      <Route path={paths.resetPassword.path} component={ResetPasswordRoute} />
      <Route path={paths.verifyEmail.path} component={VerifyEmailRoute} />
      <Route path={paths.confirmEmailChange.path} component={ConfirmEmailChangeRoute} />

      <Route path={paths.termsOfService.path} component={TermsOfServiceRoute} />
      <Route path={paths.privacyPolicy.path} component={PrivacyPolicyRoute} />
      <Route path={paths.legalDisclaimer.path} component={LegalDisclaimerRoute} />

      <Route path={paths.testLogin.path} component={TestLoginRoute} />
      <Route path={paths.testLoginSimple.path} component={TestLoginSimpleRoute} />
      <Route path={paths.inputTest.path} component={InputTestRoute} />
      <Route path={paths.testSimple.path} component={TestSimpleRoute} />

      <Route component={NotFoundRoute} />
    </Switch>
  );
}

/**
 * The server's "Test mode" lines (payments in the sandbox…): shown on every page while there are any. Until
 * `/api/config` answers, the lines the page came with (the server's `suego_test_mode` cookie, backend web/spa.ts)
 * draw the banner in the first paint, so the page is not pushed down when the config arrives.
 */
function ServerTestModeBanner() {
  const config = usePaymentConfig();
  return <TestModeBanner notices={config.data?.testMode ?? testModeFromCookie()} />;
}

/**
 * Loads the code of the page at `pathname` (index.html has already asked for it, docs/adr/193), so the app's first
 * render draws that page rather than its skeleton. Home and the 404 page are in the main bundle.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const routes = (AppRoutes() as ReactElement<{ children: ReactNode }>).props.children;
  for (const route of Children.toArray(routes)) {
    if (!isValidElement<{ path?: string; component?: Page }>(route)) continue;
    const { path, component } = route.props;
    if (path === undefined || matchRoute(parse, path, pathname)[0]) return component?.preload?.();
  }
}

/** The layout, with one error boundary and loading state for the page area (cleared on navigation). */
export function AppRouter() {
  const [location] = useLocation();
  return (
    <PageShell banner={<ServerTestModeBanner />}>
      <ErrorBoundary resetKey={location} fallback={({ reset }) => <ErrorFallback reset={reset} />}>
        <Suspense fallback={<PageSkeleton />}>
          <AppRoutes />
        </Suspense>
      </ErrorBoundary>
    </PageShell>
  );
}
