import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectConfig } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import {
  draftDocument,
  renderDocumentHtml,
  type DraftedDocument,
  type DraftInput,
  type FactsRewriter,
} from './draft-document';
import { LlmFactsRewriter } from './llm-facts-rewriter';
import { warmUpDrafting } from './warm-up';

/**
 * The drafter as a Nest provider: the template drafter, plus the LLM facts step when OPENAI_API_KEY or
 * OPENAI_BASE_URL is set. Stateless apart from the compiled templates and the SDK client.
 */
@Injectable()
export class DocumentDrafterService implements OnModuleInit {
  private readonly logger = new Logger(DocumentDrafterService.name);
  private readonly rewriter: FactsRewriter | null;

  constructor(@InjectConfig() config: AppConfig) {
    this.rewriter = LlmFactsRewriter.fromConfig(config.openai);
  }

  onModuleInit(): void {
    const started = performance.now();
    warmUpDrafting();
    this.logger.log(
      `Document templates compiled in ${Math.round(performance.now() - started)} ms; LLM facts step ${this.rewriter ? 'on' : 'off'}`,
    );
  }

  get llmEnabled(): boolean {
    return this.rewriter !== null;
  }

  /** Drafts a document; never throws for an LLM failure (the template text stands, `llm.reason` says why). */
  draft(input: DraftInput, options: { signal?: AbortSignal } = {}): Promise<DraftedDocument> {
    return draftDocument(input, { factsRewriter: this.rewriter, ...options });
  }

  /** HTML for a stored revision (drafted or edited), ready for the PDF renderer. */
  renderHtml(revision: { title: string; content: string }): string {
    return renderDocumentHtml(revision);
  }
}
