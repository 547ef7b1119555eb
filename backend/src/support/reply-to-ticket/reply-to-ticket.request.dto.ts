import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { TextField } from '../../common/text-field.validator';
import { TICKET_LIMITS } from '../support-ticket.decide';
import { trimText } from '../support-text';

/** A message in a ticket's thread (staff reply or the customer's). */
export class TicketReplyRequestDto {
  @ApiProperty({ example: 'Thanks for waiting: your letter is ready on My Documents.', maxLength: TICKET_LIMITS.reply })
  @Transform(trimText)
  @TextField({ max: TICKET_LIMITS.reply, plain: 'multiline' })
  message!: string;
}
