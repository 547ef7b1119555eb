import { FormattedDocument } from '@/components/document/formatted-document';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';
import { SAMPLE_LETTER } from '../sample-letter.generated';

/**
 * A sample demand letter so people can see what they get: drafted at build time by the drafter itself from a fixed,
 * made-up example case (issue 43 point 7), so it never says more than a real letter would. No request is made.
 */
export function SampleLetter() {
  const t = useT();

  return (
    <section aria-labelledby="sample-letter-heading" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div>
          <h2 id="sample-letter-heading" className="text-3xl font-bold tracking-tight">
            {t(m.sampleTitle)}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t(m.sampleIntro)}</p>
          <ul className="mt-6 flex list-disc flex-col gap-2 pl-5 text-muted-foreground">
            <li>{t(m.samplePointAmount)}</li>
            <li>{t(m.samplePointDeadline, { days: SAMPLE_LETTER.responseDays })}</li>
            <li>{t(m.samplePointCourt)}</li>
          </ul>
          <p className="mt-6 text-sm text-muted-foreground">{t(m.sampleMadeUp)}</p>
          {t.language === 'en' ? null : (
            <p className="mt-3 text-sm text-muted-foreground">{t(m.sampleStaysEnglish)}</p>
          )}
        </div>

        <figure className="relative">
          <span className="absolute -top-3 right-4 rounded-full bg-warning px-3 py-1 text-xs font-semibold text-warning-foreground ring-1 ring-warning-border">
            {t(m.sampleBadge)}
          </span>
          {/* the letter itself stays in English, as the real one does (issue 33) */}
          <article
            lang="en"
            aria-label={t(m.sampleLabel)}
            className="rounded-sm border border-border bg-white p-6 font-serif text-[0.95rem] leading-relaxed text-neutral-900 shadow-lg sm:p-10"
          >
            <FormattedDocument content={SAMPLE_LETTER.content} />
          </article>
          <figcaption className="mt-3 text-sm text-muted-foreground">{t(m.sampleCaption)}</figcaption>
        </figure>
      </div>
    </section>
  );
}
