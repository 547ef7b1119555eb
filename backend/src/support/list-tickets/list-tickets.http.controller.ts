import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NotFoundError } from '../../common/errors';
import { RecordsLookup, Roles } from '../../identity/index';
import { SupportQueries } from '../support-queries';
import { TICKET_NOT_FOUND_MESSAGE } from '../support-ticket.decide';
import {
  SupportTicketPageResponse,
  SupportTicketThreadResponse,
  toThreadResponse,
  toTicketResponse,
} from '../support-ticket.response';
import { ListTicketsQueryDto, TICKET_PAGE_SIZE } from './list-tickets.request.dto';

/** The staff dashboard's reads (DESIGN §7: staff only, with the second factor verified). */
@ApiTags('support')
@ApiBearerAuth()
@Roles('staff')
@Controller('support')
export class ListTicketsController {
  constructor(private readonly queries: SupportQueries) {}

  /** Every ticket, newest first, a page at a time; by status, by part of the email or subject, or overdue only. */
  @RecordsLookup({ resource: 'support-ticket-search', allow: ['staff'], param: 'q' })
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: SupportTicketPageResponse })
  @ApiForbiddenResponse({ description: 'Not staff, or the second factor is not verified for this session' })
  async list(@Query() query: ListTicketsQueryDto): Promise<SupportTicketPageResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? TICKET_PAGE_SIZE;
    const now = new Date();
    const { rows, total } = await this.queries.list(
      {
        status: query.status === 'all' ? undefined : query.status,
        q: query.q || undefined,
        overdue: query.overdue === 'true',
        page,
        pageSize,
      },
      now,
    );
    return { tickets: rows.map((r) => toTicketResponse(r, now)), total, page, pageSize };
  }

  /** One ticket with its whole reply thread. */
  @RecordsLookup({ resource: 'support-ticket', allow: ['staff'] })
  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: SupportTicketThreadResponse })
  @ApiNotFoundResponse({ description: TICKET_NOT_FOUND_MESSAGE })
  async get(@Param('id') id: string): Promise<SupportTicketThreadResponse> {
    const row = await this.queries.byId(id);
    if (!row) throw new NotFoundError(TICKET_NOT_FOUND_MESSAGE);
    const replies = await this.queries.replies([row.id]);
    return toThreadResponse(row, replies.get(row.id) ?? []);
  }
}
