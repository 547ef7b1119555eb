import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../common/page-query.dto';
import { TextField } from '../../common/text-field.validator';
import { TICKET_STATUSES, type TicketStatus } from '../support-ticket.events';
import { trimText } from '../support-text';

export const TICKET_PAGE_SIZE = 20;
export const TICKET_MAX_PAGE_SIZE = 100;
const STATUS_FILTERS = ['all', ...TICKET_STATUSES] as const;

/** GET /api/support?status=&q=&overdue=&page=&pageSize= (staff only). */
export class ListTicketsQueryDto extends PageQuery(TICKET_PAGE_SIZE, TICKET_MAX_PAGE_SIZE) {
  @ApiPropertyOptional({ enum: STATUS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(STATUS_FILTERS, { message: `status must be one of ${STATUS_FILTERS.join(', ')}` })
  status?: TicketStatus | 'all';

  @ApiPropertyOptional({ description: 'Part of the email or the subject (any case)', maxLength: 200 })
  @IsOptional()
  @Transform(trimText)
  @TextField({ max: 200, optional: true, plain: 'line' })
  q?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Only tickets past the 24-business-hour promise',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'overdue must be true or false' })
  overdue?: 'true' | 'false';
}
