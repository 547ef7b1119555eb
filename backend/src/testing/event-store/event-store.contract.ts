import { randomUUID } from 'node:crypto';
import { comparePositions, START, type EventStore, type Position, type RecordedEvent } from '../../event-store/event-store';
import { EventIdConflictError, WrongExpectedVersionError } from '../../event-store/event-store.errors';
import { UpcasterRegistry } from '../../event-store/upcasters';

export interface ContractSubject {
  store: EventStore;
  close(): Promise<void>;
}

export interface ContractCapabilities {
  /** PostgreSQL refuses an event id reused in another stream; KurrentDB only deduplicates within a stream. */
  uniqueEventIdsAcrossStreams: boolean;
}

/** A store built with `upcasters` (the contract checks they are applied on every read path). */
export type ContractFactory = (upcasters: UpcasterRegistry) => Promise<ContractSubject>;

const CONTRACT_UPCASTERS = () =>
  new UpcasterRegistry([
    {
      type: 'ContractPriced',
      fromVersion: 1,
      upcast: (data) => {
        const { price } = data as { price: number };
        return { data: { amountCents: Math.round(price * 100), currency: 'usd' } };
      },
    },
  ]);

/**
 * The behaviour every EventStore adapter must have. Stream ids are random, so the suite also runs against a
 * shared server (KurrentDB) that holds other data.
 */
