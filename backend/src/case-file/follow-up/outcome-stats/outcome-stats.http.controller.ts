import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../identity';
import { OutcomeStats, OutcomeStatsResponse } from './outcome-stats';

/** The figure nobody publishes: how often a letter gets people paid (staff only). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('staff')
@Controller('admin/outcomes')
export class OutcomeStatsController {
  constructor(private readonly stats: OutcomeStats) {}

  @Get()
  @ApiOkResponse({ type: OutcomeStatsResponse })
  figures(): Promise<OutcomeStatsResponse> {
    return this.stats.figures();
  }
}
