import type { RecordedEvent } from './event-store';
import { UpcasterRegistry } from './upcasters';

const stored = (type: string, schemaVersion: number, data: unknown): RecordedEvent => ({
  eventId: 'e1',
  type,
  schemaVersion,
  data,
  metadata: { actor: null, correlationId: 'c', causationId: null, occurredAt: '2020-01-01T00:00:00.000Z' },
  streamId: 's-1',
  streamPosition: 1n,
  position: { transactionId: '5', globalPosition: 9n },
  createdAt: new Date(0),
});

describe('UpcasterRegistry', () => {
  const registry = new UpcasterRegistry([
    {
      type: 'AmountSet',
      fromVersion: 1,
      upcast: (d) => ({ data: { cents: (d as { dollars: number }).dollars * 100 } }),
    },
    { type: 'AmountSet', fromVersion: 2, upcast: (d) => ({ data: { ...(d as object), currency: 'usd' } }) },
    { type: 'OldName', fromVersion: 1, upcast: (d) => ({ type: 'NewName', data: d }) },
    { type: 'NewName', fromVersion: 2, upcast: (d) => ({ data: { ...(d as object), migrated: true } }) },
  ]);

  it('applies the chain from the stored version to the newest, keeping everything else', () => {
    const event = stored('AmountSet', 1, { dollars: 5 });
    expect(registry.upcast(event)).toEqual({
      ...event,
      schemaVersion: 3,
      data: { cents: 500, currency: 'usd' },
    });
    expect(registry.upcast(stored('AmountSet', 2, { cents: 7 })).data).toEqual({ cents: 7, currency: 'usd' });
  });

  it('follows a type rename into the new type chain', () => {
    expect(registry.upcast(stored('OldName', 1, { a: 1 }))).toMatchObject({
      type: 'NewName',
      schemaVersion: 3,
      data: { a: 1, migrated: true },
    });
  });

  it('leaves current and unknown events as they are', () => {
    const current = stored('AmountSet', 3, { cents: 1, currency: 'usd' });
    expect(registry.upcast(current)).toBe(current);
    const other = stored('Unrelated', 1, {});
    expect(registry.upcast(other)).toBe(other);
  });

  it('refuses a second upcaster for the same type and version, and a version below 1', () => {
    expect(() =>
      registry.register({ type: 'AmountSet', fromVersion: 1, upcast: (d) => ({ data: d }) }),
    ).toThrow(/already/);
    expect(() =>
      new UpcasterRegistry().register({ type: 'X', fromVersion: 0, upcast: (d) => ({ data: d }) }),
    ).toThrow(/>= 1/);
  });
});
