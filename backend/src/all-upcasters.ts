import { CASE_UPCASTERS } from './case-file/case.events.v1';
import type { Upcaster } from './event-store/upcasters';

/**
 * Every upcaster of the product, like ALL_MIGRATIONS: a feature that changes an event's shape appends the
 * upcasters from its `*.events.v1.ts` here. The app, the rebuild CLI and the benchmark all read this list, so
 * no read path can miss one. Keep them for the whole retention period (7 years).
 */
export const ALL_UPCASTERS: readonly Upcaster[] = [...CASE_UPCASTERS];
