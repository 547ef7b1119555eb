import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';
import { SupportLink } from '@/features/legal/components/support-link';
import { messages as m } from '@/features/legal/messages';
import { useT } from '@/lib/i18n/use-t';

/** The Spanish text (ADR 205), loaded only by a Spanish page. */
const TermsOfServiceEs = lazy(async () => ({
  default: (await import('./terms-of-service.es')).TermsOfServiceEs,
}));

const linkClass = 'font-semibold text-primary underline underline-offset-4';

const sections: LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are an agreement between you and SueGo (“SueGo”, “we”, “us”). SueGo is a subsidiary of
          its parent management group. By creating an account or using SueGo, you agree to these terms, our{' '}
          <Link href={paths.privacyPolicy.getHref()} className={linkClass}>
            Privacy Policy
          </Link>{' '}
          and our{' '}
          <Link href={paths.legalDisclaimer.getHref()} className={linkClass}>
            Legal Disclaimer
          </Link>
          . If you don’t agree, please don’t use SueGo.
        </p>
      </>
    ),
  },
  {
    id: 'not-a-law-firm',
    title: 'SueGo is not a law firm',
    body: (
      <>
        <p>
          SueGo is a self-help document service.{' '}
          <strong>SueGo is not a law firm and does not give legal advice.</strong> Nobody at SueGo acts as
          your lawyer, and using SueGo does not create an attorney-client relationship. SueGo is no substitute
          for an attorney.
        </p>
        <p>
          We give you general information and help you prepare documents based on what you tell us. We do not
          tell you whether to sue, what to claim, or how a court will decide. If you need advice about your
          situation, talk to a licensed attorney in your state.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use SueGo',
    body: (
      <>
        <ul>
          <li>You must be 18 or older.</li>
          <li>SueGo is built for disputes in the United States.</li>
          <li>The information you give us must be true and complete, and you must keep it up to date.</li>
          <li>
            You are responsible for your account. Keep your password private and tell us through{' '}
            <SupportLink /> if you think someone else used your account.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'service',
    title: 'What SueGo does',
    body: (
      <>
        <p>
          You answer questions about your dispute. SueGo drafts a document for you, such as a demand letter or
          a small-claims filing package, using your answers and tables of state law that we maintain. SueGo is
          meant for money disputes of up to $10,000.
        </p>
        <p>
          SueGo does not send letters, file papers with a court or serve anyone for you. You decide whether to
          use a document, and you send or file it yourself.
        </p>
      </>
    ),
  },
  {
    id: 'your-responsibilities',
    title: 'Your responsibilities',
    body: (
      <>
        <ul>
          <li>
            <strong>Review every document.</strong> Documents are drafted with automated tools, including AI.
            They can contain mistakes. Check names, addresses, dates, amounts and facts, and correct anything
            that is wrong before you send or file it.
          </li>
          <li>
            Meet your deadlines. Courts have time limits for bringing a claim (statutes of limitations) and
            their own filing rules. Checking them is your responsibility.
          </li>
          <li>
            Use SueGo honestly and lawfully. Don’t make claims you know are false, don’t use SueGo to harass
            or threaten anyone, and don’t try to break, overload or copy the service.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments, subscriptions and free trials',
    body: (
      <>
        <p>
          You can pay for a single document or subscribe to a plan. We show the price before you pay. Payments
          are handled by our payment processor; SueGo never stores your full card number.
        </p>
        <p>
          Subscriptions renew automatically each billing period until you cancel. When you cancel, your plan
          stays active until the end of the period you have already paid for. If your plan starts with a free
          trial, we save your card at sign-up and charge it when the trial ends unless you cancel before then.
        </p>
        <p>
          Fees are not refundable once a document has been drafted, except where the law requires a refund. If
          a technical problem on our side kept you from getting a document you paid for, contact us through{' '}
          <SupportLink /> and we will make it right.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your information and documents',
    body: (
      <>
        <p>
          Your answers and your documents belong to you. You allow us to store and process them to run SueGo
          for you, as described in our{' '}
          <Link href={paths.privacyPolicy.getHref()} className={linkClass}>
            Privacy Policy
          </Link>
          .
        </p>
        <p>
          We keep a record of what happens to each case (an audit trail) for about 7 years, so that the
          history of a document can be checked later. You can ask us to delete your information through{' '}
          <SupportLink />; the Privacy Policy explains what we can delete and what the law requires us to
          keep.
        </p>
      </>
    ),
  },
  {
    id: 'attorneys',
    title: 'Attorney directory and referrals',
    body: (
      <p>
        Attorneys listed in SueGo or introduced through a referral are independent. They are not SueGo
        employees, and we do not supervise their work or guarantee their services. Any agreement you make with
        an attorney, including fees, is between you and that attorney.
      </p>
    ),
  },
  {
    id: 'no-guarantee',
    title: 'No guarantee of results',
    body: (
      <p>
        A demand letter or a court filing does not guarantee that you will be paid or win your case. Results
        depend on the facts, the other party and the court.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limits on our liability',
    body: (
      <>
        <p>
          SueGo is provided “as is” and “as available”. To the extent the law allows, we make no promises that
          it will always be available, error-free, or right for your situation.
        </p>
        <p>
          To the extent the law allows, SueGo and its parent management group are not liable for indirect or
          consequential losses, and our total liability for any claim about SueGo is limited to the amount you
          paid us in the 12 months before the claim. Some states don’t allow these limits, so they may not
          apply to you.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    body: (
      <p>
        You can stop using SueGo and ask us to close your account at any time through <SupportLink />. We may
        suspend or close an account that breaks these terms or puts other people or the service at risk.
        Cancelling a subscription is separate from closing your account.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. When we do, we change the date at the top of this page, and for important
        changes we tell you by email or in the app before they take effect. If you keep using SueGo after a
        change takes effect, the new terms apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Reach us through <SupportLink />.
      </p>
    ),
  },
];

export function TermsOfServiceRoute() {
  const t = useT();
  return (
    <>
      <PageMeta title={t(m.termsTitle)} description={t(m.termsMeta)} />
      {t.language === 'es' ? (
        <Suspense fallback={<PageSkeleton />}>
          <TermsOfServiceEs />
        </Suspense>
      ) : (
        <EnglishTerms />
      )}
    </>
  );
}

function EnglishTerms() {
  return (
    <>
      <LegalDocument
        title="Terms of Service"
        summary={
          <p>
            <strong>In short:</strong> SueGo helps you prepare your own legal documents. We are not a law
            firm, we don’t give legal advice, and we are no substitute for an attorney. You must be 18 or
            older, and you must review every document before you use it.
          </p>
        }
        sections={sections}
      />
    </>
  );
}
