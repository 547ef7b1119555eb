import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';
import { SupportLink } from '@/features/legal/components/support-link';
import { messages as m } from '@/features/legal/messages';
import { useT } from '@/lib/i18n/use-t';

/** The Spanish text (ADR 205), loaded only by a Spanish page. */
const PrivacyPolicyEs = lazy(async () => ({
  default: (await import('./privacy-policy.es')).PrivacyPolicyEs,
}));

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        SueGo (“we”, “us”) is a self-help legal document service and a subsidiary of its parent management
        group. This policy explains what personal information we collect, why, who we share it with, and the
        choices you have.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and password. We store the password
            only as a secure one-way hash, never as plain text. We also note whether you confirmed that your
            email address is yours and, while you are changing it, the new address you asked for.
          </li>
          <li>
            <strong>Your case answers:</strong> what you tell us about your dispute, such as your contact
            details, the other party’s name and address, what happened, dates, amounts and the evidence you
            describe, plus the documents we draft from them and any edits you make.
          </li>
          <li>
            <strong>Payment details:</strong> payments are handled by our payment processor. We receive only
            what we need to show your saved cards and receipts (such as card brand, last four digits and
            expiry date). We never see or store full card numbers.
          </li>
          <li>
            <strong>Support messages:</strong> what you send us when you ask for help.
          </li>
          <li>
            <strong>What happened after your letter:</strong> when it was mailed and delivered, and the
            outcome you record (paid in full, paid in part, refused or no response, and the amount you
            received).
          </li>
          <li>
            <strong>Technical information:</strong> your IP address, browser type and server logs, which we
            use to keep SueGo secure and working, for example to limit repeated failed sign-in attempts.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <>
        <ul>
          <li>To draft, store and deliver your documents, and to keep your case history.</li>
          <li>To run your account, take payments and manage subscriptions.</li>
          <li>
            To print and mail your letter when you ask us to: our mailing provider receives the letter and
            both addresses, and tells us when it is delivered.
          </li>
          <li>
            To remind you by email of your case&apos;s dates (when your letter is delivered, 3 days before the
            deadline, on the deadline and a week after it) until you record that you were paid. You can turn
            reminders off on your account page or with the unsubscribe link in any reminder.
          </li>
          <li>
            To count, without names, how often letters get people paid, so that we can improve them (our staff
            see only monthly totals, never a case, a person or an amount).
          </li>
          <li>To answer your support requests.</li>
          <li>To keep SueGo secure and to prevent fraud and abuse.</li>
          <li>To meet our legal, tax and accounting obligations.</li>
          <li>To fix problems and improve SueGo.</li>
        </ul>
        <p>We do not sell your personal information, and we do not use it for targeted advertising.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share personal information only as needed to run SueGo:</p>
        <ul>
          <li>
            <strong>Our payment processor</strong>, to take payments and save cards.
          </li>
          <li>
            <strong>Service providers</strong> who host our systems or provide the automated drafting tools
            (including AI services) that help write your documents. They may use your information only to
            provide their service to us.
          </li>
          <li>
            <strong>Attorneys</strong>, only when you ask us for an attorney referral, and only the details
            needed for that referral.
          </li>
          <li>
            <strong>Our parent management group</strong>, for administration, under the same protections as
            this policy.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it, or to protect people’s rights and safety.
          </li>
          <li>
            <strong>A buyer or successor</strong>, if SueGo’s business is sold or reorganized; this policy
            would still protect your information.
          </li>
        </ul>
        <p>
          We never send anything to the other party in your dispute. You decide whether to send them your
          document.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          When you sign in, we store your session token in your browser’s local storage so you stay signed in.
          Signing out removes it. If you pick a case type on our home page, we keep that choice in local
          storage until you start the questionnaire.
        </p>
        <p>
          We don’t use advertising or cross-site tracking cookies. Our payment processor may set its own
          cookies on payment pages to prevent fraud.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <ul>
          <li>
            <strong>Your account</strong> (name, email, password hash): until you delete it.
          </li>
          <li>
            <strong>Each case and its history</strong> (your answers, the documents we drafted, every edit,
            and a record of what happened and when, an audit trail): for 7 years after the last activity on
            the case, such as your last edit. Legal documents can matter for years, and this record lets
            anyone check later how a document was made and changed. After that the whole record, its documents
            and their PDF copies are deleted automatically.
          </li>
          <li>
            <strong>Payment and subscription records</strong> (amount, date, what it paid for and our payment
            processor&apos;s reference): for 7 years after the last activity, because tax and accounting law
            requires it.
          </li>
          <li>
            <strong>Emails we sent you</strong> (or about you, like an attorney&apos;s copy of your referral
            request): for 7 years at most, and never after you delete your account. They belong to your
            account, not to an address: if someone else later signs up with an address we once wrote to, they
            see none of it. Private links that let someone act on your account (password resets, email
            confirmations) are only in the email itself; our copy, and our staff, never see them.
          </li>
          <li>
            <strong>Email confirmation links</strong>: each works once and expires (48 hours to confirm your
            address, 24 hours to confirm a new one); the record that we sent one is deleted a day after it is
            used or expires.
          </li>
          <li>
            <strong>Whether you have had a free trial or a promo code</strong>: each is given once per
            customer, so we keep a coded fingerprint of your email address (an HMAC, a one-way code made with
            a secret key that never leaves our servers, with the address trimmed, in lower case and without a
            “+tag”) and, when you pay by card through Stripe, of the card, together with which offer it was
            used for and when. It contains neither your address nor your card number, and is used for that
            purpose only; we keep it for 7 years, also after you delete your account.
          </li>
          <li>
            <strong>Sign-in sessions</strong>: deleted 30 days after they end.{' '}
            <strong>Counters of failed sign-in attempts</strong> are deleted after a day. Server logs record
            security events such as sign-ins under a coded reference instead of your email address, and never
            your case answers or documents; they are deleted on a rolling basis.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'deletion',
    title: 'Deleting your account',
    body: (
      <>
        <p>
          You can delete your account yourself at any time: sign in, open your Account page and choose{' '}
          <strong>Delete my account</strong>, then type your email address to confirm. When you do:
        </p>
        <ul>
          <li>you are signed out on every device, and your account can no longer be used;</li>
          <li>
            any subscription ends at once, with no further charges, and our payment processor is asked to
            delete your customer record and saved cards;
          </li>
          <li>
            your personal information is erased: your name and contact details, your case answers (including
            the other party&apos;s name and address and what happened), the documents we drafted for you and
            your edits, and any reasons you gave us. We store these encrypted with a key that belongs to you
            alone; deleting your account deletes that key, so this information can never be read again, by us
            or by anyone, and the copies we show on our pages and the stored PDFs are deleted too;
          </li>
          <li>the emails we had queued or sent to you are deleted from our systems.</li>
        </ul>
        <p>
          <strong>What we keep, and why:</strong> the records the law makes us keep: for each payment, the
          amount, the date, what it paid for and the payment processor&apos;s reference, for 7 years, and the
          bare outline of each case (when it was opened, paid and drafted, and the amounts), with nothing left
          in it that names or describes you. These are deleted with the rest of the case record 7 years after
          its last activity. We also keep the coded fingerprint of your email address (and card) that says you
          have had a free trial or a promo code, so that registering again does not bring them back; it is
          used for nothing else (see “How long we keep it”). Our payment processor keeps its own payment
          records under its own privacy policy.
        </p>
        <p>
          You can also ask us to delete your information through <SupportLink />, for example if you can no
          longer sign in. We will confirm the request comes from you first.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Information travels to and from SueGo encrypted (HTTPS). The personal details in your cases are stored
        encrypted, each person&apos;s with their own key, and the case history is protected against
        alteration. Passwords are stored as secure hashes, access to personal information is limited to people
        who need it to do their job, and sign-in attempts are rate-limited. No system is perfectly secure, so
        please use a strong password you don’t use elsewhere and tell us right away if you notice something
        wrong.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>
            see the personal information we hold about you and get a copy of it (“Download my data” on your
            account page gives you all of it in one file);
          </li>
          <li>correct information that is wrong;</li>
          <li>
            delete your account and your information yourself, or ask us to (see “Deleting your account”);
          </li>
          <li>stop receiving marketing emails, if we send any.</li>
        </ul>
        <p>
          To use any of these rights, contact us through <SupportLink />. We will not treat you differently
          for using them.
        </p>
      </>
    ),
  },
  {
    id: 'age',
    title: 'Age requirement',
    body: (
      <p>
        SueGo is only for people 18 or older. We don’t knowingly collect information from anyone younger. If
        you believe a minor has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy, we update the date at the top of this page. For important changes we tell
        you by email or in the app before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions or requests about your privacy? Reach us through <SupportLink />.
      </p>
    ),
  },
];

export function PrivacyPolicyRoute() {
  const t = useT();
  return (
    <>
      <PageMeta title={t(m.privacyTitle)} description={t(m.privacyMeta)} />
      {t.language === 'es' ? (
        <Suspense fallback={<PageSkeleton />}>
          <PrivacyPolicyEs />
        </Suspense>
      ) : (
        <EnglishPrivacyPolicy />
      )}
    </>
  );
}

function EnglishPrivacyPolicy() {
  return (
    <>
      <LegalDocument
        title="Privacy Policy"
        summary={
          <p>
            <strong>In short:</strong> we collect what we need to draft your documents and run your account.
            Payments go through our payment processor, and we never store full card numbers. We don’t sell
            your information. We keep case and payment records for 7 years after their last activity, and you
            can delete your account, and with it your personal information, yourself at any time from your
            Account page.
          </p>
        }
        sections={sections}
      />
    </>
  );
}
