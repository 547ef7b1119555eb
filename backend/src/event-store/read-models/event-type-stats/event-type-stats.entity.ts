import { Column, Entity, PrimaryColumn } from 'typeorm';
import { EVENT_TYPE_STATS_VIEW } from './event-type-stats.projection';

const bigintAsNumber = { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/**
 * Read side of the event-type-stats projection. It maps the view that points at the active physical table
 * (blue/green rebuilds), so it is never synchronized: the projection creates its tables.
 */
@Entity({ name: EVENT_TYPE_STATS_VIEW, synchronize: false })
export class EventTypeStats {
  @PrimaryColumn({ name: 'event_type', type: 'text' })
  eventType!: string;

  @Column({ name: 'event_count', type: 'bigint', transformer: bigintAsNumber })
  eventCount!: number;

  /** Global position of the first event of this type, as a decimal string (int8). */
  @Column({ name: 'first_global_position', type: 'bigint' })
  firstGlobalPosition!: string;

  @Column({ name: 'last_global_position', type: 'bigint' })
  lastGlobalPosition!: string;

  @Column({ name: 'last_recorded_at', type: 'timestamptz' })
  lastRecordedAt!: Date;
}
