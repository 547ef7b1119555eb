import request from 'supertest';
import type { AppConfig } from '../../config/env';
import { bearer, registerUser, type RegisteredUser } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { UserRateLimiter } from '../../rate-limits/user-rate-limiter';
import { chatCompletion, startFakeOpenAiServer, type FakeOpenAiServer } from '../../testing/documents/fake-openai-server';
import { AnswersTranslationController } from './answers-translation.http.controller';

/** Issue 33: the translation of the claimant's own words, against the fake OpenAI server (ADR 207). */

const SPANISH = {
  disputeDescription:
    'Le pagué $1.800,00 de depósito a Brightline Properties. Me mudé el 1 de septiembre de 2026 y no me lo devolvieron.',
  attemptedResolution: 'Le escribí 2 veces, la última el 10 de octubre de 2026.',
};
const ENGLISH = {
  disputeDescription:
    'I paid Brightline Properties a $1,800.00 deposit. I moved out on September 1, 2026 and it was not returned.',
  attemptedResolution: 'I wrote to them 2 times, the last on October 10, 2026.',
};

describe('answers translation API', () => {
  let server: FakeOpenAiServer;
  let t: TestApp;
  let ana: RegisteredUser;
  const post = (body: unknown, user: RegisteredUser | null = ana) => {
    const r = request(t.http).post('/api/answers-translation');
    return (user ? r.set(bearer(user.token)) : r).send(body as object);
  };
  const replyWith = (translations: Record<string, string>) => {
    server.reply = () => ({
      status: 200,
      body: chatCompletion(
        JSON.stringify({
          translations: Object.entries(translations).map(([field, english]) => ({ field, english })),
        }),
      ),
    });
  };

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    t = await createTestApp({ env: { OPENAI_BASE_URL: server.baseUrl, OPENAI_MODEL: 'fake-model' } });
    ana = await registerUser(t.http, { name: 'Ana Ortiz' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('says a translation is available, and returns each answer in English when it keeps every fact', async () => {
    await request(t.http)
      .get('/api/answers-translation')
      .set(bearer(ana.token))
      .expect(200, { available: true });
    replyWith(ENGLISH);
    const res = await post({ ...SPANISH, defendantName: 'Brightline Properties' }).expect(200);
    expect(res.body).toEqual({
      results: [
        { field: 'disputeDescription', accepted: true, english: ENGLISH.disputeDescription },
        { field: 'attemptedResolution', accepted: true, english: ENGLISH.attemptedResolution },
      ],
    });
    // The model saw the answers as data, nothing else of the account.
    const sent = server.requests.at(-1)?.body as { messages: Array<{ role: string; content: string }> };
    expect(JSON.parse(sent.messages[1]!.content)).toEqual(SPANISH);
  });

  it('refuses an answer whose English changes an amount or drops a name, with the reason', async () => {
    replyWith({
      disputeDescription: ENGLISH.disputeDescription.replace('$1,800.00', '$1,600.00'),
      attemptedResolution: ENGLISH.attemptedResolution,
    });
    const res = await post(SPANISH).expect(200);
    expect(res.body.results[0]).toEqual({
      field: 'disputeDescription',
      accepted: false,
      code: 'amount_mismatch',
      value: '$1,800.00',
      message: 'The translation was refused: the amount $1,800.00 does not match your answer.',
    });
    expect(res.body.results[1]).toMatchObject({ field: 'attemptedResolution', accepted: true });

    replyWith({
      disputeDescription: ENGLISH.disputeDescription.replace('Brightline Properties', 'the landlord'),
    });
    const dropped = await post({ disputeDescription: SPANISH.disputeDescription }).expect(200);
    expect(dropped.body.results).toEqual([
      expect.objectContaining({ accepted: false, code: 'name_missing', value: 'Brightline' }),
    ]);
  });

  it('a model failure refuses every answer as unavailable', async () => {
    server.reply = () => ({ status: 500, body: { error: { message: 'boom' } } });
    const res = await post({ attemptedResolution: SPANISH.attemptedResolution }).expect(200);
    expect(res.body.results).toEqual([
      {
        field: 'attemptedResolution',
        accepted: false,
        code: 'unavailable',
        message: 'The translation is not available right now. Please write your answer in English.',
      },
    ]);
  });

  it('bad input is a 400 naming the field; without a session, 401', async () => {
    const none = await post({}).expect(400);
    expect(none.body).toMatchObject({ field: 'disputeDescription', code: 'required' });
    expect((await post({ disputeDescription: 'a\u0000b' }).expect(400)).body.field).toBe(
      'disputeDescription',
    );
    expect((await post({ attemptedResolution: 'a\ud800b' }).expect(400)).body.field).toBe(
      'attemptedResolution',
    );
    expect((await post({ evidenceDescription: 'x'.repeat(5_001) }).expect(400)).body.field).toBe(
      'evidenceDescription',
    );
    const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    await request(t.http)
      .post('/api/answers-translation')
      .set(bearer(ana.token))
      .set('Content-Type', 'application/json')
      .send(deep)
      .expect(400);
    await post(SPANISH, null).expect(401);
  });

  it('without an LLM nothing is offered: available is false and a request answers 404', async () => {
    const limits = { consume: () => Promise.resolve() } as unknown as UserRateLimiter;
    const off = new AnswersTranslationController({ openai: { model: 'gpt' } } as AppConfig, limits);
    expect(off.available()).toEqual({ available: false });
    await expect(off.translate(ana.user as never, SPANISH)).rejects.toThrow(
      'No translation service is configured',
    );
  });
});
