import type { DataSource } from 'typeorm';
import type { EventStore } from './event-store/event-store';
import type { ProjectionDefinition } from './event-store/projection/projection';
import {
  rebuildProjectionTable,
  type RebuildOptions,
  type RebuildResult,
} from './event-store/projection/rebuild-projection';
import { ALL_PROJECTIONS } from './all-projections';

export interface RebuildProjectionOptions extends RebuildOptions {
  /**
   * The event source: the product's store, with every upcaster and the privacy codec (a store without it would
   * write "[encrypted]" placeholders into the read model).
   */
  store: EventStore;
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
  options: RebuildProjectionOptions,
): Promise<RebuildResult> {
  const projections = options.projections ?? ALL_PROJECTIONS;
  const definition = projections.find((p) => p.name === name);
  if (!definition) {
    throw new Error(
      `Unknown projection "${name}". Known: ${projections.map((p) => p.name).join(', ') || '(none)'}`,
    );
  }
  return rebuildProjectionTable(dataSource, options.store, definition, options);
}
