import { caseDetails, FIXED_CASE_ID, FIXED_TODAY, GOOD_REWRITE } from '../../testing/documents/case-fixtures';
import { chatCompletion, startFakeOpenAiServer, type FakeOpenAiServer } from '../../testing/documents/fake-openai-server';
import { draftDocument, draftTemplateDocument } from './draft-document';
import { LlmFactsRewriter, type LlmFactsRewriterOptions } from './llm-facts-rewriter';
import { buildLetterViewModel } from './letter-view-model';

/** Everything here talks to a fake OpenAI-compatible server on 127.0.0.1 only. */

const details = caseDetails({ caseType: 'unpaid-work', state: 'CA' });
const templateFacts = buildLetterViewModel({ caseId: FIXED_CASE_ID, today: FIXED_TODAY, details }).facts;
const input = { details, templateFacts };
const ok = (paragraphs: string[]) => ({ status: 200, body: chatCompletion(JSON.stringify({ paragraphs })) });

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const rewriter = (options: Partial<LlmFactsRewriterOptions> = {}) =>
  new LlmFactsRewriter({
    baseUrl: server.baseUrl,
    model: 'fake-model',
    timeoutMs: 2_000,
    maxRetries: 1,
    ...options,
  });

describe('LlmFactsRewriter against a fake OpenAI-compatible server', () => {
  it('accepts a faithful rewrite, sent as a strict json_schema structured-output request', async () => {
    server.reply = () => ok(GOOD_REWRITE);
    await expect(rewriter().rewrite(input)).resolves.toEqual({ accepted: true, paragraphs: GOOD_REWRITE });
    expect(server.requests).toHaveLength(1);
    const body = server.requests[0]?.body as {
      model: string;
      messages: Array<{ role: string; content: string }>;
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: object } };
      max_completion_tokens: number;
    };
    expect(server.requests[0]?.path).toBe('/v1/chat/completions');
    expect(body.model).toBe('fake-model');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema).toMatchObject({
      name: 'statement_of_facts',
      strict: true,
      schema: { type: 'object', required: ['paragraphs'], additionalProperties: false },
    });
    expect(body.max_completion_tokens).toBeGreaterThan(0);
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toMatch(/Do not add, change or guess any name/);
    const data = JSON.parse(body.messages[1]?.content ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      sender: 'Jane Doe',
      recipient: 'Acme Builders LLC',
      amountClaimed: '$2,500.00',
    });
  });

  it('rejects a rewrite with a wrong amount, with the reason', async () => {
    server.reply = () => ok(GOOD_REWRITE.map((p) => p.replace('$2,500.00', '$3,500.00')));
    await expect(rewriter().rewrite(input)).resolves.toEqual({
      accepted: false,
      reason: 'amount $3500.00 is not in the case',
    });
  });

  it('rejects malformed JSON', async () => {
    server.reply = () => ({ status: 200, body: chatCompletion('{"paragraphs": ["unterminated') });
    await expect(rewriter().rewrite(input)).resolves.toEqual({
      accepted: false,
      reason: 'malformed JSON in the answer',
    });
  });

  it('rejects JSON that does not match the schema', async () => {
    server.reply = () => ({ status: 200, body: chatCompletion('{"paragraphs": "one string"}') });
    const result = await rewriter().rewrite(input);
    expect(result).toMatchObject({ accepted: false, reason: expect.stringMatching(/schema/) as string });
  });

  it('rejects a refusal', async () => {
    server.reply = () => ({
      status: 200,
      body: {
        ...chatCompletion(''),
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: null, refusal: 'I cannot help' },
            finish_reason: 'stop',
          },
        ],
      },
    });
    await expect(rewriter().rewrite(input)).resolves.toEqual({
      accepted: false,
      reason: 'the model refused: I cannot help',
    });
  });

  it('retries a 429 after its retry-after, within the retry limit', async () => {
    server.reply = (count) =>
      count === 0
        ? { status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'slow down' } } }
        : ok(GOOD_REWRITE);
    const result = await rewriter().rewrite(input);
    expect(result.accepted).toBe(true);
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests;
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('gives up on a persistent 429 after one retry', async () => {
    server.reply = () => ({
      status: 429,
      headers: { 'retry-after': '0.2' },
      body: { error: { message: 'slow down' } },
    });
    const result = await rewriter().rewrite(input);
    expect(result).toMatchObject({ accepted: false, reason: expect.stringMatching(/^HTTP 429/) as string });
    expect(server.requests).toHaveLength(2);
  });

  it('rejects a 500 (after the one retry)', async () => {
    server.reply = () => ({
      status: 500,
      headers: { 'retry-after-ms': '50' },
      body: { error: { message: 'boom' } },
    });
    const result = await rewriter().rewrite(input);
    expect(result).toMatchObject({ accepted: false, reason: expect.stringMatching(/^HTTP 500/) as string });
    expect(server.requests).toHaveLength(2);
  });

  it('rejects a hung server within the per-attempt timeout × attempts', async () => {
    server.reply = () => 'hang';
    const started = Date.now();
    const result = await rewriter({ timeoutMs: 400, maxRetries: 1 }).rewrite(input);
    expect(result).toEqual({ accepted: false, reason: 'timed out after 400 ms per attempt (2 attempts)' });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(server.requests).toHaveLength(2);
  });

  it('never exceeds the overall deadline, whatever the SDK timeout', async () => {
    server.reply = () => 'hang';
    const started = Date.now();
    const result = await rewriter({ timeoutMs: 30_000, maxRetries: 2, deadlineMs: 600 }).rewrite(input);
    expect(result).toEqual({ accepted: false, reason: 'no answer within the 600 ms deadline' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("stops when the caller's signal aborts", async () => {
    server.reply = () => 'hang';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const result = await rewriter({ timeoutMs: 30_000 }).rewrite(input, { signal: controller.signal });
    expect(result).toEqual({ accepted: false, reason: 'cancelled by the caller' });
  });
});

describe('LlmFactsRewriter.fromConfig', () => {
  it('is off without OPENAI_API_KEY and OPENAI_BASE_URL', () => {
    expect(LlmFactsRewriter.fromConfig({ model: 'gpt-4.1-mini' })).toBeNull();
  });
  it('is on with either', () => {
    expect(LlmFactsRewriter.fromConfig({ model: 'm', baseUrl: 'http://127.0.0.1:1/v1' })).toBeInstanceOf(
      LlmFactsRewriter,
    );
    expect(LlmFactsRewriter.fromConfig({ model: 'm', apiKey: 'sk-test' })).toBeInstanceOf(LlmFactsRewriter);
  });
});

describe('draftDocument with the LLM step', () => {
  const draftInput = { caseId: FIXED_CASE_ID, today: FIXED_TODAY, details };

  it('uses the accepted rewrite as the statement of facts', async () => {
    server.reply = () => ok(GOOD_REWRITE);
    const doc = await draftDocument(draftInput, { factsRewriter: rewriter() });
    expect(doc.drafter).toBe('llm');
    expect(doc.llm).toEqual({ accepted: true });
    expect(doc.content).toContain(
      `## Statement of facts\n\n${GOOD_REWRITE.join('\n\n')}\n\n## Why you owe this amount`,
    );
    expect(doc.html).toContain('invoice #1042 for $2,500.00');
  });

  it('keeps the template text and records the reason when the rewrite fails the check', async () => {
    server.reply = () => ok(['I, Jane Doe, am owed $9,999.00 by Acme Builders LLC.']);
    const doc = await draftDocument(draftInput, { factsRewriter: rewriter() });
    const template = draftTemplateDocument(draftInput);
    expect(doc).toEqual({
      ...template,
      llm: { accepted: false, reason: 'amount $9999.00 is not in the case' },
    });
  });
});
