import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { TextField, trimString } from '../../common/text-field.validator';

/** POST /api/answers-translation: the Spanish answers to translate, and the parties' names the English must keep. */
export class AnswersTranslationRequestDto {
  @ApiPropertyOptional({ maxLength: 5000 })
  @Transform(trimString)
  @TextField({ max: 5000, plain: 'multiline', optional: true })
  disputeDescription?: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @Transform(trimString)
  @TextField({ max: 5000, plain: 'multiline', optional: true })
  attemptedResolution?: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @Transform(trimString)
  @TextField({ max: 5000, plain: 'multiline', optional: true })
  evidenceDescription?: string;

  @ApiPropertyOptional({ maxLength: 120 })
  @Transform(trimString)
  @TextField({ max: 120, plain: 'line', optional: true })
  plaintiffName?: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @Transform(trimString)
  @TextField({ max: 200, plain: 'line', optional: true })
  defendantName?: string;
}
