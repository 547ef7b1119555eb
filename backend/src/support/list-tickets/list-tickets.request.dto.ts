import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { TextField } from '../../common/text-field.validator';
import { TICKET_STATUSES, type TicketStatus } from '../support-ticket.events';
import { trimText } from '../support-text';

export const TICKET_PAGE_SIZE = 20;
export const TICKET_MAX_PAGE_SIZE = 100;
const STATUS_FILTERS = ['all', ...TICKET_STATUSES] as const;

/** GET /api/support?status=&q=&overdue=&page=&pageSize= (staff only). */
export class ListTicketsQueryDto {
  @ApiPropertyOptional({ enum: STATUS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(STATUS_FILTERS, { message: `status must be one of ${STATUS_FILTERS.join(', ')}` })
  status?: TicketStatus | 'all';

  @ApiPropertyOptional({ description: 'Part of the email or the subject (any case)', maxLength: 200 })
  @IsOptional()
  @Transform(trimText)
  @TextField({ max: 200, optional: true, plain: 'line' })
  q?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only tickets past the 24-business-hour promise' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'overdue must be true or false' })
  overdue?: 'true' | 'false';

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(100_000, { message: 'page must be 100000 or less' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: TICKET_MAX_PAGE_SIZE, default: TICKET_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be 1 or more' })
  @Max(TICKET_MAX_PAGE_SIZE, { message: `pageSize must be ${TICKET_MAX_PAGE_SIZE} or less` })
  pageSize?: number;
}
