import { AtSign, Briefcase, MessageCircle, Scale, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { HashLink } from './hash-link';

const linkClass =
  'rounded-sm text-navy-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-white';

const services = ['Demand Letters', 'Small Claims Filing', 'Unpaid Work', 'Landlord Disputes', 'Vehicle Damage'];

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
  const year = new Date().getFullYear();
  const { isAuthenticated } = useAuth();

  return (
    <footer className="bg-navy-900 text-navy-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Link
            href={paths.home.getHref()}
            className={cn(linkClass, 'flex w-fit items-center gap-2 text-xl font-bold text-white hover:no-underline')}
          >
            <Scale className="size-6 text-teal-300" aria-hidden="true" />
            SueGo
          </Link>
          <p className="text-sm">Get justice without the lawyer fees. Demand letters and small-claims packages for disputes up to $10,000.</p>
          <div>
            <p className="text-xs text-navy-200">Social pages are not live yet.</p>
            <ul className="mt-2 flex gap-3" aria-label="Social media (coming soon)">
              {socials.map(({ network, icon: Icon }) => (
                <li key={network}>
                  <span
                    role="img"
                    aria-label={`SueGo on ${network}: coming soon`}
                    title={`SueGo on ${network}: coming soon`}
                    className="flex size-10 items-center justify-center rounded-full border border-navy-600 text-navy-200"
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <Column title="Services">
          {services.map((label) => (
            <li key={label}>
              <Link href={paths.questionnaire.getHref()} className={linkClass}>
                {label}
              </Link>
            </li>
          ))}
        </Column>

        <Column title="Support">
          <li>
            <Link href={paths.support.getHref()} className={linkClass}>
              Help Center
            </Link>
          </li>
          <li>
            <Link href={paths.support.getHref()} className={linkClass}>
              Contact
            </Link>
          </li>
          <li>
            <HashLink sectionId="how-it-works" className={linkClass}>
              How It Works
            </HashLink>
          </li>
          <li>
            <HashLink sectionId="pricing" className={linkClass}>
              Pricing
            </HashLink>
          </li>
          <li>
            {/* A visitor would land on a purchase page at /attorney-referral (issue 32): the home page's referral
                form and search are what "Attorney Referrals" means to them. */}
            {isAuthenticated ? (
              <Link href={paths.attorneyReferral.getHref()} className={linkClass}>
                Attorney Referrals
              </Link>
            ) : (
              <HashLink sectionId="attorneys" className={linkClass}>
                Attorney Referrals
              </HashLink>
            )}
          </li>
        </Column>

        <Column title="Legal">
          <li>
            <Link href={paths.termsOfService.getHref()} className={linkClass}>
              Terms of Service
            </Link>
          </li>
          <li>
            <Link href={paths.privacyPolicy.getHref()} className={linkClass}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link href={paths.legalDisclaimer.getHref()} className={linkClass}>
              Legal Disclaimer
            </Link>
          </li>
        </Column>
      </div>

      <div className="border-t border-navy-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>© {year} SueGo. All rights reserved.</p>
          <p>SueGo is not a law firm and does not give legal advice.</p>
        </div>
      </div>
    </footer>
  );
}
