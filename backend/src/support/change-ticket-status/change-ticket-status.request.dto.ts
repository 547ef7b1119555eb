import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { TICKET_STATUSES, type TicketStatus } from '../support-ticket.events';

/** PATCH /api/support/{id} (spec §7): the new status, any of the four. */
export class ChangeTicketStatusRequestDto {
  @ApiProperty({ enum: TICKET_STATUSES })
  @IsIn(TICKET_STATUSES, { message: `status must be one of ${TICKET_STATUSES.join(', ')}` })
  status!: TicketStatus;
}
