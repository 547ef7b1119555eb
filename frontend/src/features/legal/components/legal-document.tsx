import type { ReactNode } from 'react';
import { Languages } from 'lucide-react';
import { LEGAL_LAST_UPDATED } from '@/config/site';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Layout of the legal pages: title, date, summary, contents and numbered sections. */
export function LegalDocument({
  title,
  summary,
  sections,
  language = 'en',
}: {
  title: string;
  summary: ReactNode;
  sections: LegalSection[];
  /** The document's own language: on a Spanish page, an English document says so and is marked `lang="en"`. */
  language?: 'en' | 'es';
}) {
  const t = useT();
  const notice =
    t.language === 'es' ? (
      <p className="flex gap-2 rounded-lg border border-warning-border bg-warning p-3 text-sm text-warning-foreground">
        <Languages className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {language === 'es' ? t(m.translatedNotice) : t(m.englishOnlyNotice)}
      </p>
    ) : null;
  const updated = new Date(LEGAL_LAST_UPDATED);
  // an English document on a Spanish page: the page's own words (date line, contents) keep the page's language
  const frame = language === t.language ? undefined : t.language;
  return (
    <article
      className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14"
      lang={language === t.language ? undefined : language}
    >
      {notice ? (
        <div lang={frame} className="mb-6">
          {notice}
        </div>
      ) : null}
      <header className="flex flex-col gap-3 border-b border-border pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-sm text-muted-foreground" lang={frame}>
          {Number.isNaN(updated.getTime())
            ? LEGAL_LAST_UPDATED
            : t(m.lastUpdated, { date: t.date(updated, { year: 'numeric', month: 'long', day: 'numeric' }) })}
        </p>
        <div className="rounded-lg border border-navy-200 bg-navy-50 p-4 text-navy-900">{summary}</div>
      </header>

      <nav aria-label={t(m.contents)} className="mt-8">
        <h2 className="text-base font-semibold" lang={frame}>
          {t(m.contents)}
        </h2>
        <ol className="mt-3 grid list-decimal gap-1 pl-6 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 flex flex-col gap-10">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 flex flex-col gap-3 text-foreground [&_li]:ml-6 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
