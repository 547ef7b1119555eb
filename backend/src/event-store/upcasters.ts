import type { RecordedEvent } from './event';

/**
 * Turns a stored event of `type` at `fromVersion` into the next shape (version `fromVersion + 1`). It may also
 * rename the type. Stored rows are never rewritten: readers apply the chain every time.
 */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast(data: unknown, event: Readonly<RecordedEvent>): { data: unknown; type?: string };
}

const key = (type: string, version: number) => `${type}@${version}`;

/** `(type, fromVersion) → next shape`, applied as a chain on every read path (stream, $all, subscriptions). */
export class UpcasterRegistry {
  private readonly byKey = new Map<string, Upcaster>();

  constructor(upcasters: readonly Upcaster[] = []) {
    for (const upcaster of upcasters) this.register(upcaster);
  }

  register(upcaster: Upcaster): this {
    if (!Number.isInteger(upcaster.fromVersion) || upcaster.fromVersion < 1) {
      throw new Error(`Upcaster ${upcaster.type}: fromVersion must be an integer >= 1`);
    }
    const k = key(upcaster.type, upcaster.fromVersion);
    if (this.byKey.has(k)) throw new Error(`An upcaster for ${k} is already registered`);
    this.byKey.set(k, upcaster);
    return this;
  }

  get size(): number {
    return this.byKey.size;
  }

  upcast<E extends RecordedEvent>(event: E): E {
    if (this.byKey.size === 0) return event;
    let current: E = event;
    // Each step raises schemaVersion by one, so the chain ends after at most `size` steps.
    for (;;) {
      const upcaster = this.byKey.get(key(current.type, current.schemaVersion));
      if (!upcaster) return current;
      const next = upcaster.upcast(current.data, current);
      current = {
        ...current,
        type: next.type ?? current.type,
        data: next.data,
        schemaVersion: current.schemaVersion + 1,
      };
    }
  }
}
