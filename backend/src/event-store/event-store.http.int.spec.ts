import { Body, Controller, Param, Post } from '@nestjs/common';
import { IsInt, IsOptional, Min } from 'class-validator';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Public } from '../identity/access.decorators';
import { staffBearer } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { EventStore } from './event-store';
import { handleCommand, type Decider } from './handle-command';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

class AppendRequestDto {
  @IsOptional()
  @IsInt()
  @Min(0)
  expectedVersion?: number;
}

type Counter = { count: number };
type Incremented = { type: 'CounterIncremented'; data: { by: number } };
const counter: Decider<{ by: number }, Counter, Incremented> = {
  initialState: () => ({ count: 0 }),
  evolve: (state, event) => ({ count: state.count + event.data.by }),
  decide: (command) => [{ type: 'CounterIncremented', data: { by: command.by } }],
};

/** A test-only slice shaped like the command endpoints of later features. */
@Public()
@Controller('test-event-store')
class TestEventStoreController {
  constructor(
    private readonly store: EventStore,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @Post('raw/:id')
  async append(@Param('id') id: string, @Body() body: AppendRequestDto) {
    const expected = body.expectedVersion === undefined ? 'any' : BigInt(body.expectedVersion);
    const result = await this.store.append(`thing-${id}`, [{ type: 'ThingTouched', data: {} }], expected);
    return { version: Number(result.nextExpectedVersion) };
  }

  @Post('counter/:id')
  async increment(@Param('id') id: string) {
    const result = await handleCommand(this.store, `counter-${id}`, counter, { by: 1 });
    const visible = await this.subscriptions.waitFor(result.position, 5_000);
    return { count: result.state.count, visible };
  }
}

describe('event store over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ extra: { controllers: [TestEventStoreController] } });
    await t.app.get(SubscriptionsService).start({ pollMs: 20 });
  });
  afterAll(() => t.close());

  it('answers a wrong expected version with 409', async () => {
    await request(t.http)
      .post('/api/test-event-store/raw/1')
      .send({ expectedVersion: 0 })
      .expect(201, { version: 1 });
    const res = await request(t.http)
      .post('/api/test-event-store/raw/1')
      .send({ expectedVersion: 0 })
      .expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: expect.stringMatching(/changed by someone else/),
      error: 'Conflict',
    });
  });

  it('waits for the projections after a command, and /api/health lists each subscription with position and lag', async () => {
    for (const expected of [1, 2, 3]) {
      const res = await request(t.http).post('/api/test-event-store/counter/7').expect(201);
      expect(res.body).toEqual({ count: expected, visible: true });
    }
    const health = await request(t.http)
      .get('/api/health')
      .set(await staffBearer(t))
      .expect(200);
    const head = await t.app.get(EventStore).readStream('counter-7');
    expect(health.body.status).toBe('ok');
    expect(health.body.subscriptions).toEqual(
      expect.arrayContaining([
        {
          name: 'event_type_stats',
          status: 'running',
          position: head.at(-1)!.position.globalPosition.toString(),
          lag: 0,
        },
      ]),
    );
    const stats: Array<{ event_count: string }> = await t.app
      .get(DataSource)
      .query(`SELECT event_count FROM rm_event_type_stats WHERE event_type = 'CounterIncremented'`);
    expect(stats).toEqual([{ event_count: '3' }]);
  });
});
