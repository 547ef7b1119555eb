import {
  EventStore,
  START,
  type AppendResult,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
} from './event-store';
import { WrongExpectedVersionError } from './event-store.errors';
import { handleCommand, type Decider } from './handle-command';

/** Just enough of a store for the helper's logic; the real adapters have their own contract suite. */
class MemoryStore extends EventStore {
  readonly streams = new Map<string, RecordedEvent[]>();
  readonly appends: Array<{ streamId: string; expected: ExpectedVersion; events: NewEvent[] }> = [];
  /** Runs before each append: lets a test slip in a competing writer. */
  beforeAppend?: (streamId: string) => void;

  async append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    this.beforeAppend?.(streamId);
    this.appends.push({ streamId, expected, events });
    return this.commit(streamId, events, expected);
  }

  /** The write itself, also used to play a competing writer. */
  commit(streamId: string, events: NewEvent[], expected: ExpectedVersion): AppendResult {
    const stream = this.streams.get(streamId) ?? [];
    const version = BigInt(stream.length);
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && version === 0n) ||
      (expected === 'stream_exists' && version > 0n) ||
      expected === version;
    if (!ok) throw new WrongExpectedVersionError(streamId, String(expected), version);
    for (const e of events) {
      stream.push({
        eventId: e.eventId ?? `${streamId}/${stream.length + 1}`,
        type: e.type,
        schemaVersion: 1,
        data: e.data,
        metadata: {
          actor: null,
          correlationId: 'c',
          causationId: null,
          occurredAt: '2026-01-01T00:00:00.000Z',
          ...e.metadata,
        },
        streamId,
        streamPosition: BigInt(stream.length + 1),
        position: { transactionId: '1', globalPosition: BigInt(stream.length + 1) },
        createdAt: new Date(0),
      });
    }
    this.streams.set(streamId, stream);
    return { nextExpectedVersion: BigInt(stream.length), position: stream.at(-1)!.position };
  }
  async readStream(streamId: string) {
    return [...(this.streams.get(streamId) ?? [])];
  }
  async readAll() {
    return [];
  }
  async streamVersion(streamId: string) {
    return BigInt(this.streams.get(streamId)?.length ?? 0);
  }
  async countEventsAfter() {
    return 0;
  }
}

type Tab = { open: boolean; total: number };
type TabEvent =
  { type: 'TabOpened'; data: Record<string, never> } | { type: 'ItemOrdered'; data: { cents: number } };
type TabCommand = { type: 'Order'; cents: number } | { type: 'Open' };

const tab: Decider<TabCommand, Tab, TabEvent> = {
  initialState: () => ({ open: false, total: 0 }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'TabOpened':
        return { ...state, open: true };
      case 'ItemOrdered':
        return { ...state, total: state.total + event.data.cents };
    }
  },
  decide: (command, state) => {
    if (command.type === 'Open') return state.open ? [] : [{ type: 'TabOpened', data: {} }];
    if (!state.open) throw new Error('the tab is not open');
    return [{ type: 'ItemOrdered', data: { cents: command.cents } }];
  },
};

describe('handleCommand', () => {
  let store: MemoryStore;
  beforeEach(() => {
    store = new MemoryStore();
  });

  it('appends with no_stream to a new stream, then with the loaded version', async () => {
    const opened = await handleCommand(store, 'tab-1', tab, { type: 'Open' });
    expect(opened).toMatchObject({ nextExpectedVersion: 1n, state: { open: true, total: 0 } });
    const ordered = await handleCommand(
      store,
      'tab-1',
      tab,
      { type: 'Order', cents: 350 },
      { metadata: { causationId: 'req-9' } },
    );
    expect(ordered).toMatchObject({ nextExpectedVersion: 2n, state: { open: true, total: 350 } });
    expect(ordered.position).toEqual({ transactionId: '1', globalPosition: 2n });
    expect(store.appends.map((a) => a.expected)).toEqual(['no_stream', 1n]);
    expect(store.appends[1]?.events[0]?.metadata).toEqual({ causationId: 'req-9' });
  });

  it('appends nothing when decide returns [] and reports no position', async () => {
    await handleCommand(store, 'tab-1', tab, { type: 'Open' });
    const again = await handleCommand(store, 'tab-1', tab, { type: 'Open' });
    expect(again).toEqual({
      nextExpectedVersion: 1n,
      position: null,
      events: [],
      state: { open: true, total: 0 },
    });
    expect(store.appends).toHaveLength(1);
  });

  it('reloads and decides again when another writer wins, within the attempt budget', async () => {
    await handleCommand(store, 'tab-1', tab, { type: 'Open' });
    let competitors = 2;
    // Between our read and our append, someone else orders 100 (twice).
    store.beforeAppend = (id) => {
      if (competitors-- > 0) store.commit(id, [{ type: 'ItemOrdered', data: { cents: 100 } }], 'any');
    };
    const result = await handleCommand(store, 'tab-1', tab, { type: 'Order', cents: 500 });
    expect(result.state.total).toBe(700); // both competing orders were folded in before the final decision
    expect(result.nextExpectedVersion).toBe(4n);
    expect(store.appends.slice(1).map((a) => a.expected)).toEqual([1n, 2n, 3n]);
  });

  it('gives up after maxAttempts with the WrongExpectedVersionError (HTTP 409)', async () => {
    await handleCommand(store, 'tab-1', tab, { type: 'Open' });
    store.beforeAppend = (id) => void store.commit(id, [{ type: 'ItemOrdered', data: { cents: 1 } }], 'any');
    await expect(
      handleCommand(store, 'tab-1', tab, { type: 'Order', cents: 1 }, { maxAttempts: 3 }),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(store.appends).toHaveLength(1 + 3);
  });

  it('does not retry refusals from decide, and passes deterministic event ids through', async () => {
    await expect(handleCommand(store, 'tab-2', tab, { type: 'Order', cents: 1 })).rejects.toThrow('not open');
    expect(store.appends).toHaveLength(0);
    await handleCommand(
      store,
      'tab-2',
      tab,
      { type: 'Open' },
      { eventId: (_, i) => `00000000-0000-4000-8000-00000000000${i}` },
    );
    expect(store.appends[0]?.events[0]?.eventId).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('START is before everything', () => {
    expect(START).toEqual({ transactionId: '0', globalPosition: 0n });
  });
});
