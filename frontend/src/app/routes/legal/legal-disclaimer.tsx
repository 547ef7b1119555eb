import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';
import { SupportLink } from '@/features/legal/components/support-link';
import { messages as m } from '@/features/legal/messages';
import { useT } from '@/lib/i18n/use-t';

/** The Spanish text (ADR 205), loaded only by a Spanish page. */
const LegalDisclaimerEs = lazy(async () => ({
  default: (await import('./legal-disclaimer.es')).LegalDisclaimerEs,
}));

const sections: LegalSection[] = [
  {
    id: 'not-a-law-firm',
    title: 'SueGo is not a law firm',
    body: (
      <>
        <p>
          <strong>SueGo is not a law firm and does not give legal advice.</strong> SueGo is no substitute for
          an attorney. Using SueGo, including our attorney directory, does not create an attorney-client
          relationship with SueGo or with its parent management group, of which SueGo is a subsidiary.
        </p>
        <p>
          What we write on this website and in your documents is general information, not advice about your
          particular situation.
        </p>
      </>
    ),
  },
  {
    id: 'self-help',
    title: 'Self-help documents',
    body: (
      <p>
        SueGo helps you prepare your own documents from your own answers. You decide whether to send a demand
        letter, whether to go to court, and what to claim. Laws differ from state to state and change over
        time; we work to keep our state law tables current, but we can’t promise they are complete or up to
        date on the day you use them.
      </p>
    ),
  },
  {
    id: 'automated-drafting',
    title: 'Documents drafted with automated tools and AI',
    body: (
      <>
        <p>
          Your documents are drafted by automated tools, including AI, from your answers and our state law
          tables. These tools can make mistakes: a wrong date, a misspelled name, an amount that doesn’t add
          up, or a rule that doesn’t fit your facts.
        </p>
        <p>
          <strong>You must review every document carefully before you send or file it</strong>, and correct
          anything that is wrong. You are responsible for what you send and file.
        </p>
      </>
    ),
  },
  {
    id: 'no-guarantee',
    title: 'No guarantee of results',
    body: (
      <p>
        We can’t promise that a letter will get you paid or that a court will decide in your favor. Every case
        depends on its facts, the evidence and the court.
      </p>
    ),
  },
  {
    id: 'limits',
    title: 'Deadlines and court limits',
    body: (
      <p>
        SueGo is designed for disputes of up to $10,000. Small claims courts have their own dollar limits,
        filing fees and rules, and every claim has a time limit (a statute of limitations). Check the rules of
        your court, and don’t wait until the last moment.
      </p>
    ),
  },
  {
    id: 'attorneys',
    title: 'Attorney directory and referrals',
    body: (
      <p>
        Attorneys you find or are referred to through SueGo are independent professionals. SueGo doesn’t
        endorse any attorney, isn’t responsible for their advice or work, and doesn’t share in their fees
        unless we tell you otherwise before the referral. Attorneys marked “Sample data” belong to a sample
        directory: they are fictional, shown at real cities and ZIP codes so you can see how search works, and
        are not real lawyers.
      </p>
    ),
  },
  {
    id: 'when-to-get-a-lawyer',
    title: 'When to talk to an attorney',
    body: (
      <>
        <p>Consider talking to a licensed attorney if:</p>
        <ul>
          <li>the other side has a lawyer or has threatened to sue you;</li>
          <li>the amount is more than your small claims court allows;</li>
          <li>your case involves injuries, a business you own, or criminal matters;</li>
          <li>a deadline is close or you are unsure whether it has passed;</li>
          <li>you are not sure which law applies or what to claim.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'age',
    title: 'Age requirement',
    body: <p>You must be 18 or older to use SueGo.</p>,
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about this disclaimer? Reach us through <SupportLink />.
      </p>
    ),
  },
];

export function LegalDisclaimerRoute() {
  const t = useT();
  return (
    <>
      <PageMeta title={t(m.disclaimerTitle)} description={t(m.disclaimerMeta)} />
      {t.language === 'es' ? (
        <Suspense fallback={<PageSkeleton />}>
          <LegalDisclaimerEs />
        </Suspense>
      ) : (
        <EnglishDisclaimer />
      )}
    </>
  );
}

function EnglishDisclaimer() {
  return (
    <>
      <LegalDocument
        title="Legal Disclaimer"
        summary={
          <p>
            <strong>In short:</strong> SueGo is not a law firm, doesn’t give legal advice, and is no
            substitute for an attorney. Documents are drafted with automated tools, so review every one
            carefully before you use it.
          </p>
        }
        sections={sections}
      />
    </>
  );
}
