import { Fragment, type ComponentProps } from 'react';
import { parseDocumentContent, type DocBlock } from '@/lib/document-content';
import { cn } from '@/lib/utils';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/components/ui/messages';

/** One block of a document, as the PDF shows it (headings, lists, tables, page breaks), in plain React text. */
function Block({ block }: { block: DocBlock }) {
  const t = useT();
  switch (block.kind) {
    case 'pagebreak':
      return <hr className="my-6 border-dashed border-border" aria-label={t(m.pageBreak)} />;
    case 'heading': {
      const Tag = block.level === 1 ? 'h2' : block.level === 2 ? 'h3' : 'h4';
      return (
        <Tag
          className={cn(
            'font-semibold text-heading',
            block.level === 1
              ? 'mb-3 text-xl'
              : block.level === 2
                ? 'mt-5 mb-2 text-lg'
                : 'mt-4 mb-1 text-base',
          )}
        >
          {block.text}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p className="mb-3">
          {block.lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i} className={block.style === 'checklist' ? "before:mr-2 before:content-['☐']" : undefined}>
          {item}
        </li>
      ));
      return block.style === 'ordered' ? (
        <ol className="mb-3 list-decimal pl-6">{items}</ol>
      ) : (
        <ul className={cn('mb-3', block.style === 'checklist' ? 'list-none pl-0' : 'list-disc pl-6')}>
          {items}
        </ul>
      );
    }
    case 'table':
      return (
        <div className="mb-4 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            {block.header ? (
              <thead>
                <tr>
                  {block.header.map((cell, i) => (
                    <th
                      key={i}
                      className={cn(
                        'border-b-2 border-foreground p-1 text-left',
                        block.numeric[i] && 'text-right',
                      )}
                    >
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
            ) : null}
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r} className={/^total\b/i.test(row[0] ?? '') ? 'font-semibold' : undefined}>
                  {row.map((cell, i) => (
                    <td
                      key={i}
                      className={cn(
                        'border-b border-border p-1 align-top',
                        block.numeric[i] && 'text-right whitespace-nowrap',
                      )}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default: {
      const never: never = block;
      return never;
    }
  }
}

/**
 * The document content formatted like its PDF: never raw markup on screen. Letters and court papers are English in
 * every language of the site (issue 33), so the block says so (`lang="en"`) unless the caller says otherwise.
 */
export function FormattedDocument({
  content,
  className,
  ...props
}: { content: string; className?: string } & Omit<ComponentProps<'div'>, 'children'>) {
  const blocks = parseDocumentContent(content);
  return (
    <div lang="en" {...props} className={className} data-slot="formatted-document">
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
