import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { HashLink } from '@/components/layouts/hash-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

const highlights = [m.highlightLimit, m.highlightState, m.highlightMinutes];

/**
 * @param startPrice the lowest document price, already formatted ("$5"), or null while prices load.
 * The price always comes from the server's catalog (DESIGN §6).
 */
export function Hero({ startPrice }: { startPrice: string | null }) {
  const t = useT();
  return (
    <section aria-labelledby="hero-heading" className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div className="flex flex-col gap-6">
          <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">{t(m.heroKicker)}</p>
          <h1 id="hero-heading" className="text-4xl font-bold tracking-tight text-white sm:text-5xl">
            {t(m.heroTitle)}
          </h1>
          <p className="max-w-xl text-lg text-navy-100">{t(m.heroBody)}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-teal-300 text-navy-950 hover:bg-teal-200">
              <Link href={paths.questionnaire.getHref()}>
                {startPrice ? t(m.startYourCaseFrom, { price: startPrice }) : t(m.startYourCase)}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-navy-300 bg-transparent text-white hover:bg-navy-800 focus-visible:outline-white"
            >
              <HashLink sectionId="how-it-works">{t(m.seeHowItWorks)}</HashLink>
            </Button>
          </div>
        </div>
        <ul className="flex flex-col gap-4 rounded-card border border-navy-700 bg-navy-800 p-6">
          {highlights.map((item) => (
            <li key={item.id} className="flex items-start gap-3 text-navy-50">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-teal-300" aria-hidden="true" />
              {t(item)}
            </li>
          ))}
          <li className="border-t border-navy-700 pt-4 text-sm text-navy-200">{t(m.notALawFirm)}</li>
        </ul>
      </div>
    </section>
  );
}
