import type { DataSource } from 'typeorm';
import { ALL_UPCASTERS } from '../../backend/src/event-store/all-upcasters';
import type { EventStore } from '../../backend/src/event-store/event-store';
import { PostgresEventStore } from '../../backend/src/event-store/postgres/postgres-event-store';
import type { ProjectionDefinition } from '../../backend/src/event-store/projection/projection';
import {
  rebuildProjectionTable,
  type RebuildOptions,
  type RebuildResult,
} from '../../backend/src/event-store/projection/rebuild-projection';
import { UpcasterRegistry } from '../../backend/src/event-store/upcasters';
import { ALL_PROJECTIONS } from './all-projections';

export interface RebuildProjectionOptions extends RebuildOptions {
  /** The event source (default: the PostgreSQL store on `dataSource`, with every upcaster of the product). */
  store?: EventStore;
  /** Where to look `name` up (default ALL_PROJECTIONS). */
  projections?: readonly ProjectionDefinition[];
}

/**
 * Rebuilds the projection `name` into a new table version from position zero and swaps it in; the live table
 * serves until the swap. Used by `npm run projections:rebuild -- <name>` and by tests.
 */
export async function rebuildProjection(
  dataSource: DataSource,
  name: string,
  options: RebuildProjectionOptions = {},
): Promise<RebuildResult> {
  const projections = options.projections ?? ALL_PROJECTIONS;
  const definition = projections.find((p) => p.name === name);
  if (!definition) {
    throw new Error(
      `Unknown projection "${name}". Known: ${projections.map((p) => p.name).join(', ') || '(none)'}`,
    );
  }
  const store = options.store ?? new PostgresEventStore(dataSource, new UpcasterRegistry(ALL_UPCASTERS));
  return rebuildProjectionTable(dataSource, store, definition, options);
}
