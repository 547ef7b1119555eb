import { AtSign, Briefcase, MessageCircle, Scale, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import type { Message } from '@/lib/i18n/define';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { HashLink } from './hash-link';
import { LanguageSwitch } from './language-switch';
import { messages as m } from './messages';

const linkClass =
  'rounded-sm text-navy-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-white';

const services: Message[] = [
  m.serviceDemandLetters,
  m.serviceSmallClaims,
  m.serviceUnpaidWork,
  m.serviceLandlord,
  m.serviceVehicle,
];

const socials: Array<{ network: string; icon: LucideIcon }> = [
  { network: 'Facebook', icon: MessageCircle },
  { network: 'X (Twitter)', icon: AtSign },
  { network: 'LinkedIn', icon: Briefcase },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3 text-sm">{children}</ul>
    </div>
  );
}

export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  const { isAuthenticated } = useAuth();

  return (
    <footer className="bg-navy-900 text-navy-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Link
            href={paths.home.getHref()}
            className={cn(
              linkClass,
              'flex w-fit items-center gap-2 text-xl font-bold text-white hover:no-underline',
            )}
          >
            <Scale className="size-6 text-teal-300" aria-hidden="true" />
            SueGo
          </Link>
          <p className="text-sm">{t(m.tagline)}</p>
          <div>
            <p className="text-xs text-navy-200">{t(m.socialNotLive)}</p>
            <ul className="mt-2 flex gap-3" aria-label={t(m.socialComingSoon)}>
              {socials.map(({ network, icon: Icon }) => (
                <li key={network}>
                  <span
                    role="img"
                    aria-label={t(m.socialNetworkComingSoon, { network })}
                    title={t(m.socialNetworkComingSoon, { network })}
                    className="flex size-10 items-center justify-center rounded-full border border-navy-600 text-navy-200"
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <Column title={t(m.services)}>
          {services.map((label) => (
            <li key={label.id}>
              <Link href={paths.questionnaire.getHref()} className={linkClass}>
                {t(label)}
              </Link>
            </li>
          ))}
        </Column>

        <Column title={t(m.support)}>
          <li>
            <Link href={paths.support.getHref()} className={linkClass}>
              {t(m.helpCenter)}
            </Link>
          </li>
          <li>
            <Link href={paths.support.getHref()} className={linkClass}>
              {t(m.contact)}
            </Link>
          </li>
          <li>
            <HashLink sectionId="how-it-works" className={linkClass}>
              {t(m.howItWorks)}
            </HashLink>
          </li>
          <li>
            <HashLink sectionId="pricing" className={linkClass}>
              {t(m.pricing)}
            </HashLink>
          </li>
          <li>
            {/* A visitor would land on a purchase page at /attorney-referral (issue 32): the home page's referral
                form and search are what "Attorney Referrals" means to them. */}
            {isAuthenticated ? (
              <Link href={paths.attorneyReferral.getHref()} className={linkClass}>
                {t(m.attorneyReferrals)}
              </Link>
            ) : (
              <HashLink sectionId="attorneys" className={linkClass}>
                {t(m.attorneyReferrals)}
              </HashLink>
            )}
          </li>
        </Column>

        <Column title={t(m.legal)}>
          <li>
            <Link href={paths.termsOfService.getHref()} className={linkClass}>
              {t(m.termsOfService)}
            </Link>
          </li>
          <li>
            <Link href={paths.privacyPolicy.getHref()} className={linkClass}>
              {t(m.privacyPolicy)}
            </Link>
          </li>
          <li>
            <Link href={paths.legalDisclaimer.getHref()} className={linkClass}>
              {t(m.legalDisclaimer)}
            </Link>
          </li>
        </Column>
      </div>

      <div className="border-t border-navy-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t(m.copyright, { year })}</p>
          <p>{t(m.notALawFirm)}</p>
          {t.language === 'es' ? <p>{t(m.translationNotice)}</p> : null}
          <LanguageSwitch tone="dark" />
        </div>
      </div>
    </footer>
  );
}
