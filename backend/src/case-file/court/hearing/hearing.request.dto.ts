import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString } from 'class-validator';
import { TextField, trimString } from '../../../common/text-field.validator';

const text = (field: string) => IsString({ message: `${field} must be text` });

/**
 * PUT /api/cases/{id}/hearing (ADR 186): the court as the claimant names it, the hearing's local date and time,
 * and its IANA time zone. The decider checks the date, the time and the zone (400 naming the field).
 */
export class HearingRequestDto {
  @ApiProperty({
    example: 'Superior Court of California, County of Fresno, 1130 O Street, Fresno, CA 93721',
    description: 'The court: its name and address, as the notice of hearing gives it',
  })
  @Transform(trimString)
  @TextField({ max: 300, plain: 'line' })
  court!: string;

  @ApiProperty({ example: '2027-03-01', description: 'YYYY-MM-DD, in the hearing time zone' })
  @text('date')
  date!: string;

  @ApiProperty({ example: '08:30', description: 'HH:MM, 24-hour, in the hearing time zone' })
  @text('time')
  time!: string;

  @ApiProperty({ example: 'America/Los_Angeles', description: 'IANA time zone of the court' })
  @text('timeZone')
  timeZone!: string;
}
