import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsUUID } from 'class-validator';
import { MAX_REFERRAL_NOTES_CHARS } from '../../../case-file/index';
import { TextField, trimString } from '../../../common/text-field.validator';

/** POST /api/cases/{id}/refer-attorney (spec §7): the screen sends only attorneyId. */
export class ReferCaseRequestDto {
  @ApiProperty({
    format: 'uuid',
    description: 'A recommended attorney (any active attorney of the directory)',
  })
  @Transform(trimString)
  @IsUUID('all', { message: 'attorneyId must be an attorney id (a UUID)' })
  attorneyId!: string;

  @ApiPropertyOptional({
    description: `A note to the attorney; at most ${MAX_REFERRAL_NOTES_CHARS} characters`,
  })
  @Transform(trimString)
  @TextField({ max: MAX_REFERRAL_NOTES_CHARS, plain: 'multiline', optional: true })
  notes?: string;
}
