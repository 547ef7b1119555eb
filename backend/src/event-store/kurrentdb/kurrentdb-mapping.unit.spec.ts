import { completeMetadata, START } from '../event-store';
import {
  fromKurrentEvent,
  fromKurrentPosition,
  SCHEMA_VERSION_KEY,
  toEventData,
  toReadPosition,
  toStreamState,
  versionFromCurrentState,
  versionFromRevision,
} from './kurrentdb-mapping';

describe('KurrentDB mapping (no server needed)', () => {
  it('maps our 1-based expected versions to 0-based revisions', () => {
    expect(toStreamState('any')).toBe('any');
    expect(toStreamState('no_stream')).toBe('no_stream');
    expect(toStreamState('stream_exists')).toBe('stream_exists');
    expect(toStreamState(0n)).toBe('no_stream'); // zero events = the stream does not exist
    expect(toStreamState(1n)).toBe(0n); // one event = revision 0
    expect(toStreamState(42n)).toBe(41n);
    expect(() => toStreamState(-1n)).toThrow();
  });

  it('maps revisions and reported current states back to versions', () => {
    expect(versionFromRevision(0n)).toBe(1n);
    expect(versionFromRevision(9n)).toBe(10n);
    expect(versionFromCurrentState('no_stream')).toBe(0n);
    expect(versionFromCurrentState(4n)).toBe(5n);
    expect(versionFromCurrentState(undefined)).toBe(0n);
  });

  it('carries $all (commit, prepare) in our position pair, START included', () => {
    const p = fromKurrentPosition({ commit: 1234n, prepare: 1200n });
    expect(p).toEqual({ transactionId: '1234', globalPosition: 1200n });
    expect(toReadPosition(p)).toEqual({ commit: 1234n, prepare: 1200n });
    expect(toReadPosition(START)).toBe('start');
  });

  it('writes our metadata and schema version into the event, and reads them back', () => {
    const data = toEventData({
      eventId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      type: 'PaymentSucceeded',
      data: { cents: 500 },
      schemaVersion: 2,
      metadata: completeMetadata(
        { correlationId: 'corr', actor: { id: 'u', role: 'user' } },
        new Date('2026-05-01T00:00:00.000Z'),
      ),
    });
    expect(data).toEqual({
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      contentType: 'application/json',
      type: 'PaymentSucceeded',
      data: { cents: 500 },
      metadata: {
        actor: { id: 'u', role: 'user' },
        correlationId: 'corr',
        causationId: null,
        occurredAt: '2026-05-01T00:00:00.000Z',
        [SCHEMA_VERSION_KEY]: 2,
      },
    });
    const recorded = fromKurrentEvent({
      streamId: 'case-1',
      id: data.id,
      revision: 0n,
      type: data.type,
      created: new Date('2026-05-01T00:00:01.000Z'),
      data: { cents: 500 },
      metadata: Buffer.from(JSON.stringify(data.metadata)),
      position: { commit: 10n, prepare: 10n },
    });
    expect(recorded).toEqual({
      eventId: data.id,
      type: 'PaymentSucceeded',
      schemaVersion: 2,
      data: { cents: 500 },
      metadata: {
        actor: { id: 'u', role: 'user' },
        correlationId: 'corr',
        causationId: null,
        occurredAt: '2026-05-01T00:00:00.000Z',
      },
      streamId: 'case-1',
      streamPosition: 1n,
      position: { transactionId: '10', globalPosition: 10n },
      createdAt: new Date('2026-05-01T00:00:01.000Z'),
    });
  });
});
