import { Info } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

export function AiDisclaimer() {
  const t = useT();
  return (
    <section aria-labelledby="ai-disclaimer-heading" className="bg-navy-50 py-12">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="flex gap-4 rounded-card border border-navy-200 bg-surface p-6">
          <Info className="mt-1 size-6 shrink-0 text-navy-700" aria-hidden="true" />
          <div className="flex flex-col gap-3">
            <h2 id="ai-disclaimer-heading" className="text-xl font-semibold">
              {t(m.aiTitle)}
            </h2>
            <p>{t(m.aiBody)}</p>
            <p>{t(m.aiNotALawFirm)}</p>
            <p className="text-sm">
              {t.rich(m.aiReadDisclaimer, {
                link: (chunks) => (
                  <Link
                    href={paths.legalDisclaimer.getHref()}
                    className="font-semibold text-primary underline underline-offset-4"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
