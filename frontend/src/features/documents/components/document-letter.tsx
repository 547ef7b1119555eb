import { FormattedDocument } from '@/components/document/formatted-document';

/**
 * The document as a sheet of letter paper (8.5 in wide at most): the bundled serif, formatted like the PDF
 * (headings, lists, tables), scrollable inside the page and reachable by keyboard so it can be scrolled without a mouse.
 */
export function DocumentLetter({ content, title }: { content: string; title?: string | null }) {
  const label = title?.trim() ? `Document text: ${title}` : 'Document text';
  return (
    <div className="sm:rounded-md sm:bg-navy-50 sm:p-4">
      <article
        aria-label={label}
        tabIndex={0}
        data-testid="document-letter"
        className="mx-auto max-h-[75vh] w-full max-w-[8.5in] overflow-y-auto rounded-sm border border-border bg-white px-4 py-6 font-serif text-base leading-7 text-foreground shadow-md [overflow-wrap:anywhere] sm:px-12 sm:py-12"
      >
        <FormattedDocument content={content} />
      </article>
    </div>
  );
}
