import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionsService } from './event-store/subscriptions/subscriptions.service';
import { ALL_PROJECTIONS } from './all-projections';
import { EventTypeStats } from './event-store/read-models/event-type-stats/event-type-stats.entity';

/** Registers every projection with the subscription host and exposes the read entities to feature modules. */
@Module({
  imports: [TypeOrmModule.forFeature([EventTypeStats])],
  exports: [TypeOrmModule],
})
export class ProjectionsModule implements OnModuleInit {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  onModuleInit(): void {
    for (const projection of ALL_PROJECTIONS) this.subscriptions.registerProjection(projection);
  }
}
