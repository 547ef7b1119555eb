import { ArrowRight, Building2, Car, HandCoins, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';

/** The home teaser's values (spec §2 Home), handed to the questionnaire as the preselected type. */
export type HomeCaseType = 'unpaid' | 'landlord' | 'vehicle';

const caseTypes: Array<{ value: HomeCaseType; title: string; description: string; icon: LucideIcon }> = [
  {
    value: 'unpaid',
    title: 'Unpaid Work',
    description: 'A client or employer hasn’t paid an invoice, wages or a freelance fee you earned.',
    icon: HandCoins,
  },
  {
    value: 'landlord',
    title: 'Landlord Disputes',
    description: 'Your security deposit wasn’t returned, or you paid for repairs your landlord should have made.',
    icon: Building2,
  },
  {
    value: 'vehicle',
    title: 'Vehicle Damage',
    description: 'Someone damaged your car and won’t pay for the repairs or the diminished value.',
    icon: Car,
  },
];

/** `onStart` runs before the link opens the questionnaire, so it can preselect the card's case type. */
export function CaseTypes({ onStart }: { onStart?: (caseType: HomeCaseType) => void }) {
  return (
    <section aria-labelledby="case-types-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="case-types-heading" className="text-3xl font-bold tracking-tight">
          What kind of dispute do you have?
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
          SueGo handles the most common money disputes. Pick yours to get started.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {caseTypes.map(({ value, title, description, icon: Icon }) => (
            <li key={title}>
              <Link
                href={paths.questionnaire.getHref()}
                onClick={() => onStart?.(value)}
                className="group flex h-full flex-col gap-3 rounded-card border border-border bg-surface p-6 shadow-sm transition-shadow hover:border-primary hover:shadow-md"
              >
                <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft">
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                </span>
                <span className="text-xl font-semibold text-heading">{title}</span>
                <span className="flex-1 text-muted-foreground">{description}</span>
                <span className="flex items-center gap-1 font-semibold text-primary">
                  Start this case
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
