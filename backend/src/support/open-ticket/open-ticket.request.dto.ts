import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { TextField } from '../../common/text-field.validator';
import { TICKET_LIMITS } from '../support-ticket.decide';
import {
  TICKET_LANGUAGES,
  TICKET_PRIORITIES,
  type TicketLanguage,
  type TicketPriority,
} from '../support-ticket.events';
import { normalizeEmail, trimText } from '../support-text';

/**
 * POST /api/support (spec §5: name, email, subject and message required; priority defaults to medium). Each 400
 * names its field. `status` is accepted because the spec's client sends it, and ignored: new tickets are open.
 */
export class OpenTicketRequestDto {
  @ApiProperty({ example: 'Ana Díaz', maxLength: TICKET_LIMITS.name })
  @Transform(trimText)
  @TextField({ max: TICKET_LIMITS.name, plain: 'line' })
  name!: string;

  @ApiProperty({ example: 'ana@example.com', maxLength: TICKET_LIMITS.email })
  @Transform(normalizeEmail)
  @TextField({ max: TICKET_LIMITS.email, email: true })
  email!: string;

  @ApiProperty({ example: 'Question about my demand letter', maxLength: TICKET_LIMITS.subject })
  @Transform(trimText)
  @TextField({ max: TICKET_LIMITS.subject, plain: 'line' })
  subject!: string;

  @ApiProperty({
    example: 'I paid for my letter yesterday but cannot find it.',
    maxLength: TICKET_LIMITS.message,
  })
  @Transform(trimText)
  @TextField({ max: TICKET_LIMITS.message, plain: 'multiline' })
  message!: string;

  @ApiPropertyOptional({ enum: TICKET_PRIORITIES, default: 'medium' })
  @IsOptional()
  @IsIn(TICKET_PRIORITIES, { message: `priority must be one of ${TICKET_PRIORITIES.join(', ')}` })
  priority?: TicketPriority;

  @ApiPropertyOptional({
    enum: TICKET_LANGUAGES,
    description: "The page's language (issue 33): a visitor's acknowledgement and replies are written in it",
  })
  @IsOptional()
  @IsIn(TICKET_LANGUAGES, { message: `language must be one of: ${TICKET_LANGUAGES.join(', ')}` })
  language?: TicketLanguage;

  @ApiPropertyOptional({ description: 'Ignored: a new ticket is always open' })
  @IsOptional()
  status?: unknown;
}
