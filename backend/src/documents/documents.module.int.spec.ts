import { Global, Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { extractText } from 'unpdf';
import { APP_CONFIG } from '../config/app-config';
import { loadConfig } from '../config/env';
import { DocumentsModule } from './documents.module';
import { DocumentDrafterService } from './drafting/document-drafter.service';
import { PdfRendererService } from './pdf/pdf-renderer';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY, GOOD_REWRITE } from '../testing/documents/case-fixtures';
import { chatCompletion, startFakeOpenAiServer } from '../testing/documents/fake-openai-server';

@Global()
@Module({})
class TestConfigModule {
  static with(env: NodeJS.ProcessEnv): DynamicModule {
    return {
      module: TestConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }) },
      ],
      exports: [APP_CONFIG],
    };
  }
}

/** Nest's DI with just this module and a config (the app wires the module in later). */
async function documentsModule(env: NodeJS.ProcessEnv = {}) {
  @Module({ imports: [TestConfigModule.with(env), DocumentsModule] })
  class Root {}
  return NestFactory.createApplicationContext(Root, { logger: false });
}

const input = { caseId: FIXED_CASE_ID, today: FIXED_TODAY, details: caseDetails({ state: 'NY' }) };

describe('DocumentsModule', () => {
  it('drafts with the template drafter when no LLM is configured, prints, and closes Chromium on shutdown', async () => {
    const moduleRef = await documentsModule();
    const drafter = moduleRef.get(DocumentDrafterService);
    const renderer = moduleRef.get(PdfRendererService);
    expect(drafter.llmEnabled).toBe(false);
    const doc = await drafter.draft(input);
    expect(doc.drafter).toBe('template');
    const edited = {
      title: doc.title,
      content: doc.content.replace('Dear Acme Builders LLC:', 'Dear Ms. Acme:'),
    };
    const { text } = await extractText(await renderer.render(drafter.renderHtml(edited)), {
      mergePages: true,
    });
    expect(text).toContain('Dear Ms. Acme:');
    expect(text).toContain('New York City Civil Court');
    const pid = renderer.browserPid() ?? 0;
    await moduleRef.close();
    expect(renderer.browserPid()).toBeNull();
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('turns the LLM step on with OPENAI_BASE_URL (fake server on 127.0.0.1)', async () => {
    const server = await startFakeOpenAiServer();
    server.reply = () => ({
      status: 200,
      body: chatCompletion(JSON.stringify({ paragraphs: GOOD_REWRITE })),
    });
    const moduleRef = await documentsModule({ OPENAI_BASE_URL: server.baseUrl, OPENAI_MODEL: 'fake-model' });
    try {
      const drafter = moduleRef.get(DocumentDrafterService);
      expect(drafter.llmEnabled).toBe(true);
      const doc = await drafter.draft({ ...input, details: caseDetails({ state: 'CA' }) });
      expect(doc).toMatchObject({ drafter: 'llm', llm: { accepted: true } });
      expect(server.requests).toHaveLength(1);
    } finally {
      await moduleRef.close();
      await server.close();
    }
  });
});
