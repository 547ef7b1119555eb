import type { CaseDetails } from '../../claim/case.types';
import { templates } from '../templates/templates';
import { parseDocumentContent, toHtmlBlock } from './document-html';
import { buildLetterViewModel, type LetterViewModel } from './letter-view-model';
import { buildSmallClaimsViewModel } from './small-claims-view-model';
import { paragraphsOf } from './text';

export interface DraftInput {
  caseId: string;
  details: CaseDetails;
  /** YYYY-MM-DD, the date on the letter; the response deadline counts from it. */
  today: string;
}

/** What the LLM step reports back, recorded by the caller on the `DocumentGenerated` event. */
export interface LlmOutcome {
  accepted: boolean;
  reason?: string;
}

export interface DraftedDocument {
  title: string;
  /** Plain text with light markup (headings, lists, tables): the preview and the editable revision. */
  content: string;
  /** A complete HTML document (inline CSS, Letter size, serif): what the PDF renderer prints. */
  html: string;
  lawTableVersion: string;
  drafter: 'template' | 'llm';
  llm?: LlmOutcome;
}

/** The optional LLM step: given the case and the template facts, returns replacement paragraphs or a reason. */
export interface FactsRewriter {
  rewrite(
    input: { details: CaseDetails; templateFacts: string[] },
    options?: { signal?: AbortSignal },
  ): Promise<{ accepted: true; paragraphs: string[] } | { accepted: false; reason: string }>;
}

export interface DraftOptions {
  /** When given (an LLM is configured), it may replace the statement of facts. */
  factsRewriter?: FactsRewriter | null;
  signal?: AbortSignal;
}

/** Template drafter only: synchronous and deterministic (same input → same output). */
export function draftTemplateDocument(input: DraftInput): DraftedDocument {
  const model = buildLetterViewModel(input);
  return { ...render(model), lawTableVersion: model.lawTableVersion, drafter: 'template' };
}

/**
 * Drafts the document. With a `factsRewriter`, its statement of facts replaces the template's only if it passed
 * the rewriter's checks; otherwise the template text stands and `llm.reason` says why.
 */
export async function draftDocument(input: DraftInput, options: DraftOptions = {}): Promise<DraftedDocument> {
  const model = buildLetterViewModel(input);
  const rewriter = options.factsRewriter;
  if (!rewriter) return { ...render(model), lawTableVersion: model.lawTableVersion, drafter: 'template' };

  let outcome: LlmOutcome;
  let facts = model.facts;
  try {
    const result = await rewriter.rewrite(
      { details: input.details, templateFacts: model.facts },
      options.signal ? { signal: options.signal } : {},
    );
    if (result.accepted) {
      // Folded and stripped like any user text: model output never adds document structure.
      facts = result.paragraphs.flatMap(paragraphsOf);
      outcome = { accepted: true };
    } else {
      outcome = { accepted: false, reason: result.reason };
    }
  } catch (error) {
    outcome = {
      accepted: false,
      reason: `rewriter failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const accepted = outcome.accepted && facts.length > 0;
  const finalModel = accepted ? { ...model, facts } : model;
  return {
    ...render(finalModel),
    lawTableVersion: model.lawTableVersion,
    drafter: accepted ? 'llm' : 'template',
    llm: accepted ? { accepted: true } : { accepted: false, reason: outcome.reason ?? 'empty rewrite' },
  };
}

/**
 * Turns any document content (drafted, or a revision the user edited) into the printable HTML document.
 * The content is data: it is parsed into blocks and escaped, never compiled as a template.
 */
export function renderDocumentHtml(doc: { title: string; content: string }, lang: 'en' | 'es' = 'en'): string {
  const blocks = parseDocumentContent(doc.content).map(toHtmlBlock);
  return templates().html({ title: doc.title, blocks, lang });
}

function render(model: LetterViewModel): { title: string; content: string; html: string } {
  const content =
    model.documentType === 'small_claims'
      ? templates().documents.small_claims(buildSmallClaimsViewModel(model))
      : templates().documents.demand_letter(model);
  const text = tidy(content);
  return {
    title: model.title,
    content: text,
    html: renderDocumentHtml({ title: model.title, content: text }),
  };
}

/** No trailing spaces, at most one blank line in a row, one final newline. */
function tidy(text: string): string {
  return `${text
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
