import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** What to do with the finished document. */
export function DocumentNextSteps({ smallClaims = false }: { smallClaims?: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="next-steps-title" className="flex flex-col gap-2">
      <h3 id="next-steps-title" className="text-lg font-semibold">
        {t(m.nextSteps)}
      </h3>
      <ol className="list-decimal space-y-1 pl-6">
        <li>{t(m.stepPrint)}</li>
        <li>{t(m.stepSign)}</li>
        {smallClaims ? <li>{t(m.stepFile)}</li> : <li>{t(m.stepCertified)}</li>}
        <li>{t(m.stepKeep)}</li>
      </ol>
    </section>
  );
}
