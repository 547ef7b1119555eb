import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '@/config/site';

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
}: {
  title: string;
  summary: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-3 border-b border-border pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-sm text-muted-foreground">Last updated: {LEGAL_LAST_UPDATED}</p>
        <div className="rounded-lg border border-navy-200 bg-navy-50 p-4 text-navy-900">{summary}</div>
      </header>

      <nav aria-label="Contents" className="mt-8">
        <h2 className="text-base font-semibold">Contents</h2>
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
