import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OpenAI-compatible server on 127.0.0.1 (POST /v1/chat/completions) for testing the LLM step offline.
 * Each test sets `reply`, which decides per request (0-based count) what to send, or 'hang' to never answer.
 */
export type FakeReply = { status: number; headers?: Record<string, string>; body: string | object } | 'hang';

export interface FakeOpenAiServer {
  /** baseURL for the SDK, e.g. http://127.0.0.1:12345/v1 */
  baseUrl: string;
  requests: Array<{ path: string; body: unknown; receivedAt: number }>;
  reply: (count: number, body: unknown) => FakeReply;
  close(): Promise<void>;
}

/** A chat completion whose message content is `content` (a JSON string for structured output). */
export function chatCompletion(content: string): object {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_790_000_000,
    model: 'fake-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const hanging = new Set<ServerResponse>();
  const fake: FakeOpenAiServer = {
    baseUrl: '',
    requests: [],
    reply: () => ({ status: 500, body: { error: { message: 'no reply configured' } } }),
    close: async () => undefined,
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      const count = fake.requests.length;
      fake.requests.push({ path: req.url ?? '', body, receivedAt: Date.now() });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const reply = fake.reply(count, body);
      if (reply === 'hang') {
        hanging.add(res);
        return;
      }
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
