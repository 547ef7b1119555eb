import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { TextField, trimString } from '../../../common/text-field.validator';
import { MAIL_SERVICES, type MailService } from '../mailing.events';

/** POST /api/cases/{id}/mailings, and the preview's query: what to mail and how. */
export class RequestMailingRequestDto {
  @ApiProperty({ enum: MAIL_SERVICES, example: 'certified' })
  @IsIn(MAIL_SERVICES, { message: 'service must be "certified" or "first_class"' })
  service!: MailService;

  @ApiPropertyOptional({
    description: "Which document of the case; default the case's first (today, only) one.",
  })
  @IsOptional()
  @Transform(trimString)
  @TextField({ max: 100, optional: true, plain: 'line' })
  documentId?: string;

  @ApiPropertyOptional({
    description:
      'Only to send a letter that came back again: the corrected recipient address (street lines, then "City, ST 12345").',
    example: '10 Main Street\nSpringfield, IL 62701',
  })
  @IsOptional()
  @TextField({ max: 300, optional: true, plain: 'multiline' })
  toAddress?: string;
}