export function describeEventStoreContract(
  name: string,
  factory: ContractFactory,
  capabilities: ContractCapabilities = { uniqueEventIdsAcrossStreams: true },
): void {
  describe(`EventStore contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: EventStore;
    const stream = (label: string) => `contract${label}-${randomUUID()}`;
    const ours = (events: RecordedEvent[], prefix: string) =>
      events.filter((e) => e.streamId.startsWith(prefix));
    /**
     * readAll is gap-safe: a committed event shows once every transaction that could precede it has ended, which
     * another test holding a transaction open (even in another database of the cluster) delays. So poll.
     */
    const readAllUntil = async (
      after: Position,
      limit: number,
      done: (events: RecordedEvent[]) => boolean,
    ) => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const events = await store.readAll(after, limit);
        if (done(events) || Date.now() > deadline) return events;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    beforeAll(async () => {
      subject = await factory(CONTRACT_UPCASTERS());
      store = subject.store;
    });
    afterAll(() => subject.close());

    it('appends to a new stream and reads it back with metadata defaults filled in', async () => {
      const id = stream('new');
      const result = await store.append(
        id,
        [{ type: 'ContractOpened', data: { n: 1 }, metadata: { actor: { id: 'u1', role: 'user' } } }],
        'no_stream',
      );
      expect(result.nextExpectedVersion).toBe(1n);
      const [event, ...rest] = await store.readStream(id);
      expect(rest).toEqual([]);
      expect(event).toMatchObject({
        streamId: id,
        type: 'ContractOpened',
        data: { n: 1 },
        schemaVersion: 1,
        streamPosition: 1n,
      });
      expect(event?.metadata.actor).toEqual({ id: 'u1', role: 'user' });
      expect(event?.metadata.correlationId).toEqual(expect.any(String));
      expect(event?.metadata.causationId).toBeNull();
      expect(Number.isNaN(Date.parse(event?.metadata.occurredAt ?? ''))).toBe(false);
      expect(event?.position).toEqual(result.position);
      expect(await store.streamVersion(id)).toBe(1n);
    });

    it('checks an exact expected version and keeps stream positions contiguous', async () => {
      const id = stream('exact');
      const first = await store.append(
        id,
        [
          { type: 'A', data: {} },
          { type: 'B', data: {} },
        ],
        'no_stream',
      );
      expect(first.nextExpectedVersion).toBe(2n);
      const second = await store.append(id, [{ type: 'C', data: {} }], first.nextExpectedVersion);
      expect(second.nextExpectedVersion).toBe(3n);
      await expect(store.append(id, [{ type: 'D', data: {} }], 2n)).rejects.toMatchObject({
        constructor: WrongExpectedVersionError,
        actual: 3n,
      });
      const events = await store.readStream(id);
      expect(events.map((e) => [e.type, e.streamPosition])).toEqual([
        ['A', 1n],
        ['B', 2n],
        ['C', 3n],
      ]);
    });

    it('refuses no_stream on an existing stream and stream_exists on a missing one', async () => {
      const id = stream('states');
      await expect(store.append(id, [{ type: 'X', data: {} }], 'stream_exists')).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      await expect(store.append(id, [{ type: 'X', data: {} }], 3n)).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      expect(await store.streamVersion(id)).toBe(0n);
      expect(await store.readStream(id)).toEqual([]);
      await store.append(id, [{ type: 'X', data: {} }], 'no_stream');
      await expect(store.append(id, [{ type: 'Y', data: {} }], 'no_stream')).rejects.toMatchObject({
        constructor: WrongExpectedVersionError,
        actual: 1n,
      });
      const ok = await store.append(id, [{ type: 'Y', data: {} }], 'stream_exists');
      expect(ok.nextExpectedVersion).toBe(2n);
      const any = await store.append(id, [{ type: 'Z', data: {} }], 'any');
      expect(any.nextExpectedVersion).toBe(3n);
    });

    it('is idempotent by event id: the same ids again return the original result and store nothing', async () => {
      const id = stream('idem');
      const events = [
        { type: 'Paid', data: { cents: 500 }, eventId: randomUUID() },
        { type: 'Receipted', data: {}, eventId: randomUUID() },
      ];
      const first = await store.append(id, events, 'no_stream');
      const again = await store.append(id, events, 'no_stream');
      expect(again.nextExpectedVersion).toBe(first.nextExpectedVersion);
      expect(again.position).toEqual(first.position);
      expect((await store.readStream(id)).map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
    });

    // Decided when the suite is defined, so an adapter without the capability has no test rather than a skipped one.
    if (capabilities.uniqueEventIdsAcrossStreams) {
      it('refuses an event id that is already stored in another stream', async () => {
        const eventId = randomUUID();
        await store.append(stream('owner'), [{ type: 'T', data: {}, eventId }], 'any');
        const other = stream('thief');
        await expect(store.append(other, [{ type: 'T', data: {}, eventId }], 'any')).rejects.toBeInstanceOf(
          EventIdConflictError,
        );
        expect(await store.streamVersion(other)).toBe(0n);
      });
    }

    it('reads $all after a position in order, without the position itself, up to the limit', async () => {
      const prefix = `contractall${randomUUID().slice(0, 8)}`;
      const marker = await store.append(`${prefix}-m`, [{ type: 'Marker', data: {} }], 'any');
      await store.append(`${prefix}-a`, [{ type: 'One', data: { i: 1 } }], 'any');
      await store.append(
        `${prefix}-b`,
        [
          { type: 'Two', data: { i: 2 } },
          { type: 'Three', data: { i: 3 } },
        ],
        'any',
      );
      const after = ours(
        await readAllUntil(marker.position, 100, (es) => ours(es, prefix).length >= 3),
        prefix,
      );
      expect(after.map((e) => e.type)).toEqual(['One', 'Two', 'Three']);
      const firstTwo = await store.readAll(marker.position, 2);
      expect(firstTwo).toHaveLength(2);
      const rest = await store.readAll(firstTwo[1]!.position, 100);
      expect(ours([...firstTwo, ...rest], prefix).map((e) => e.type)).toEqual(['One', 'Two', 'Three']);
      const fromStart = await store.readAll(START, 50);
      expect(fromStart.length).toBeGreaterThan(0);
      fromStart.reduce((previous, e) => {
        expect(comparePositions(e.position, previous)).toBe(1);
        return e.position;
      }, START);
      expect(await store.countEventsAfter(marker.position, 1_000)).toBeGreaterThanOrEqual(3);
    });

    it('applies upcasters on readStream and readAll', async () => {
      const id = stream('upcast');
      const marker = await store.append(`${id}m`, [{ type: 'Marker', data: {} }], 'any');
      await store.append(id, [{ type: 'ContractPriced', data: { price: 12.5 }, schemaVersion: 1 }], 'any');
      const expected = {
        type: 'ContractPriced',
        schemaVersion: 2,
        data: { amountCents: 1250, currency: 'usd' },
      };
      expect((await store.readStream(id))[0]).toMatchObject(expected);
      const all = (await readAllUntil(marker.position, 10, (es) => es.some((e) => e.streamId === id))).filter(
        (e) => e.streamId === id,
      );
      expect(all[0]).toMatchObject(expected);
    });

    it('reads a stream as of an instant', async () => {
      const id = stream('asof');
      await store.append(id, [{ type: 'Early', data: {} }], 'any');
      const [early] = await store.readStream(id);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await store.append(id, [{ type: 'Late', data: {} }], 'any');
      expect((await store.readStream(id, { toTime: early!.createdAt })).map((e) => e.type)).toEqual([
        'Early',
      ]);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('announces committed appends to in-process listeners', async () => {
      const seen: Position[] = [];
      const off = store.onAppended((p) => seen.push(p));
      const result = await store.append(stream('notify'), [{ type: 'N', data: {} }], 'any');
      off();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(seen).toContainEqual(result.position);
    });
  });
}
