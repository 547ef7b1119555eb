import { ArrowRight, Building2, Car, HandCoins, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import type { Message } from '@/lib/i18n/define';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** The home teaser's values (spec §2 Home), handed to the questionnaire as the preselected type. */
export type HomeCaseType = 'unpaid' | 'landlord' | 'vehicle';

const caseTypes: Array<{ value: HomeCaseType; title: Message; description: Message; icon: LucideIcon }> = [
  { value: 'unpaid', title: m.unpaidTitle, description: m.unpaidBody, icon: HandCoins },
  { value: 'landlord', title: m.landlordTitle, description: m.landlordBody, icon: Building2 },
  { value: 'vehicle', title: m.vehicleTitle, description: m.vehicleBody, icon: Car },
];

/** `onStart` runs before the link opens the questionnaire, so it can preselect the card's case type. */
export function CaseTypes({ onStart }: { onStart?: (caseType: HomeCaseType) => void }) {
  const t = useT();
  return (
    <section aria-labelledby="case-types-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="case-types-heading" className="text-3xl font-bold tracking-tight">
          {t(m.caseTypesTitle)}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t(m.caseTypesIntro)}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {caseTypes.map(({ value, title, description, icon: Icon }) => (
            <li key={value}>
              <Link
                href={paths.questionnaire.getHref()}
                onClick={() => onStart?.(value)}
                className="group flex h-full flex-col gap-3 rounded-card border border-border bg-surface p-6 shadow-sm transition-shadow hover:border-primary hover:shadow-md"
              >
                <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft">
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                </span>
                <span className="text-xl font-semibold text-heading">{t(title)}</span>
                <span className="flex-1 text-muted-foreground">{t(description)}</span>
                <span className="flex items-center gap-1 font-semibold text-primary">
                  {t(m.startThisCase)}
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
