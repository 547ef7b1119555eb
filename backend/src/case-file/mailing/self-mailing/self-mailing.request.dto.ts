import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import { TextField, trimString } from '../../../common/text-field.validator';

/** POST /api/cases/{id}/mailings/self: "I mailed it myself". */
export class SelfMailingRequestDto {
  @ApiProperty({ example: '2026-12-01', description: 'The day you mailed it (YYYY-MM-DD).' })
  @Transform(trimString)
  @TextField({ max: 10, requiredMessage: 'mailedOn is required', plain: 'line' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'mailedOn must be a date (YYYY-MM-DD)' })
  mailedOn!: string;

  @ApiPropertyOptional({
    example: '9407 1118 9922 3197 4284 90',
    description: 'The certified mail tracking number, if any.',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : value,
  )
  @TextField({ max: 40, optional: true, plain: 'line' })
  @Matches(/^([0-9A-Z]{10,34})?$/, {
    message: 'trackingNumber must be the 10 to 34 letters and digits USPS printed on the receipt',
  })
  trackingNumber?: string;

  @ApiPropertyOptional({ description: "Which document of the case; default the case's first one." })
  @IsOptional()
  @Transform(trimString)
  @TextField({ max: 100, optional: true, plain: 'line' })
  documentId?: string;
}
